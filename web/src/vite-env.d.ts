/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public origin, e.g. https://qahveevi.az (sitemap, robots.txt, canonical links). */
  readonly VITE_SITE_URL?: string;
}
