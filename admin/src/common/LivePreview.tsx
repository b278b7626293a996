import { useState } from 'react';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type LanguageCode } from '@qahve/config';
import { PreviewControls, type PreviewView } from './PreviewControls';
import { PreviewFrame, previewSrc } from './PreviewFrame';
import { useLivePreview, type LivePreviewState } from './useLivePreview';

/**
 * The live preview beside an edit form (resources with drafts): the site's pages that show the item,
 * rendered by the server with the form's unsaved values, following them as they are typed. Its module
 * loads with the first preview (EditModal imports it lazily), not with every list.
 */

/** The request's progress, the note that the values shown are the last valid ones (a 400), or the failure. */
function PreviewStatus({ state }: { state: LivePreviewState }) {
  const translate = useTranslate();
  const message = (state.error as Error | null)?.message ?? '';
  return (
    <>
      {state.loading ? <LinearProgress aria-label={translate('app.preview.loading')} /> : <Box sx={{ height: 4 }} />}
      {state.invalid ? (
        <Alert severity="warning" role="status" sx={{ py: 0 }}>
          {translate('app.preview.invalid')}
        </Alert>
      ) : null}
      {state.error ? (
        <Alert severity="error" sx={{ py: 0 }}>
          {translate('app.preview.error', { message: translate(message, { _: message }) })}
        </Alert>
      ) : null}
    </>
  );
}

/** The console's language, which the preview starts in. */
function useConsoleLanguage(): LanguageCode {
  const [locale] = useLocaleState();
  return LOCALES.includes(locale as LanguageCode) ? (locale as LanguageCode) : DEFAULT_LOCALE;
}

/**
 * The preview pane (inside the edit form): a region with its heading, the page, language and width
 * controls, the request's state, and the page in a frame. The last preview stays shown while a newer
 * one is asked for and when that fails.
 */
export function LivePreview({ id }: { id: string }) {
  const translate = useTranslate();
  const state = useLivePreview();
  const language = useConsoleLanguage();
  const [view, setView] = useState<PreviewView>({ page: '', lang: language, device: 'phone' });
  const pages = state.answer?.pages ?? [];
  // A page the latest answer no longer names gives way to its first.
  const page = pages.includes(view.page) ? view.page : pages[0];
  const headingId = `${id}-heading`;
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} spacing={1} sx={{ p: 2, minWidth: 0 }}>
      <Typography component="h2" variant="subtitle1" id={headingId}>
        {translate('app.preview.heading')}
      </Typography>
      <PreviewControls pages={pages} view={{ ...view, page: page ?? '' }} onChange={setView} />
      <PreviewStatus state={state} />
      {state.answer && page !== undefined ? (
        <PreviewFrame
          src={previewSrc(state.answer.token, page, view.lang)}
          device={view.device}
          title={translate('app.preview.frame_title')}
        />
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {translate(state.answer ? 'app.preview.no_pages' : 'app.preview.empty')}
        </Typography>
      )}
    </Stack>
  );
}
