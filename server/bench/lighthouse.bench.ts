/**
 * Benchmark: Lighthouse in mobile mode (its default: simulated throttling, a phone viewport)
 * against Debian's chromium on the built app: every public page rendered ahead of time (the build's
 * web/dist/prerendered/pages.json; one article stands for the blog's articles and one quiz for the
 * quizzes) and the seven app pages a family uses most, signed in (a new account's session cookie
 * passed to Lighthouse). Each page runs LIGHTHOUSE_RUNS times; the report gives medians of the four
 * scores and of first contentful paint, largest contentful paint and layout shift, and the home
 * page's initial JavaScript in KB gzip (every script the home page loads before it is idle).
 * Targets (docs/decisions/016-public-pages-rendered-at-build-time.md): public pages performance ≥ 97,
 * first contentful paint ≤ 1.2 s, largest ≤ 1.8 s, layout shift ≤ 0.02, accessibility, best
 * practices and SEO 100, home JavaScript ≤ 100 KB gzip; app pages performance ≥ 90, largest
 * contentful paint ≤ 1.5 s.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CookieClient } from '../test/cookie-client';
import { startBuiltServer } from './built-server';
import { FIGURE_AUDITS, type LighthouseReport, unmeasuredReason } from './lighthouse-report';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3195;
const ORIGIN = `http://localhost:${PORT}`;
/** The article and the quiz that stand for their kinds. */
const SAMPLE_ARTICLE = '/blog/voice-messages-why-hearing-a-loved-one-matters-so-much';
const SAMPLE_QUIZ = '/voice-message-quiz';

/**
 * Every public page the build rendered ahead of time, in the build's order, with one article and one
 * quiz for their kinds. @throws Error when the build has not been made (`npm run build`)
 */
export function publicLighthousePaths(): string[] {
  const built = JSON.parse(readFileSync(path.join(ROOT, 'web/dist/prerendered/pages.json'), 'utf8')) as Record<
    string,
    string
  >;
  return Object.keys(built).filter((url) =>
    url.startsWith('/blog/') ? url === SAMPLE_ARTICLE : url.endsWith('-quiz') ? url === SAMPLE_QUIZ : true,
  );
}

/** The app pages measured signed in: vault, family tree, tree builder, settings, capsules, voices, recipes. */
export const APP_LIGHTHOUSE_PATHS = [
  '/memory-vault',
  '/family-tree',
  '/family-tree-builder',
  '/settings',
  '/time-capsules',
  '/voice-recordings',
  '/family-recipes',
];
/** Runs per page; each figure is the median of these five, as the targets are measured. */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The middle value of `values` (the upper middle of an even count). */
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface LighthouseResult {
  path: string;
  /** Whether the page was measured signed in. */
  isSignedIn: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** First contentful paint, ms (simulated). */
  firstContentfulPaintMs: number;
  /** Largest contentful paint, ms (simulated). */
  largestContentfulPaintMs: number;
  /** Cumulative layout shift. */
  layoutShift: number;
}

/** The gzip size in KB of every script of our origin that a Lighthouse report's page loaded. */
function measureScriptsKbGzip(report: { audits: Record<string, { details?: unknown }> }): number {
  const requests = (report.audits['network-requests']?.details as { items: { url: string; resourceType?: string }[] })
    .items;
  const scripts = requests.filter((request) => request.resourceType === 'Script' && request.url.startsWith(ORIGIN));
  return (
    scripts.reduce(
      (total, script) =>
        total + gzipSync(readFileSync(path.join(ROOT, 'web/dist', new URL(script.url).pathname))).length,
      0,
    ) / 1024
  );
}

/**
 * Lighthouse asks for another run when it could not record a page load (NO_NAVSTART, now and then on a
 * busy machine): a run that measured nothing is tried this many times before the bench gives up.
 */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`, with `cookie` sent on each request when signed in.
 * @throws Error naming Lighthouse's reason when no attempt measured the page
 */
async function measure(url: string, port: number, cookie: string | undefined) {
  for (let attempt = 1; ; attempt++) {
    const report = (await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    }))!.lhr;
    const reason = unmeasuredReason(report);
    if (reason === null) return { report, figures: figuresOf(report) };
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse measured nothing on ${url} in ${ATTEMPTS} runs: ${reason}`);
    console.warn(`Lighthouse measured nothing on ${url} (${reason}); running it again.`);
  }
}

/** A measured report's scores and figures. */
function figuresOf(report: LighthouseReport) {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: (typeof FIGURE_AUDITS)[number]) => report.audits[id]!.numericValue!;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    firstContentfulPaintMs: audit('first-contentful-paint'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    layoutShift: audit('cumulative-layout-shift'),
  };
}

/** A new account on the bench's server: its cookies as one Cookie header. */
async function signedInCookie(): Promise<string> {
  const client = new CookieClient(ORIGIN);
  const signedUp = await client.send('/api/auth/signup', {
    username: 'lighthouse',
    email: 'lighthouse@example.com',
    password: 'correct horse battery',
    browser: 'chrome',
    mobile: true,
  });
  if (signedUp.status !== 201) throw new Error(`sign-up failed: ${signedUp.status} ${await signedUp.text()}`);
  return client
    .cookieList()
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * Runs Lighthouse LIGHTHOUSE_RUNS times on each public page, then on each app page signed in, on a
 * freshly started built server; medians.
 */
export async function benchmarkLighthouse(): Promise<{ results: LighthouseResult[]; homeJavaScriptKbGzip: number }> {
  const server = await startBuiltServer(PORT);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: LighthouseResult[] = [];
  let homeJavaScriptKbGzip = 0;
  try {
    const cookie = await signedInCookie();
    const pages = [
      ...publicLighthousePaths().map((pagePath) => ({ pagePath, cookie: undefined })),
      ...APP_LIGHTHOUSE_PATHS.map((pagePath) => ({ pagePath, cookie })),
    ];
    for (const { pagePath, cookie: sent } of pages) {
      const runs: Omit<LighthouseResult, 'path' | 'isSignedIn'>[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const { report, figures } = await measure(`${ORIGIN}${pagePath}`, chrome.port, sent);
        runs.push(figures);
        if (pagePath === '/' && run === 0) homeJavaScriptKbGzip = measureScriptsKbGzip(report);
      }
      const median = (key: keyof (typeof runs)[number]) => medianOf(runs.map((run) => run[key]));
      results.push({
        path: pagePath,
        isSignedIn: sent !== undefined,
        performance: median('performance'),
        accessibility: median('accessibility'),
        bestPractices: median('bestPractices'),
        seo: median('seo'),
        firstContentfulPaintMs: median('firstContentfulPaintMs'),
        largestContentfulPaintMs: median('largestContentfulPaintMs'),
        layoutShift: median('layoutShift'),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return { results, homeJavaScriptKbGzip };
}
