import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import type { LanguageCode } from '@qahve/config';

/** The screens a preview is drawn at: a phone's and a desktop's CSS viewport. */
export const PREVIEW_DEVICES = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

export type PreviewDevice = keyof typeof PREVIEW_DEVICES;

/** Where the server renders page `page` (`/menu`, `/`) of a preview token, in `lang`: same origin as the console. */
export const previewSrc = (token: string, page: string, lang: LanguageCode) =>
  `/preview/${encodeURIComponent(token)}${page.startsWith('/') ? page : `/${page}`}?lang=${lang}`;

/** The width of an element, followed as it changes (0 where the browser cannot measure: tests). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * The server's page in a frame at the device's CSS width, scaled down to fit the pane, no taller than
 * 70% of the window (the device's own proportions otherwise). The frame runs no script
 * (`sandbox` without allow-scripts): the page is the server's render, and it stays scrollable.
 */
export function PreviewFrame({ src, device, title }: { src: string; device: PreviewDevice; title: string }) {
  const { width, height } = PREVIEW_DEVICES[device];
  const { ref, width: available } = useWidth();
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  return (
    <Box ref={ref} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
      <Box
        sx={{
          width: width * scale,
          height: `min(70vh, ${Math.round(height * scale)}px)`,
          flex: 'none',
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <iframe
          src={src}
          title={title}
          sandbox="allow-same-origin"
          data-device={device}
          style={{
            width,
            height: `min(${(70 / scale).toFixed(2)}vh, ${height}px)`,
            border: 0,
            display: 'block',
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: '0 0',
          }}
        />
      </Box>
    </Box>
  );
}
