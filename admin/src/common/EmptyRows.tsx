import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** "Empty", where a list has no rows (the search box stays). */
export function EmptyRows() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 3, color: 'text.secondary' }} role="status">
      {translate('app.common.empty')}
    </Typography>
  );
}
