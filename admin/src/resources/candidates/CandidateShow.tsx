import { useState, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Button, HttpError, Title, useGetOne, useLocaleState, useNotify, useRefresh, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { candidateIdOf, candidateName, downloadResume, eraseCandidate, type CandidateRecord } from './api';
import { ErrorState, LoadingState } from './LoadState';
import type { ApiFile } from '../../api/http';
import { ConfirmButton } from '../../common/ConfirmButton';
import { formatDateTime } from '../../common/dates';
import { openFileIn, saveFile } from '../../common/saveFile';
import { useNotifyFailure } from '../../common/useNotifyFailure';

/** A field's label and its value, as a row of the description list. */
function Detail({ field, children }: { field: keyof CandidateRecord; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { sm: 2 }, py: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(`resources.career-list.fields.${field}`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A CV the browser can show itself; anything else (DOCX) is saved instead. */
const viewable = (file: ApiFile) => file.blob.type === 'application/pdf' || /\.pdf$/i.test(file.name ?? '');

/**
 * The CV: View opens it in a new tab, Download saves it under the
 * server's name. Both fetch it with the token and hand the browser an object URL of the bytes: the
 * CV has no public address. The tab is opened on the click itself (browsers allow pop-ups only
 * there) and pointed at the PDF once it has arrived; a DOCX, which no browser shows, is saved.
 */
function ResumeActions({ candidate }: { candidate: CandidateRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);
  if (!candidate.resumePath) return <>{translate('app.career-list.no_cv')}</>;

  const fallbackName = `cv-${candidate.id}`;
  const run = async (action: 'view' | 'download') => {
    const tab = action === 'view' ? window.open('', '_blank') : null;
    if (action === 'view') {
      if (!tab) {
        notify('app.career-list.popup_blocked', { type: 'warning' });
        return;
      }
      tab.opener = null;
      tab.document.title = translate('app.career-list.opening');
    }
    setBusy(action);
    try {
      const file = await downloadResume(candidate.id);
      if (tab && viewable(file)) openFileIn(tab, file);
      else {
        tab?.close();
        saveFile(file, fallbackName);
      }
    } catch (error) {
      tab?.close();
      await notifyFailure(error, action === 'view' ? 'app.career-list.view_error' : 'app.career-list.download_error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Button
        variant="contained"
        label={busy === 'view' ? 'app.career-list.opening' : 'app.career-list.view_cv'}
        aria-label={`${translate('app.career-list.view_cv')} ${translate('app.career-list.view_cv_new_tab')}`}
        disabled={busy !== null}
        onClick={() => run('view')}
      >
        <OpenInNewIcon />
      </Button>
      <Button
        variant="outlined"
        label={busy === 'download' ? 'app.career-list.downloading' : 'app.career-list.download_cv'}
        disabled={busy !== null}
        onClick={() => run('download')}
      >
        <DownloadIcon />
      </Button>
    </Stack>
  );
}

/**
 * Erase: the candidate and the CV are removed for good (personal data), after a confirmation that
 * says so; then back to the list, which is read again, with a notification.
 */
function EraseCandidate({ candidate }: { candidate: CandidateRecord }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const notifyFailure = useNotifyFailure();
  const name = candidateName(candidate);
  return (
    <ConfirmButton
      label="app.career-list.erase"
      subject={name}
      icon={<DeleteForeverIcon />}
      color="error"
      variant="outlined"
      dialog={{
        title: 'app.career-list.erase_title',
        content: 'app.career-list.erase_content',
        translateOptions: { name },
        confirmColor: 'warning',
      }}
      action={async () => {
        await eraseCandidate(candidate.id);
        notify('app.career-list.erased', { type: 'success', messageArgs: { name } });
        void navigate('/career-list');
        refresh();
      }}
      onFailure={(error) => notifyFailure(error, isNotFound(error) ? 'app.career-list.not_found' : 'app.career-list.erase_error')}
    />
  );
}

/** The candidate's fields; the name is also the page's title (the app bar's heading). */
function CandidateCard({ candidate }: { candidate: CandidateRecord }) {
  const [locale] = useLocaleState();
  return (
    <Card>
      <CardContent>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail field="name">{candidate.name}</Detail>
          <Detail field="surname">{candidate.surname}</Detail>
          <Detail field="createdAt">
            <time dateTime={candidate.createdAt}>{formatDateTime(candidate.createdAt, locale)}</time>
          </Detail>
          <Detail field="number">
            <MuiLink href={`tel:${candidate.number.replace(/\s+/g, '')}`}>{candidate.number}</MuiLink>
          </Detail>
          <Detail field="email">
            <MuiLink href={`mailto:${candidate.email}`}>{candidate.email}</MuiLink>
          </Detail>
          <Detail field="resumePath">
            <ResumeActions candidate={candidate} />
          </Detail>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <EraseCandidate candidate={candidate} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** A 404 is "no data", not a failure to retry. */
const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

function CandidateDetail({ id }: { id: number }) {
  const translate = useTranslate();
  // Its own cache key: the list fills `getOne` with its short rows (no telephone, e-mail or CV).
  const { data, isPending, error, refetch } = useGetOne<CandidateRecord>('career-list', { id, meta: { detail: true } }, { retry: false });
  // The app bar's title: the candidate's name (as is, not a translation key) once known.
  const title = <Title title={data ? <span>{candidateName(data)}</span> : 'app.career-list.title'} />;
  let body: ReactNode;
  if (isPending) body = <LoadingState />;
  else if (isNotFound(error) || (!error && !data)) body = <Alert severity="info">{translate('app.career-list.not_found')}</Alert>;
  else if (error || !data) body = <ErrorState error={error} onRetry={() => refetch()} />;
  else body = <CandidateCard candidate={data} />;
  return (
    <>
      {title}
      {body}
    </>
  );
}

/**
 * `/career-list/:id`: name, surname, telephone, e-mail and the CV or the no-CV note, with
 * the loading, error and empty texts. It is the resource's `edit` slot only because that is the
 * route react-admin gives `/:id`; nothing here edits.
 */
export default function CandidateShow() {
  const translate = useTranslate();
  const id = candidateIdOf(useParams<{ id: string }>().id);
  return (
    <Box sx={{ py: 2, maxWidth: 780 }}>
      <Box sx={{ mb: 2 }}>
        <Button component={Link} to="/career-list" label="app.career-list.back">
          <ArrowBackIcon />
        </Button>
      </Box>
      {id === null ? (
        <>
          <Title title="app.career-list.title" />
          <Alert severity="error">{translate('app.career-list.missing_id')}</Alert>
        </>
      ) : (
        <CandidateDetail id={id} />
      )}
    </Box>
  );
}
