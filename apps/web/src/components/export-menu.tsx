import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPORT_FORMATS, type ExportFormat } from '@curio/core/study-sets-rules';

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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={<DownloadIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`Export ${title}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 340 } } }}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} component="a" href={urlOf(format)} download onClick={() => setAnchor(null)}>
            <ListItemText primary={EXPORT_FORMAT_LABELS[format]} secondary={notes[format]} slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
