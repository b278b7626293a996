import { useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, CircularProgress, Box } from '@mui/material';
import SaveAsIcon from '@mui/icons-material/SaveAs';
import PublishIcon from '@mui/icons-material/Publish';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import {
  Confirm,
  setSubmissionErrors,
  useDataProvider,
  useLocaleState,
  useLogoutIfAccessDenied,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useFormContext, useFormState, type FieldValues } from 'react-hook-form';
import { missingTranslations, publicationState, type DraftInfo, type MissingTranslation, type PublicationState } from '@qahve/config';
import type { LoadedDraft, QahveDataProvider } from '../api/dataProvider';
import { formatDateTime } from './dates';
import { StateChip, type ChipLook } from './StateChip';
import { useNotifyFailure } from './useNotifyFailure';

/**
 * Drafts of the content the site shows (config's drafts.ts): an edit kept beside the published item
 * until it is published or discarded, and new items created hidden as drafts. The resources whose
 * API has `drafts` get, through their lists and forms, the state chip, the draft's notice and values
 * in the edit form, and "Save as draft", "Publish" and "Discard draft".
 */

/** The current resource keeps drafts (its `options.drafts`, from its API's `drafts`). */
export function useHasDrafts(): boolean {
  const definition = useResourceDefinition();
  return Boolean((definition?.options as { drafts?: boolean } | undefined)?.drafts);
}

const draftOf = (record: RaRecord | undefined) => (record?.draft ?? null) as DraftInfo | null;

/** Where a console record stands (publicationState of its `isDeleted` and `draft`). */
export const recordState = (record: RaRecord): PublicationState =>
  publicationState({ isDeleted: Boolean(record.isDeleted), draft: draftOf(record) });

const LOOKS: Record<'draft' | 'changed', ChipLook & { pending: boolean }> = {
  draft: { color: 'info', variant: 'outlined', pending: false },
  changed: { color: 'info', variant: 'outlined', pending: true },
};

/** A list row's "Draft" or "Unpublished changes"; nothing for a published item (a deleted one is struck through). */
export function PublicationChip() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const state = recordState(record);
  if (state !== 'draft' && state !== 'changed') return null;
  const { pending, ...look } = LOOKS[state];
  return (
    <StateChip
      look={look}
      label={translate(`app.drafts.states.${state}`)}
      prefix={translate('app.drafts.state')}
      pending={pending}
      data={{ 'data-state': state }}
    />
  );
}

/**
 * The record's draft, loaded again whenever another one is saved (its `updatedAt`): null when it has
 * none, pending only before the form is first shown for this record. A draft saved once the form is
 * shown loads behind it, so that the form is not taken away from under the save that is closing it.
 * `error` when it could not be loaded (the form then shows the record).
 */
export function useLoadedDraft(resource: string, record: RaRecord | undefined) {
  const dataProvider = useDataProvider<QahveDataProvider>();
  const savedAt = draftOf(record)?.updatedAt;
  const key = record && savedAt ? `${record.id}@${savedAt}` : undefined;
  // The record as it was when this draft was asked for: later reloads of it must not load the draft again.
  const recordRef = useRef(record);
  recordRef.current = record;
  const [state, setState] = useState<{ id?: Identifier; loaded?: LoadedDraft | null; error?: unknown }>({});
  useEffect(() => {
    const current = recordRef.current;
    if (!key || !current) return;
    let live = true;
    dataProvider.getDraft!(resource, { id: current.id, previousData: current }).then(
      (loaded) => live && setState({ id: current.id, loaded }),
      (error: unknown) => live && setState({ id: current.id, error }),
    );
    return () => {
      live = false;
    };
  }, [dataProvider, resource, key]);
  const shown = useRef<Identifier | undefined>(undefined);
  if (!key || !record) {
    shown.current = record?.id;
    return { pending: false, loaded: null };
  }
  if (state.id !== record.id) return { pending: shown.current !== record.id, loaded: null };
  shown.current = record.id;
  return { pending: false, loaded: state.loaded ?? null, error: state.error };
}

/** "Unpublished draft saved <time> by <who>", whether the item is new, and the files the draft holds. */
export function DraftNotice({ draft }: { draft: DraftInfo }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  const [locale] = useLocaleState();
  const time = formatDateTime(draft.updatedAt, locale);
  const files = draft.files.map((field) => translate(`resources.${resource}.fields.${field}`, { _: field })).join(', ');
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 2 }} data-draft-notice="">
      <div>{draft.by ? translate('app.drafts.notice', { time, who: draft.by }) : translate('app.drafts.notice_unknown', { time })}</div>
      {draft.isNew ? <div>{translate('app.drafts.notice_new')}</div> : null}
      {files ? <div>{translate('app.drafts.files', { files })}</div> : null}
    </Alert>
  );
}

/** The draft's loading, or its failure, above the edit form. */
export function DraftLoading({ error }: { error?: unknown }) {
  const translate = useTranslate();
  if (!error) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  const message = (error as Error)?.message ?? '';
  return (
    <Alert severity="error" sx={{ mx: 2, mt: 2 }}>
      {translate('app.drafts.load_error', { message: translate(message, { _: message }) })}
    </Alert>
  );
}

/**
 * A draft call's failure in the form: the server's field errors on their inputs, and its message as the
 * form's error notification (`key`); a 401 that survived the refresh signs out instead. Setting them
 * inside the submit handler also tells the unsaved-changes guard the changes are still unsaved.
 */
function useFormFailure() {
  const { setError } = useFormContext();
  const translate = useTranslate();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return async (error: unknown, key: string) => {
    if (await logoutIfAccessDenied(error)) return;
    const message = (error as Error)?.message ?? '';
    const { root: _root, ...fields } = ((error as { body?: { errors?: Record<string, unknown> } })?.body?.errors ?? {}) as FieldValues;
    setSubmissionErrors(fields, setError);
    setError('root.serverError', { type: 'server', message: translate(key, { message: translate(message, { _: message }) }) });
  };
}

/** A toolbar button with its word always shown (its accessible name), busy while its call runs. */
function DraftButton({ label, icon, onClick, disabled }: { label: string; icon: ReactElement; onClick: () => void; disabled?: boolean }) {
  const translate = useTranslate();
  return (
    <Button startIcon={icon} onClick={onClick} disabled={disabled} sx={{ ml: 1 }}>
      {translate(label)}
    </Button>
  );
}

/** What the draft buttons of a form act with: its resource and record, the API, and how they report. */
function useDraftCalls() {
  return {
    resource: useResourceContext()!,
    record: useRecordContext(),
    dataProvider: useDataProvider<QahveDataProvider>(),
    notify: useNotify(),
    refresh: useRefresh(),
    fail: useFormFailure(),
  };
}

/**
 * "Save as draft": the form's values, validated as for Save, sent as a draft of the record in context
 * (an edit) or of a new item (no record: the create form). Then "Draft saved", the lists refreshed,
 * and `onSaved`.
 */
export function SaveDraftButton({ onSaved, disabled }: { onSaved: (answer: { id: Identifier }) => void; disabled?: boolean }) {
  const { resource, record, dataProvider, notify, refresh, fail } = useDraftCalls();
  const { handleSubmit } = useFormContext();
  const { isSubmitting } = useFormState();
  const save = handleSubmit(async (values) => {
    try {
      const answer = await dataProvider.saveDraft!(resource, { id: record?.id, data: values, previousData: record });
      notify('app.drafts.saved', { type: 'success' });
      refresh();
      onSaved(answer);
    } catch (error) {
      await fail(error, 'app.drafts.save_error');
    }
  });
  return <DraftButton label="app.drafts.save" icon={<SaveAsIcon />} onClick={() => void save()} disabled={disabled || isSubmitting} />;
}

/** Publish's warning: per language, the translated fields the form leaves empty (`missingTranslations`). */
function MissingTranslations({ missing }: { missing: MissingTranslation[] }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return (
    <>
      {translate('app.drafts.missing_content')}
      <ul data-missing-translations="">
        {missing.map(({ locale, fields }) => (
          <li key={locale}>
            {translate('app.drafts.missing_language', {
              language: translate(`app.languages.${locale}`),
              fields: fields.map((field) => translate(`resources.${resource}.fields.${field}`, { _: field })).join(', '),
            })}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * "Publish" and "Discard draft" of the record in context, when it has a draft. Publish saves what was
 * typed since into the draft first, so that what is published is what the form shows, and first asks
 * when the form leaves a translation missing (naming the language and the fields); discard asks first.
 * Each notifies, refreshes the lists, and calls `onDone`.
 */
export function DraftActions({ onDone }: { onDone: () => void }) {
  const { resource, record, dataProvider, notify, refresh, fail } = useDraftCalls();
  const notifyFailure = useNotifyFailure();
  const apiPath = String(useResourceDefinition().options?.apiPath ?? '');
  const { handleSubmit, reset } = useFormContext();
  const { isSubmitting, isDirty } = useFormState();
  const [confirming, setConfirming] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const [unconfirmed, setUnconfirmed] = useState<{ values: FieldValues; missing: MissingTranslation[] } | null>(null);
  const [publishing, setPublishing] = useState(false);
  if (!record || !draftOf(record)) return null;

  const publishValues = async (values: FieldValues) => {
    setPublishing(true);
    try {
      if (isDirty) await dataProvider.saveDraft!(resource, { id: record.id, data: values, previousData: record });
      await dataProvider.publish!(resource, record.id);
      notify('app.drafts.published', { type: 'success' });
      refresh();
      onDone();
    } catch (error) {
      await fail(error, 'app.drafts.publish_error');
    } finally {
      setPublishing(false);
      setUnconfirmed(null);
    }
  };

  const publish = handleSubmit(async (values) => {
    const missing = missingTranslations(apiPath, values);
    if (missing.length > 0) setUnconfirmed({ values, missing });
    else await publishValues(values);
  });

  const discard = async () => {
    setDiscarding(true);
    try {
      await dataProvider.discardDraft!(resource, record.id);
      notify('app.drafts.discarded', { type: 'success' });
      // What was typed went with the draft: leaving asks nothing.
      reset();
      refresh();
      onDone();
    } catch (error) {
      await notifyFailure(error, 'app.drafts.discard_error');
    } finally {
      setDiscarding(false);
      setConfirming(false);
    }
  };

  const busy = isSubmitting || discarding || publishing;
  return (
    <>
      <DraftButton label="app.drafts.publish" icon={<PublishIcon />} onClick={() => void publish()} disabled={busy} />
      <DraftButton label="app.drafts.discard" icon={<DeleteSweepIcon />} onClick={() => setConfirming(true)} disabled={busy} />
      <Confirm
        isOpen={unconfirmed !== null}
        loading={publishing}
        title="app.drafts.missing_title"
        content={unconfirmed ? <MissingTranslations missing={unconfirmed.missing} /> : null}
        confirm="app.drafts.publish_anyway"
        confirmColor="warning"
        onConfirm={() => void (unconfirmed && publishValues(unconfirmed.values))}
        onClose={() => setUnconfirmed(null)}
      />
      <Confirm
        isOpen={confirming}
        loading={discarding}
        title="app.drafts.discard_title"
        content="app.drafts.discard_content"
        confirm="app.drafts.discard"
        confirmColor="warning"
        onConfirm={() => void discard()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
