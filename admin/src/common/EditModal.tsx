import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Button as MuiButton,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Tab,
  Tabs,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Edit, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { useMatch, useNavigate, useLocation } from 'react-router-dom';
import { AppForm, FormToolbar } from './AppForm';
import { DraftActions, DraftLoading, DraftNotice, SaveDraftButton, useHasDrafts, useLoadedDraft } from './drafts';
import { useEditOutcome } from './formOutcomes';
import { PreviewToggle } from './PreviewToggle';
import { ScheduleItemButton } from './ScheduleItemButton';
import { VersionHistory } from './VersionHistory';

/** The live preview's pane, whose code loads when an editor first opens it. */
const LivePreview = lazy(() => import('./LivePreview').then((module) => ({ default: module.LivePreview })));

/** A "Cancel" button for the edit dialog's toolbar. */
function CancelButton({ onClick }: { onClick: () => void }) {
  const translate = useTranslate();
  // Its word always shown: react-admin's Button is an icon alone on a phone, and this one has no icon.
  return (
    <MuiButton onClick={onClick} sx={{ ml: 1 }}>
      {translate('ra.action.cancel')}
    </MuiButton>
  );
}

/**
 * On a phone the dialog takes the screen, and only its content scrolls (not the paper around it as
 * well). react-admin fixes a form's toolbar to the bottom of the window on a phone, which a dialog
 * does not contain: here it sticks to the bottom of the dialog's scrolling content instead.
 */
const PHONE_DIALOG_SX = {
  '& .MuiDialog-paper': { overflow: 'hidden' },
  '& .MuiDialogContent-root .RaToolbar-mobileToolbar': { position: 'sticky', bottom: 0, left: 'auto', right: 'auto' },
} as const;

/** The record a list's modal shows, by `<listPath>/<id>` (not `create`), and its closing: back to the list with its query string. */
export function useModalRecord(listPath: string) {
  const match = useMatch(`${listPath}/:id`);
  const navigate = useNavigate();
  const location = useLocation();
  const id = match?.params.id && match.params.id !== 'create' ? match.params.id : undefined;
  return { id, close: () => void navigate({ pathname: listPath, search: location.search }) };
}

/** A modal's heading (its `id` names the dialog), with the button that closes it. */
export function ModalTitle({ id, onClose, children }: { id: string; onClose: () => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <DialogTitle id={id} sx={{ pr: 6 }}>
      {children}
      <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}

/** react-admin's Edit in a modal: no title or actions of its own, a pessimistic save (no undo delay) that stays on the page. */
export function ModalEdit({
  outcome,
  children,
  ...record
}: {
  id: string;
  /** Where the resource context does not say it. */
  resource?: string;
  outcome: ReturnType<typeof useEditOutcome>;
  children: ReactNode;
}) {
  return (
    <Edit
      {...record}
      title={false}
      actions={false}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={outcome}
      component="div"
      sx={{ '& .RaEdit-main': { mt: 0 } }}
    >
      {children}
    </Edit>
  );
}

/**
 * The edit modal's form. Of a resource with drafts: "Save as draft" beside Save and, when the record
 * has a draft, its notice, its values over the record's in the inputs, "Publish" and "Discard draft";
 * each of those closes the modal as Save does (`close`). `previewId`: the live preview's pane is shown
 * beside the form, with that id.
 */
function EditForm({ close, previewId, children }: { close: () => void; previewId?: string; children: ReactNode }) {
  const resource = useResourceContext()!;
  const record = useRecordContext();
  const drafts = useHasDrafts();
  const { pending, loaded, error } = useLoadedDraft(resource, drafts ? record : undefined);
  if (pending) return <DraftLoading />;
  return (
    <>
      {error ? <DraftLoading error={error} /> : null}
      {loaded ? <DraftNotice draft={loaded.draft} /> : null}
      <AppForm
        record={loaded?.data}
        aside={
          drafts && previewId ? (
            <Suspense fallback={null}>
              <LivePreview id={previewId} />
            </Suspense>
          ) : undefined
        }
        toolbar={
          <FormToolbar>
            {drafts ? <SaveDraftButton onSaved={close} /> : null}
            {drafts ? <DraftActions onDone={close} /> : null}
            <CancelButton onClick={close} />
            <ScheduleItemButton />
          </FormToolbar>
        }
      >
        {children}
      </AppForm>
    </>
  );
}

/**
 * A list's edit modal with its form (EditForm): the record's inputs, Save and Cancel, and for content the site
 * shows "Schedule…" (ScheduleItemButton).
 * It opens on `/<resource>/<id>`, which the list route also matches, so a link or a reload lands on
 * the list with the modal open. Closing, or a save, goes back to the list with its query string; a
 * list on another path (a product's reviews) passes `basePath`. The save is pessimistic (no undo
 * delay); `onSaved` runs after it, before the modal closes (the products list resets its sort).
 */
export function EditModal({
  maxWidth = 'md',
  basePath,
  onSaved,
  children,
}: {
  maxWidth?: 'sm' | 'md' | 'lg';
  basePath?: string;
  onSaved?: () => void;
  children: ReactNode;
}) {
  const resource = useResourceContext()!;
  const { id, close } = useModalRecord(basePath ?? `/${resource}`);
  const translate = useTranslate();
  const outcome = useEditOutcome({
    errorKey: `app.${resource}.update_error`,
    onSaved: () => {
      onSaved?.();
      close();
    },
  });
  const titleId = `edit-${resource}-title`;
  // The History tab (the record's versions and their restore) beside the form, which stays mounted
  // meanwhile so that what was typed is kept.
  const [tab, setTab] = useState<'edit' | 'history'>('edit');
  // The live preview (resources with drafts), closed again for another record.
  const drafts = useHasDrafts();
  const [preview, setPreview] = useState(false);
  useEffect(() => {
    setTab('edit');
    setPreview(false);
  }, [id]);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // From 1200 px the dialog widens so that the preview sits beside the form; under that it goes below.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const previewId = `${titleId}-preview`;
  return (
    <Dialog
      open={id !== undefined}
      onClose={close}
      fullWidth
      maxWidth={preview && wide ? 'xl' : maxWidth}
      fullScreen={phone}
      aria-labelledby={titleId}
      sx={PHONE_DIALOG_SX}
    >
      {id !== undefined ? (
        <>
          <ModalTitle id={titleId} onClose={close}>
            {translate(`resources.${resource}.page.edit`, { id })}
          </ModalTitle>
          {/* The Preview toggle at the tabs' end, or under them where a phone has no room beside them. */}
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ flex: '1 0 auto' }}>
              <Tab value="edit" label={translate('app.history.tab_edit')} id={`${titleId}-edit`} aria-controls={`${titleId}-edit-panel`} />
              <Tab
                value="history"
                label={translate('app.history.tab_history')}
                id={`${titleId}-history`}
                aria-controls={`${titleId}-history-panel`}
              />
            </Tabs>
            {drafts && tab === 'edit' ? <PreviewToggle open={preview} onToggle={() => setPreview(!preview)} controls={previewId} /> : null}
          </Box>
          {tab === 'history' ? (
            <DialogContent sx={{ p: 0 }} role="tabpanel" id={`${titleId}-history-panel`} aria-labelledby={`${titleId}-history`}>
              <VersionHistory resource={resource} id={id} />
            </DialogContent>
          ) : null}
          <DialogContent
            sx={{ p: 0, display: tab === 'edit' ? undefined : 'none' }}
            role="tabpanel"
            id={`${titleId}-edit-panel`}
            aria-labelledby={`${titleId}-edit`}
          >
            <ModalEdit id={id} outcome={outcome}>
              <EditForm close={close} previewId={preview ? previewId : undefined}>
                {children}
              </EditForm>
            </ModalEdit>
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}
