/**
 * Zod in the browser runs "jitless" (zod 4's `config({ jitless: true })`): our Content-Security-Policy
 * forbids `eval`, so zod's compiled fast path cannot run here anyway, and its probe for it
 * (`new Function`) is reported as a CSP violation on every page that checks a form (Lighthouse's
 * best-practices "issues" audit). Zod reads its settings from `globalThis.__zod_globalConfig` when it
 * first loads (zod/v4/core/core.js); setting it here, before any chunk loads zod, keeps zod itself out
 * of the first download. The server keeps the fast path.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

// Changed in place: a zod loaded already holds this very object.
(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
