import { Alert, Box, Typography } from '@mui/material';
import { Button, HttpError, useTranslate } from 'react-admin';
import RefreshIcon from '@mui/icons-material/Refresh';

/**
 * The text for a failed candidates call: 401/403 asks to sign in, another HTTP failure (or no
 * answer) to try again, and anything else means the answer was not what the console reads.
 */
export function loadErrorKey(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.status === 401 || error.status === 403) return 'app.career-list.auth_error';
    return 'app.career-list.load_error';
  }
  return 'app.career-list.format_error';
}

/** "Loading" while the first answer is awaited, announced to screen readers. */
export function LoadingState() {
  const translate = useTranslate();
  return (
    <Typography role="status" sx={{ p: 3, color: 'text.secondary' }}>
      {translate('ra.page.loading')}…
    </Typography>
  );
}

/** A failed load: its text, and a retry button where trying again can help. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const translate = useTranslate();
  const key = loadErrorKey(error);
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          onRetry && key !== 'app.career-list.auth_error' ? (
            <Button label="app.career-list.retry" onClick={onRetry}>
              <RefreshIcon />
            </Button>
          ) : undefined
        }
      >
        {translate(key)}
      </Alert>
    </Box>
  );
}
