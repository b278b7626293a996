import { Box, Stack, Typography } from '@mui/material';
import { required, useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_MESSAGES as M, type Carousel } from '@qahve/config';
import { DictionaryInputs } from '../../common/DictionaryInputs';
import { Thumb } from '../../common/Thumb';
import { ImageUpload } from '../../common/ImageUpload';
import { OrderInput } from '../../common/NumberInputs';

/** A slide's inputs (SPEC §2, §5): image, order, content per language. */
export function CarouselInputs({ edit = false }: { edit?: boolean }) {
  const record = useRecordContext<Carousel>();
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
      <OrderInput validated={!edit} />
      <DictionaryInputs
        source="carouselDictionaries"
        fields={[{ name: 'content', requiredMessage: M.dictionaryContentRequired, multiline: true }]}
        noValidation={edit}
      />
    </>
  );
}
