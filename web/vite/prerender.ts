/**
 * The build's last step (docs/decisions/016), run after `vite build`: builds the prerender entry
 * (src/app/prerender.tsx) for Node and has it render every public page the route table marks
 * `isPrerendered` into dist/prerendered/, each with a modulepreload link for its own code, so the
 * server answers those pages with their heading and text before any script runs. It also writes
 * page-code.json (PageCode: each screen's chunk files, and those a browser holding a session runs
 * on every page), from which the server adds the same links to every other page's HTML, so a
 * page's code loads alongside the app's entry instead of after it.
 * Fails the build when a page cannot be rendered or its code cannot be found in Vite's manifest.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { PAGES } from '@heirloom/common/domain/pages';
import { PAGE_CODE_FILE, type PageCode } from '@heirloom/common/domain/page-code';

type PrerenderEntry = typeof import('../src/app/prerender');

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(WEB_ROOT, 'dist');
// A `dist` folder, which git, ESLint and Prettier already leave alone; removed when done.
const SERVER_BUILD = path.join(WEB_ROOT, '.prerender', 'dist');

/**
 * What a browser holding a session runs on every page, each loaded on demand: the session check's
 * routes, the app frame's banners (web/src/components/layout/page-frames.tsx) and the toasts, which
 * most things a signed-in person does (or being turned away from an admin page) show.
 */
const SESSION_MODULES = [
  'src/lib/session-routes.ts',
  'src/components/account/verify-email-banner.tsx',
  'src/components/account/demo-family-banner.tsx',
  'src/components/ui/toaster.tsx',
];

/**
 * The built chunks a module needs (its own and what it imports, less what index.html already
 * loads), by its source path under web/ (a manifest key).
 * @throws when the manifest does not know the module
 */
function moduleChunks(manifest: Manifest, source: string): string[] {
  if (!manifest[source]) throw new Error(`No module ${source} in Vite's manifest.`);
  const loadedByEntry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loadedByEntry.has(key) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(source);
  return [...files];
}

/**
 * The built chunks of a screen's own code. Screens live in `<screen>-page.tsx` (web/src/app/router.tsx).
 * @throws when the manifest has no single module for the screen
 */
function screenChunks(manifest: Manifest, screen: string): string[] {
  const keys = Object.keys(manifest).filter((key) => path.basename(key) === `${screen}-page.tsx`);
  if (keys.length !== 1) throw new Error(`No single page module for the screen "${screen}" in Vite's manifest.`);
  return moduleChunks(manifest, keys[0]!);
}

await build({
  root: WEB_ROOT,
  logLevel: 'warn',
  build: { ssr: 'src/app/prerender.tsx', outDir: SERVER_BUILD, emptyOutDir: true, sourcemap: false },
});
const { writePrerenderedPages } = (await import(
  pathToFileURL(path.join(SERVER_BUILD, 'prerender.js')).href
)) as PrerenderEntry;
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const urls = await writePrerenderedPages(DIST, (screen) =>
  screenChunks(manifest, screen).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
);
rmSync(path.dirname(SERVER_BUILD), { recursive: true, force: true });
console.log(`Prerendered ${urls.length} public pages into dist/prerendered/.`);
const screens = [...new Set(PAGES.flatMap((page) => (page.screen ? [page.screen] : [])))];
const pageCode: PageCode = {
  screens: Object.fromEntries(screens.map((screen) => [screen, screenChunks(manifest, screen)])),
  session: [...new Set(SESSION_MODULES.flatMap((source) => moduleChunks(manifest, source)))],
};
writeFileSync(path.join(DIST, PAGE_CODE_FILE), JSON.stringify(pageCode));
console.log(`Listed the code of ${screens.length} screens in dist/page-code.json.`);
