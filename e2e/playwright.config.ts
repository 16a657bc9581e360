/**
 * End-to-end journeys in Debian's chromium against the built app, served by the real server on
 * its embedded defaults (SQLite, local disk) in a throw-away data folder.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ADMIN_EMAIL, E2E_ORIGIN, E2E_PORT } from './constants';

export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: E2E_ORIGIN,
    // Recording a trace (a screencast and a DOM snapshot at every step) costs about a quarter of the
    // journeys' time on 2 cores, and CI keeps only what the run prints: ask for one when rerunning a
    // failure here (`--trace retain-on-failure`, README "Tests").
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'node server/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '..'),
    url: `${E2E_ORIGIN}/api/csrf-token`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'heirloom-e2e-')),
      ADMIN_EMAIL: E2E_ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
    },
  },
});
