import { Box, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Branch } from '@qahve/config';
import { Thumb } from '../../common/Thumb';

/**
 * The current photos of a branch in its edit modal, each with a remove toggle (the form's
 * `removeImageIds`). A branch keeps at least one photo: the last one cannot be removed unless new
 * photos are added.
 */
export function BranchPhotos() {
  const record = useRecordContext<Branch>();
  const translate = useTranslate();
  const { field } = useInput<number[]>({ source: 'removeImageIds', defaultValue: [] });
  const added = (useWatch({ name: 'newImages' }) as unknown[] | undefined)?.length ?? 0;
  const removed: number[] = field.value ?? [];
  const images = record?.branchImages ?? [];
  const remaining = images.length - removed.length + added;

  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {translate('app.common.current_images')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        {images.map((image, i) => {
          const isRemoved = removed.includes(image.id);
          const lastOne = !isRemoved && remaining <= 1;
          const label = translate(isRemoved ? 'app.common.keep_photo' : 'app.common.remove_photo', { index: i + 1 });
          return (
            <Box key={image.id} sx={{ position: 'relative', opacity: isRemoved ? 0.35 : 1 }}>
              <Thumb src={image.imageUrl} srcSet={image.imageSrcSet} alt={translate('app.common.photo', { index: i + 1 })} size={96} />
              <Tooltip title={lastOne ? translate('app.common.at_least_one_photo') : label}>
                <span style={{ position: 'absolute', top: 2, right: 2 }}>
                  <IconButton
                    size="small"
                    aria-label={label}
                    aria-pressed={isRemoved}
                    disabled={lastOne}
                    onClick={() => field.onChange(isRemoved ? removed.filter((id) => id !== image.id) : [...removed, image.id])}
                    sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
                  >
                    {isRemoved ? <UndoIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
                  </IconButton>
                </span>
              </Tooltip>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
