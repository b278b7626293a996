/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The origin of a page built in the browser (the dev server); server-rendered pages use the CMS's PUBLIC_URL. */
  readonly VITE_SITE_URL?: string;
}

declare module 'virtual:client-build' {
  /** The browser build's index.html, manifest and style sheets (vite.config.ts), for the server renderer. */
  export const clientBuild: { template: string; manifest: Record<string, unknown>; styles: Record<string, string> };
}
