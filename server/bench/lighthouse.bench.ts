/**
 * Benchmark (issue 5): Lighthouse in mobile mode (its default: simulated throttling, a phone
 * viewport) against Debian's chromium on /, /pricing, /blog and one article of the built app, and
 * the home page's initial JavaScript in KB gzip. Targets: performance ≥ 90, accessibility ≥ 95,
 * best practices ≥ 95, SEO = 100, initial JavaScript ≤ 150 KB gzip.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = 3195;
const ORIGIN = `http://localhost:${PORT}`;
export const LIGHTHOUSE_PATHS = [
  '/',
  '/pricing',
  '/blog',
  '/blog/voice-messages-why-hearing-a-loved-one-matters-so-much',
];

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Runs Lighthouse on each path of a freshly started built server. */
export async function benchmarkLighthouse(): Promise<{ results: LighthouseResult[]; homeJavaScriptKbGzip: number }> {
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'heirloom-lh-')),
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${ORIGIN}/api/csrf-token`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
      const run = await lighthouse(`${ORIGIN}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const categories = run!.lhr.categories;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      results.push({
        path: pagePath,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
      });
      if (pagePath === '/') {
        const requests = (
          run!.lhr.audits['network-requests']?.details as { items: { url: string; resourceType?: string }[] }
        ).items;
        const scripts = requests.filter(
          (request) => request.resourceType === 'Script' && request.url.startsWith(ORIGIN),
        );
        homeJavaScriptKbGzip =
          scripts.reduce(
            (total, script) =>
              total + gzipSync(readFileSync(path.join(ROOT, 'web/dist', new URL(script.url).pathname))).length,
            0,
          ) / 1024;
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
  }
  return { results, homeJavaScriptKbGzip };
}
