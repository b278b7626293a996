import { Button } from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import { useTranslate } from 'react-admin';

/** The edit dialog's "Preview" toggle; `controls` is the id of the pane it shows. */
export function PreviewToggle({ open, onToggle, controls }: { open: boolean; onToggle: () => void; controls: string }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      startIcon={<PreviewIcon />}
      variant={open ? 'contained' : 'text'}
      aria-pressed={open}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {translate('app.preview.toggle')}
    </Button>
  );
}
