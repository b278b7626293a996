import { ImageField, ImageInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import type { SxProps } from '@mui/material';

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
