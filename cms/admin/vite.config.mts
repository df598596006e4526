// Builds the editors' console into cms/admin/dist, served by the CMS at /admin/ (cms/plugins/admin-console.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the console's CSP allows scripts from its origin only: no inline module preload helper
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
});
