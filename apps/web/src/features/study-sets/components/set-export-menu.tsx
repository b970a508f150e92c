import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/Download';
import { EXPORT_FORMATS } from '@curio/core/study-sets';
import { setExportUrl, type SetRef } from '../set-paths';
import { EXPORT_FORMAT_LABELS } from '../sets-texts';

/** Export: each format a plain link to the file the server makes (an attachment, so it downloads). */
interface Props {
  setRef: SetRef;
  title: string;
  size?: 'small' | 'medium';
  variant?: 'text' | 'outlined';
}

export function SetExportMenu({ setRef, title, size = 'small', variant = 'text' }: Props) {
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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {EXPORT_FORMATS.map((format) => (
          <MenuItem key={format} component="a" href={setExportUrl(setRef, format)} download onClick={() => setAnchor(null)}>
            <ListItemText primary={EXPORT_FORMAT_LABELS[format]} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
