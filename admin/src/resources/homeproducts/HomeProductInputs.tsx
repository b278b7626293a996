import { Box, Stack, Typography } from '@mui/material';
import { minValue, NumberInput, required, TextInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { ADMIN_MESSAGES as M, PRICE_MIN, PRICE_STEP, type HomeProduct } from '@qahve/config';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { Thumb } from '../../common/Thumb';
import { ImageUpload } from '../../common/ImageUpload';
import { orderValidators } from '../products/ProductForm';

const twoDecimals: Validator = (value: unknown) =>
  value === undefined || value === null || value === '' || Math.abs(Math.round(Number(value) * 100) - Number(value) * 100) < 1e-6
    ? undefined
    : M.priceStep;

/** A home product's inputs (SPEC §2, §5): image, title, description, price (≥ 0, step 0.01), order, names. */
export function HomeProductInputs({ edit = false }: { edit?: boolean }) {
  const record = useRecordContext<HomeProduct>();
  const translate = useTranslate();
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start" sx={{ width: '100%', maxWidth: 720 }}>
        {edit ? (
          <Box sx={{ pt: 1 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate('app.common.current_image')}
            </Typography>
            <Thumb src={record?.imageUrl} srcSet={record?.imageSrcSet} alt={translate('app.common.current_image')} size={96} />
          </Box>
        ) : null}
        <ImageUpload source="imageFile" validate={edit ? undefined : required(M.imageRequired)} sx={{ flex: 1 }} />
      </Stack>
      <TextInput source="title" validate={edit ? undefined : required(M.titleRequired)} />
      <TextInput source="description" multiline minRows={2} />
      <NumberInput
        source="price"
        min={PRICE_MIN}
        step={PRICE_STEP}
        validate={edit ? undefined : [required(M.priceNonNegative), minValue(PRICE_MIN, M.priceNonNegative), twoDecimals]}
      />
      <NumberInput source="order" min={1} step={1} validate={edit ? undefined : orderValidators} />
      <DictionaryInputs source="productDictionaries" fields={[{ name: 'name', requiredMessage: M.dictionaryNameRequired }]} noValidation={edit} />
    </>
  );
}
