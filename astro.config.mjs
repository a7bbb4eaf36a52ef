// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { contentSnapshot } from './integrations/content-snapshot.ts';
import { pageScripts } from './integrations/page-scripts.ts';

export default defineConfig({
  output: 'static',
  // The local server and CDNs serve folders with index.html; no trailing-slash redirects.
  build: { format: 'directory', inlineStylesheets: 'auto' },
  trailingSlash: 'ignore',
  // The public pages' scripts wait for the load event or a click: fetched late, they leave the
  // first paints to the stylesheet and the images. The admin pages keep their default.
  // contentSnapshot: a local build reads the data folder once, before any page (README,
  // Architecture).
  integrations: [react(), pageScripts(), contentSnapshot()],
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    // Page scripts stay files of our origin (CSP script-src 'self'), however small they are.
    build: { assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined) },
  },
});
