import { useState, type ImgHTMLAttributes } from 'react';
import placeholder from '../../assets/placeholder.svg?no-inline';

export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'loading'> {
  /** `imageUrl` / `primaryImageUrl` from the API; null or missing shows the placeholder. */
  src: string | null | undefined;
  /** `imageSrcSet` / `primaryImageSrcSet` from the API (the upload plugin's formats). */
  srcSet?: string;
  /** How wide the image is shown, e.g. "(min-width: 1024px) 33vw, 100vw". Needed with srcSet. */
  sizes?: string;
  alt: string;
  /** Intrinsic size, or just the aspect ratio (e.g. 4 x 3): it reserves the space, no layout shift. */
  width: number;
  height: number;
  /**
   * Above the fold (the first carousel slide): loads eagerly with high priority, and the server's
   * page preloads it from its <head> (React names it among its resource hints).
   */
  priority?: boolean;
  /** Shown when src is missing or fails to load. */
  fallbackSrc?: string;
}

/** A responsive <img>: srcset + sizes from the API, reserved box, lazy unless `priority`. */
export function Image({
  src,
  srcSet,
  sizes,
  alt,
  width,
  height,
  priority = false,
  fallbackSrc = placeholder,
  onError,
  ...rest
}: ImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = !src || failed === src;
  return (
    <img
      {...rest}
      src={broken ? fallbackSrc : src}
      srcSet={broken ? undefined : srcSet || undefined}
      sizes={broken || !srcSet ? undefined : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={(e) => {
        if (src) setFailed(src);
        onError?.(e);
      }}
    />
  );
}
