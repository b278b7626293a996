import fs from 'node:fs';
import path from 'node:path';
import { defaultClientConditions, defaultServerConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { robotsTxt, sitemapXml } from './src/app/seo.ts';

const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';
const dist = path.resolve(import.meta.dirname, 'dist');

/**
 * `virtual:client-build` for the server renderer: the browser build's index.html (the page's
 * frame), manifest (which chunks and styles each page needs) and style sheets (which the pages
 * carry inline). The server build runs after the browser build and carries them, so that what it
 * renders names the files that build made.
 */
function clientBuild(): Plugin {
  const id = 'virtual:client-build';
  return {
    name: 'qahve-client-build',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return undefined;
      const read = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8');
      const styles = Object.fromEntries(
        fs
          .readdirSync(path.join(dist, 'assets'))
          .filter((file) => file.endsWith('.css'))
          .map((file) => [`assets/${file}`, read(`assets/${file}`)]),
      );
      const build = { template: read('index.html'), manifest: JSON.parse(read('.vite/manifest.json')), styles };
      return `export const clientBuild = ${JSON.stringify(build)};`;
    },
  };
}

/** /sitemap.xml and /robots.txt under the dev server (the CMS answers them in production). */
function seoFiles(siteUrl: string): Plugin {
  const files: Record<string, { type: string; body: () => string }> = {
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: () => sitemapXml(siteUrl) },
    '/robots.txt': { type: 'text/plain; charset=utf-8', body: () => robotsTxt(siteUrl) },
  };
  return {
    name: 'qahve-seo-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').split('?')[0]];
        if (!file) return next();
        res.setHeader('Content-Type', file.type);
        res.end(file.body());
      });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const siteUrl = env.VITE_SITE_URL || process.env.VITE_SITE_URL || 'http://localhost:1337';

  return {
    plugins: [react(), seoFiles(siteUrl), ...(isSsrBuild ? [clientBuild()] : [])],
    // The renderer is React's production build whatever NODE_ENV the CMS runs with.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    publicDir: isSsrBuild ? false : 'public',
    resolve: {
      // Consume @qahve/config as TypeScript source instead of its CommonJS build.
      conditions: ['source', ...defaultClientConditions],
    },
    ssr: {
      resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] },
      // Everything inside the renderer: it runs in the CMS's process, whose own node_modules hold
      // React 18 (for Strapi's panel), not the React 19 of this site.
      noExternal: true,
    },
    server: {
      // `vite preview` reuses these proxies unless preview.proxy is set.
      proxy: {
        '/api': { target: cmsUrl, changeOrigin: true },
        '/uploads': { target: cmsUrl, changeOrigin: true },
      },
    },
    build: isSsrBuild
      ? {
          ssr: 'src/entry-server.tsx',
          outDir: 'dist-server',
          emptyOutDir: true,
          target: 'node20',
          // CommonJS: the CMS is compiled to CommonJS and requires it.
          rollupOptions: {
            output: { format: 'cjs', entryFileNames: 'entry-server.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' },
            // The renderer holds every translation; the browser's translator loads them on demand.
            onLog: (level, log, handler) => (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' ? undefined : handler(level, log)),
          },
        }
      : {
          outDir: 'dist',
          // Which chunks and styles each page needs, for the server renderer (clientBuild above).
          manifest: true,
          // Every browser with dynamic import supports modulepreload well enough; saves the polyfill.
          modulePreload: { polyfill: false },
          rollupOptions: {
            // The page's loader (boot.ts) is an entry of its own: the server's page loads it instead
            // of the app's entry, which it starts once the page is up.
            input: { index: path.resolve(import.meta.dirname, 'index.html'), boot: path.resolve(import.meta.dirname, 'src/boot.ts') },
          },
        },
  };
});
