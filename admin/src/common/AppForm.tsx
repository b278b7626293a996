import type { ReactNode } from 'react';
import { Box, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { Form, SaveButton, Toolbar, useResourceContext, useSaveContext, useTranslate, type FormProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useUploadProgress } from '../api/upload-progress';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

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

/** Forms keep a readable width instead of the whole content area. */
const FORM_SX = { maxWidth: 780, '& .ra-input': { maxWidth: 720 } } as const;

/** A form and what goes beside it (the edit's preview): side by side from 1200 px (MUI's lg), the aside below under that. */
const WITH_ASIDE_SX = { display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } } as const;

/**
 * Every form of the console: react-admin's SimpleForm layout (one input a line, the toolbar under
 * them) at a readable width, validated by our rules only (`noValidate`: the browser's own bubbles
 * would speak instead of the validation messages), and guarded against leaving with unsaved changes
 * (UnsavedChangesGuard). Built on Form, as SimpleForm would hand the guard down to its <div>.
 * `aside` is shown beside the form, inside it (it may read the form's values).
 */
export function AppForm({
  children,
  toolbar,
  aside,
  ...props
}: Omit<FormProps, 'children'> & { children: ReactNode; toolbar: ReactNode; aside?: ReactNode }) {
  const form = (
    // Room under the inputs on a phone, where the toolbar is fixed to the bottom.
    <CardContent sx={{ ...FORM_SX, pb: { xs: '5em', sm: 2 } }}>
      <Stack sx={{ alignItems: 'flex-start' }}>{children}</Stack>
    </CardContent>
  );
  return (
    <Form noValidate warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={UnsavedChangesGuard} {...props}>
      {aside ? (
        <Box sx={WITH_ASIDE_SX}>
          <Box sx={{ minWidth: 0 }}>{form}</Box>
          {aside}
        </Box>
      ) : (
        form
      )}
      {/* Under the form and its aside alike: its buttons keep the whole width. */}
      {toolbar}
    </Form>
  );
}
