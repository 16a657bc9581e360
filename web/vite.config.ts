import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogArticleHtml } from './vite/blog-article-html.ts';

// `npm run dev` serves the web app on 5173 and forwards /api to the server on 3000.
export default defineConfig({
  plugins: [react(), tailwindcss(), blogArticleHtml()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells the prerender step (vite/prerender.ts) which chunks each page needs.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // Every lucide icon in one chunk (about 14 KB gzip): split per set of pages that share them, they
      // made some sixty chunks of a few hundred bytes, and a browser on HTTP/1.1 fetches six at a
      // time: the home page loaded 38 scripts and the dashboard 44; now 27 and 31, for 4 KB more on
      // the home page.
      output: { codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ }] } },
    },
  },
});
