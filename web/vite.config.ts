import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { seoFiles } from './seo.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The public origin for the sitemap and robots.txt; at run time canonical links use it too when set.
  const siteUrl = env.VITE_SITE_URL || process.env.VITE_SITE_URL || 'http://localhost:1337';

  return {
    plugins: [react(), seoFiles(siteUrl)],
    resolve: {
      // Consume @qahve/config as TypeScript source instead of its CommonJS build.
      conditions: ['source', ...defaultClientConditions],
    },
    server: {
      // `vite preview` reuses these proxies unless preview.proxy is set.
      proxy: {
        '/api': { target: cmsUrl, changeOrigin: true },
        '/uploads': { target: cmsUrl, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      // Every browser with dynamic import supports modulepreload well enough; saves the polyfill.
      modulePreload: { polyfill: false },
    },
  };
});
