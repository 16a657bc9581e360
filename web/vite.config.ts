import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogArticleHtml } from './vite/blog-article-html.ts';

// `npm run dev` serves the web app on 5173 and forwards /api to the server on 3000.
export default defineConfig({
  plugins: [react(), tailwindcss(), blogArticleHtml()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest tells the prerender step (vite/prerender.ts) which chunks each page needs.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
});
