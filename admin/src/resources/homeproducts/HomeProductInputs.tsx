import { Box, Stack, Typography } from '@mui/material';
import { required, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_MESSAGES as M, type HomeProduct } from '@qahve/config';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { Thumb } from '../../common/Thumb';
import { ImageUpload } from '../../common/ImageUpload';
import { OrderInput, PriceInput } from '../../common/NumberInputs';

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
      <PriceInput validated={!edit} />
      <OrderInput validated={!edit} />
      <DictionaryInputs source="productDictionaries" fields={[{ name: 'name', requiredMessage: M.dictionaryNameRequired }]} noValidation={edit} />
    </>
  );
}
