// `npm run screenshots`: starts the built app in a throw-away data folder, walks the main screens
// at 1280 px and 390 px wide in Debian's chromium, and writes PNGs to docs/screenshots/.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const port = 3190;
const origin = `http://localhost:${port}`;
const outDir = path.resolve('docs/screenshots');
const server = spawn(process.execPath, ['server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'heirloom-shots-')),
  },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/api/csrf-token`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  await waitForServer();
  for (const [label, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ]) {
    const page = await browser.newPage({ viewport: { width, height: width > 500 ? 800 : 844 } });
    const shot = (name) => page.screenshot({ path: path.join(outDir, `${name}-${label}.png`) });
    await page.goto(`${origin}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('home');
    await page.getByRole('button', { name: 'Sign In / Sign Up' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.locator('#signin-password-error').waitFor();
    await shot('auth-sign-in-errors');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.locator('#signup-email').fill('not an email');
    await page.locator('#signup-password').fill('123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.locator('#signup-password-error').waitFor();
    await shot('auth-sign-up-errors');
    await page.locator('#signup-email').fill(`margaret-${label}@example.com`);
    await page.locator('#signup-password').fill('for my grandchildren');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { name: /Welcome,/ }).waitFor();
    await shot('dashboard');
    await page.goto(`${origin}/memory-vault`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot('catalogue-page');
    await page.goto(`${origin}/no-such-page`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await shot('not-found');
    await page.close();
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
