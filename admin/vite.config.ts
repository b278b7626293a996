import { defaultClientConditions, defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const cmsUrl = process.env.CMS_URL ?? 'http://localhost:1337';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // Consume @qahve/config as TypeScript source instead of its CommonJS build.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    // `vite preview` reuses this proxy unless preview.proxy is set.
    proxy: {
      '/api': { target: cmsUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
  },
});
