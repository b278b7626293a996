/** An uploaded image as the upload plugin stores it, with the responsive variants it made. */
export interface StoredImage {
  id: number;
  url: string;
  width?: number | null;
  formats?: Record<string, { url: string; width: number }> | null;
}

export const MEDIA_FIELDS = ['id', 'url', 'width', 'formats'];

export function imageUrl(image: StoredImage | null | undefined): string | null {
  return image?.url ?? null;
}

/** `srcset` from the variants, narrowest first, ending with the original. */
export function imageSrcSet(image: StoredImage | null | undefined): string | undefined {
  if (!image) return undefined;
  const variants = Object.values(image.formats ?? {}).map(({ url, width }) => ({ url, width }));
  if (image.width) variants.push({ url: image.url, width: image.width });
  if (variants.length === 0) return undefined;
  return variants
    .sort((a, b) => a.width - b.width)
    .map(({ url, width }) => `${url} ${width}w`)
    .join(', ');
}
