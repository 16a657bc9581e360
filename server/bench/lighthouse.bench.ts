/**
 * Benchmark: Lighthouse in mobile mode (its default: simulated throttling, a phone viewport)
 * against Debian's chromium on the main public pages — /, /pricing, /blog, an article, /about,
 * /faqs, /quizzes and one quiz — of the built app, each run LIGHTHOUSE_RUNS times and reported as
 * medians, and the home page's initial JavaScript in KB gzip (every script the home page loads
 * before the page is idle). Targets: performance ≥ 95 on each page, initial JavaScript ≤ 120 KB
 * gzip, accessibility ≥ 95, best practices ≥ 95, SEO = 100.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3195;
const ORIGIN = `http://localhost:${PORT}`;
export const LIGHTHOUSE_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/blog/voice-messages-why-hearing-a-loved-one-matters-so-much',
  '/about',
  '/faqs',
  '/quizzes',
  '/voice-message-quiz',
];
/** Runs per page; each score is the median of these five, as the targets are measured. */
export const LIGHTHOUSE_RUNS = 5;

/** The middle value of `values` (the upper middle of an even count). */
const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
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

/** Runs Lighthouse LIGHTHOUSE_RUNS times on each path of a freshly started built server; medians. */
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
    for (const pagePath of LIGHTHOUSE_PATHS) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const report = (await lighthouse(`${ORIGIN}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        }))!.lhr;
        const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
        runs.push({
          path: pagePath,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        });
        if (pagePath === '/' && run === 0) homeJavaScriptKbGzip = measureScriptsKbGzip(report);
      }
      results.push({
        path: pagePath,
        performance: medianOf(runs.map((run) => run.performance)),
        accessibility: medianOf(runs.map((run) => run.accessibility)),
        bestPractices: medianOf(runs.map((run) => run.bestPractices)),
        seo: medianOf(runs.map((run) => run.seo)),
      });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  return { results, homeJavaScriptKbGzip };
}
