import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Box, CardContent, Dialog, DialogContent, DialogTitle, IconButton, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import {
  Button,
  Create,
  Edit,
  Form,
  SaveButton,
  Toolbar,
  useNotify,
  useRedirect,
  useResourceContext,
  useSaveContext,
  useTranslate,
  type FormProps,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useMatch, useNavigate, useLocation } from 'react-router-dom';
import { CREATE_REDIRECT_MS } from '@qahve/config';
import { useUploadProgress } from '../api/upload-progress';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { VersionHistory } from './VersionHistory';

type Maybe = { body?: { errors?: { root?: { serverError?: string } } }; message?: string } | undefined;

/** True when the error carries server field errors, which the form itself shows (fields + notification). */
const formShowsIt = (error: unknown) => Boolean((error as Maybe)?.body?.errors);

/**
 * A create form's outcome: the success text, then the list after 2 s; on failure
 * the server's message when it sent one (shown by the form with the field errors), else the form's
 * default error text. `done` disables the save button while the redirect waits.
 */
export function useCreateOutcome({ successKey, errorKey, redirectTo }: { successKey: string; errorKey: string; redirectTo: string }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const mutationOptions = {
    onSuccess: () => {
      setDone(true);
      notify(successKey, { type: 'success' });
      timer.current = setTimeout(() => redirect(redirectTo), CREATE_REDIRECT_MS);
    },
    onError: (error: unknown) => {
      if (formShowsIt(error)) return;
      notify(errorKey, { type: 'error' });
    },
  };
  return { done, mutationOptions };
}

/**
 * An edit's outcome: "Saved", or "<update_error>: message". Field errors are also set on the inputs;
 * the form's own notification then shows the prefixed message.
 */
export function useEditOutcome({ errorKey, onSaved }: { errorKey: string; onSaved?: (record: RaRecord) => void }) {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    onSuccess: (record: RaRecord) => {
      notify('app.common.updated', { type: 'success' });
      onSaved?.(record);
    },
    onError: (error: unknown) => {
      const message = translate((error as Maybe)?.message ?? 'ra.notification.http_error', { _: (error as Maybe)?.message });
      const root = (error as Maybe)?.body?.errors?.root;
      if (root) {
        root.serverError = translate(errorKey, { message });
        return;
      }
      notify(errorKey, { type: 'error', messageArgs: { message } });
    },
  };
}

/** The upload's progress bar, shown while a multipart form is being sent. */
export function UploadProgress() {
  const resource = useResourceContext()!;
  const percent = useUploadProgress(resource);
  const translate = useTranslate();
  if (percent === null) return null;
  const label = translate('app.common.uploading', { percent });
  return (
    <Box sx={{ width: '100%', maxWidth: 720, my: 1 }}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="caption" color="text.secondary" role="status">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * Save only (no Delete in forms: deletion is a soft delete from the list), with the progress bar
 * above it. A create form's Save is enabled before anything is typed, so that a click shows what is
 * required; `disabled` (after a successful create) and a running save disable it.
 */
export function FormToolbar({ disabled, create = false, children }: { disabled?: boolean; create?: boolean; children?: ReactNode }) {
  const { isSubmitting } = useFormState();
  const saving = useSaveContext()?.saving ?? false;
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ px: 2 }}>
        <UploadProgress />
      </Box>
      <Toolbar>
        <SaveButton disabled={disabled} alwaysEnable={create ? !(disabled || isSubmitting || saving) : undefined} />
        {children}
      </Toolbar>
    </Box>
  );
}

/** A "Cancel" button for the edit dialog's toolbar. */
function CancelButton({ onClick }: { onClick: () => void }) {
  return <Button label="ra.action.cancel" onClick={onClick} sx={{ ml: 1 }} />;
}

/** Forms keep a readable width instead of the whole content area. */
const FORM_SX = { maxWidth: 780, '& .ra-input': { maxWidth: 720 } } as const;

/**
 * Every form of the console: react-admin's SimpleForm layout (one input a line, the toolbar under
 * them) at a readable width, validated by our rules only (`noValidate`: the browser's own bubbles
 * would speak instead of the validation messages), and guarded against leaving with unsaved changes
 * (UnsavedChangesGuard). Built on Form, as SimpleForm would hand the guard down to its <div>.
 */
export function AppForm({ children, toolbar, ...props }: Omit<FormProps, 'children'> & { children: ReactNode; toolbar: ReactNode }) {
  return (
    <Form noValidate warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={UnsavedChangesGuard} {...props}>
      {/* Room under the inputs on a phone, where the toolbar is fixed to the bottom. */}
      <CardContent sx={{ ...FORM_SX, pb: { xs: '5em', sm: 2 } }}>
        <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
      </CardContent>
      {toolbar}
    </Form>
  );
}

/**
 * A resource's create screen: its inputs in an AppForm with `defaultValues()`,
 * Save, then the success text (`app.<resource>.created`) and the list (or `redirectTo`) after 2 s;
 * on failure `app.<resource>.create_error` (useCreateOutcome).
 */
export function createScreen(Inputs: ComponentType, defaultValues: () => Record<string, unknown>, { redirectTo }: { redirectTo?: string } = {}) {
  return function CreateScreen() {
    const resource = useResourceContext()!;
    const { done, mutationOptions } = useCreateOutcome({
      successKey: `app.${resource}.created`,
      errorKey: `app.${resource}.create_error`,
      redirectTo: redirectTo ?? `/${resource}`,
    });
    return (
      <Create mutationOptions={mutationOptions} redirect={false}>
        <AppForm defaultValues={defaultValues()} toolbar={<FormToolbar create disabled={done} />}>
          <Inputs />
        </AppForm>
      </Create>
    );
  };
}

/**
 * A list's edit modal with its form: the record's inputs, Save and Cancel.
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
  const listPath = basePath ?? `/${resource}`;
  const match = useMatch(`${listPath}/:id`);
  const navigate = useNavigate();
  const location = useLocation();
  const translate = useTranslate();
  const id = match?.params.id && match.params.id !== 'create' ? match.params.id : undefined;
  const close = () => void navigate({ pathname: listPath, search: location.search });
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
  useEffect(() => setTab('edit'), [id]);
  return (
    <Dialog open={id !== undefined} onClose={close} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      {id !== undefined ? (
        <>
          <DialogTitle id={titleId} sx={{ pr: 6 }}>
            {translate(`resources.${resource}.page.edit`, { id })}
            <IconButton aria-label={translate('ra.action.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <Tabs value={tab} onChange={(_, value) => setTab(value)} sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="edit" label={translate('app.history.tab_edit')} id={`${titleId}-edit`} aria-controls={`${titleId}-edit-panel`} />
            <Tab value="history" label={translate('app.history.tab_history')} id={`${titleId}-history`} aria-controls={`${titleId}-history-panel`} />
          </Tabs>
          {tab === 'history' ? (
            <DialogContent sx={{ p: 0 }} role="tabpanel" id={`${titleId}-history-panel`} aria-labelledby={`${titleId}-history`}>
              <VersionHistory resource={resource} id={id} />
            </DialogContent>
          ) : null}
          <DialogContent sx={{ p: 0, display: tab === 'edit' ? undefined : 'none' }} role="tabpanel" id={`${titleId}-edit-panel`} aria-labelledby={`${titleId}-edit`}>
            <Edit
              id={id}
              title={false}
              actions={false}
              mutationMode="pessimistic"
              redirect={false}
              mutationOptions={outcome}
              component="div"
              sx={{ '& .RaEdit-main': { mt: 0 } }}
            >
              <AppForm toolbar={<FormToolbar><CancelButton onClick={close} /></FormToolbar>}>{children}</AppForm>
            </Edit>
          </DialogContent>
        </>
      ) : null}
    </Dialog>
  );
}
