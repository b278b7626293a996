import {
  BooleanInput,
  ImageField,
  ImageInput,
  required,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type Validator,
} from 'react-admin';
import { Box, Stack, Typography, type SxProps } from '@mui/material';
import { removeFlagOf } from '@qahve/config';
import { Thumb } from './Thumb';

/** The image types the server accepts (it checks the content too). */
export const IMAGE_ACCEPT = { 'image/jpeg': [], 'image/png': [], 'image/webp': [], 'image/avif': [] };

/**
 * react-admin's ImageInput with a preview, whose file input carries the field's label (the drop zone's
 * hidden input has none of its own).
 */
export function ImageUpload({
  source,
  multiple = false,
  validate,
  sx,
}: {
  source: string;
  multiple?: boolean;
  validate?: Validator | Validator[];
  sx?: SxProps;
}) {
  const resource = useResourceContext();
  const translate = useTranslate();
  return (
    <ImageInput
      source={source}
      accept={IMAGE_ACCEPT}
      multiple={multiple}
      validate={validate}
      inputProps={{ 'aria-label': translate(`resources.${resource}.fields.${source}`) }}
      sx={sx}
    >
      <ImageField source="src" title="title" />
    </ImageInput>
  );
}

/**
 * An image's input in a form, required (`requiredMessage`) on create; on edit, the record's current
 * image (its `currentUrl` and `currentSrcSet` fields) beside it, which a new file replaces. An optional
 * image (no `requiredMessage`) may be left empty, and on edit its current one has a "Remove image"
 * switch, sent as the field's `remove<Field>` flag.
 */
export function ImageUploadRow({
  source,
  requiredMessage,
  edit = false,
  currentUrl,
  currentSrcSet,
}: {
  source: string;
  requiredMessage?: string;
  edit?: boolean;
  currentUrl: string;
  currentSrcSet?: string;
}) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start" sx={{ width: '100%', maxWidth: 720 }}>
      {edit ? (
        <Box sx={{ pt: 1 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate('app.common.current_image')}
          </Typography>
          <Thumb
            src={record?.[currentUrl]}
            srcSet={currentSrcSet && record?.[currentSrcSet]}
            alt={translate('app.common.current_image')}
            size={96}
          />
        </Box>
      ) : null}
      <ImageUpload source={source} validate={edit || !requiredMessage ? undefined : required(requiredMessage)} sx={{ flex: 1 }} />
      {edit && !requiredMessage && record?.[currentUrl] ? (
        <BooleanInput source={removeFlagOf(source)} label={translate('app.common.remove_image')} defaultValue={false} />
      ) : null}
    </Stack>
  );
}
