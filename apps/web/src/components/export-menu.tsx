import { mdiDownload } from '@mdi/js';
import { EXPORT_FORMATS, type ExportFormat } from '@curio/core/study-sets-rules';
import { Button, Icon, Menu, MenuDownloadItem } from '../ui';
import css from './export-menu.module.css';

const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  quizlet: 'Quizlet text',
  gift: 'Moodle GIFT',
  apkg: 'Anki deck (.apkg)',
  pdf: 'PDF worksheet',
};

/** Export of a set or a catalogue topic: each format a plain link to the file the server makes (an attachment, so it downloads). */
interface Props {
  /** the file of a format */
  urlOf: (format: ExportFormat) => string;
  /** what is exported, for the button's accessible name */
  title: string;
  size?: 'small' | 'medium';
  variant?: 'text' | 'outlined';
  /** what a format leaves out of what is exported, said under its name */
  notes?: Partial<Record<ExportFormat, string>>;
}

export function ExportMenu({ urlOf, title, size = 'small', variant = 'text', notes = {} }: Props) {
  return (
    <Menu
      align="start"
      trigger={
        <Button size={size} variant={variant} startIcon={<Icon path={mdiDownload} size="small" />} aria-label={`Export ${title}`}>
          Export
        </Button>
      }
    >
      {EXPORT_FORMATS.map((format) => (
        <MenuDownloadItem key={format} href={urlOf(format)}>
          <span className={css.format}>
            <span>{EXPORT_FORMAT_LABELS[format]}</span>
            {notes[format] && <span className={css.note}>{notes[format]}</span>}
          </span>
        </MenuDownloadItem>
      ))}
    </Menu>
  );
}
