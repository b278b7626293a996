import { Box } from '@mui/material';
import { DataTable, useTranslate, type RaRecord } from 'react-admin';
import { THUMBNAIL_MAX_PX, THUMBNAIL_MIN_PX } from '@qahve/config';

/** 64 px: within the business limits' 50 to 100 px. */
export const THUMB_PX = Math.min(THUMBNAIL_MAX_PX, Math.max(THUMBNAIL_MIN_PX, 64));

/** The smallest candidate of a srcset ("a.jpg 156w, b.jpg 500w"): the thumbnail the upload plugin made. */
export function smallestOf(srcSet: string | undefined): string | undefined {
  const candidates = (srcSet ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, width]) => ({ url, width: Number.parseInt(width ?? '', 10) || Number.MAX_SAFE_INTEGER }));
  candidates.sort((a, b) => a.width - b.width);
  return candidates[0]?.url;
}

export interface ThumbProps {
  src: string | null | undefined;
  srcSet?: string;
  alt: string;
  size?: number;
}

/** A list thumbnail, or "No image". */
export function Thumb({ src, srcSet, alt, size = THUMB_PX }: ThumbProps) {
  const translate = useTranslate();
  if (!src) {
    return (
      <Box
        sx={{
          width: size,
          height: size,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          fontSize: 11,
          lineHeight: 1.2,
          color: 'text.secondary',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {translate('app.common.no_image')}
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={smallestOf(srcSet) ?? src}
      alt={alt}
      loading="lazy"
      width={size}
      height={size}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/**
 * A list's thumbnail column (a function, not a component: ResponsiveDataTable reads its columns'
 * props): the record's image at `source`, its smallest `srcSet` candidate when it has one, described
 * by `alt`.
 */
export function thumbnailColumn(
  source: string,
  alt: (record: RaRecord) => string,
  { srcSet, size }: { srcSet?: string; size?: number } = {},
) {
  return (
    <DataTable.Col
      source={source}
      disableSort
      render={(record: RaRecord) => <Thumb src={record[source]} srcSet={srcSet && record[srcSet]} alt={alt(record)} size={size} />}
    />
  );
}
