// Screenshots of future messages: the recorder while recording, the schedule form with errors, the
// messages list, each e-mail as its reader sees it (from the .eml outbox), and the recipient page.
// The server is restarted at APP_NOW +1 and +3 days, as in the journeys.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { simpleParser } from 'mailparser';

const port = 3191;
const origin = `http://localhost:${port}`;
const outDir = path.resolve('docs/screenshots');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-shots-messages-'));
const T0 = Date.parse('2027-01-10T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let server;

async function startAt(time) {
  if (server) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  server = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      APP_NOW: new Date(time).toISOString(),
      JOBS_INTERVAL_MS: '300',
      LOG_LEVEL: 'warn',
      SUPPORT_EMAIL: 'help@heirloom.example',
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${origin}/api/csrf-token`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start');
}

async function outboxEmails(count) {
  const folder = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.name.endsWith('.eml'));
    if (files.length >= count)
      return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(folder, file.name)))));
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the e-mails did not arrive');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${path.resolve('server/test/fixtures/speech.wav')}`,
  ],
});
try {
  await startAt(T0);
  for (const [label, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 844 },
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    const shot = (name, options = {}) =>
      page.screenshot({ path: path.join(outDir, `${name}-${label}.png`), ...options });
    const { csrfToken } = await (await page.request.get(`${origin}/api/csrf-token`)).json();
    await page.request.post(`${origin}/api/auth/signup`, {
      data: {
        email: `margaret-${label}@example.com`,
        password: 'for my grandchildren',
        browser: 'chrome',
        mobile: false,
      },
      headers: { 'X-CSRF-Token': csrfToken },
    });

    await page.goto(`${origin}/schedule-message`);
    await page.getByRole('button', { name: 'Schedule message' }).click();
    await page.getByText('Please give your message a title').first().waitFor();
    await shot('schedule-form-errors', { fullPage: true });

    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForTimeout(2500);
    await page.mouse.wheel(0, -5000);
    await shot('recorder-recording');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByLabel('Title').fill('Happy birthday, my darling');
    await page.locator('[id="recipients.0.name"]').fill('Anna');
    await page.locator('[id="recipients.0.email"]').fill(`anna-${label}@example.com`);
    await page.getByLabel('Delivery date').fill('2027-01-13');
    await page.getByRole('button', { name: 'Schedule message' }).click();
    await page.waitForURL('**/legacy-messages');
    await page.getByTestId('message-card').first().waitFor();
    await shot('messages-list');
    await context.close();
  }

  await startAt(T0 + DAY + 60_000);
  const reminders = await outboxEmails(2);
  await startAt(T0 + 3 * DAY + 60_000);
  const all = await outboxEmails(4);
  const delivery = all.find((mail) => mail.subject.includes('sent you'));
  for (const [label, width] of [
    ['desktop', 1280],
    ['mobile', 390],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 500 ? 900 : 844 },
      timezoneId: 'UTC',
    });
    const page = await context.newPage();
    await page.setContent(reminders[0].html);
    await page.screenshot({ path: path.join(outDir, `email-reminder-${label}.png`), fullPage: true });
    await page.setContent(delivery.html);
    await page.screenshot({ path: path.join(outDir, `email-delivery-${label}.png`), fullPage: true });
    const link = delivery.text.match(/http:\S+\/shared\/\S+/)[0];
    await page.goto(link);
    await page.getByTestId('delivered-message').waitFor();
    await page.screenshot({ path: path.join(outDir, `recipient-page-${label}.png`), fullPage: true });
    await context.close();
  }
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
