// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'static',
  // The local server and CDNs serve folders with index.html; no trailing-slash redirects.
  build: { format: 'directory', inlineStylesheets: 'auto' },
  trailingSlash: 'ignore',
  integrations: [react()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // Page scripts stay files of our origin (CSP script-src 'self'), however small they are.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
  },
});
