/**
 * The build's list of the code each page needs, which the server turns into modulepreload links
 * (written by web/vite/prerender.ts to the built app's page-code.json, read by
 * server/src/plugins/spa-static.ts). Files are paths under the built app's folder, e.g.
 * "assets/dashboard-page-1a2b3c.js", less what index.html loads anyway.
 */
export interface PageCode {
  /** Each screen's chunks (by the page catalogue's screen name). */
  screens: Record<string, string[]>;
  /**
   * The chunks a browser holding a session runs on every page: the session check's, the app
   * frame's banners' and the toasts'.
   */
  session: string[];
}

/** The file of the list, in the built app's folder. */
export const PAGE_CODE_FILE = 'page-code.json';
