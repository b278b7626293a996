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
      '/uploads': { target: cmsUrl, changeOrigin: true },
      // The edit form's live preview: the CMS renders the site's page with the unsaved values.
      '/preview': { target: cmsUrl, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // A chunk shared by several screens is named after one of its modules; one that is mostly
        // libraries (react-admin, MUI) is called vendor, so that the sizes read right.
        chunkFileNames: (chunk) => {
          if (chunk.isDynamicEntry || chunk.isEntry) return 'assets/[name]-[hash].js';
          const libraries = chunk.moduleIds.filter((id) => id.includes('/node_modules/')).length;
          return libraries * 2 > chunk.moduleIds.length ? 'assets/vendor-[hash].js' : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
