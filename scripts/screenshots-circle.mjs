// Screenshots of the family circle at 1280 px and 390 px: the owner's circle page, an invitation
// link opened signed out, and /connections of a member who switches circles. Invitations go through
// a real SMTP receiver so the links are the ones the e-mails carry.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { chromium } from '@playwright/test';

const port = 3193;
const origin = `http://localhost:${port}`;
const outDir = path.resolve('docs/screenshots');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'heirloom-shots-circle-'));

const received = [];
const mailbox = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      received.push({ to: mail.to?.value?.[0]?.address ?? '', text: mail.text ?? '' });
      callback();
    }, callback);
  },
});
await new Promise((resolve) => mailbox.listen(0, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(scratch, 'data'),
    SMTP_URL: `smtp://127.0.0.1:${mailbox.server.address().port}`,
    PUBLIC_URL: origin,
    JOBS_INTERVAL_MS: '300',
  },
  stdio: 'inherit',
});

async function waitFor(check, what) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Calls the API with the page's session and a CSRF token, as the app does. */
async function api(page, method, url, data) {
  const { csrfToken } = await (await page.request.get(`${origin}/api/csrf-token`)).json();
  const response = await page.request.fetch(`${origin}${url}`, {
    method,
    data,
    headers: { 'X-CSRF-Token': csrfToken },
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? null : response.json();
}

const signUp = (page, email) =>
  api(page, 'POST', '/api/auth/signup', { email, password: 'letters for later', browser: 'chrome', mobile: false });

/** The invitation link of the newest e-mail to `to`. */
function linkFor(to) {
  const email = received.filter((candidate) => candidate.to === to).at(-1);
  return email.text.match(new RegExp(`${origin}/family-invitations\\?token=[^\\s\\])>]+`))[0];
}

async function newPage(browser, width) {
  const context = await browser.newContext({
    viewport: { width, height: width > 500 ? 900 : 844 },
    timezoneId: 'UTC',
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** Both widths of one screen; `prepare` opens it in the given page. */
async function shoot(pages, name, prepare) {
  for (const [suffix, page] of Object.entries(pages)) {
    await prepare(page);
    await page.screenshot({ path: path.join(outDir, `${name}-${suffix}.png`), fullPage: true });
  }
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  await waitFor(
    () =>
      fetch(`${origin}/api/csrf-token`).then(
        (response) => response.ok,
        () => false,
      ),
    'the server',
  );
  const owner = { desktop: await newPage(browser, 1280), mobile: await newPage(browser, 390) };
  await signUp(owner.desktop, 'joe@example.com');
  // The mobile page shares the owner's session through its own sign-in.
  await api(owner.mobile, 'POST', '/api/auth/signin', {
    username: 'joe@example.com',
    password: 'letters for later',
    browser: 'chrome',
    mobile: true,
  });
  const relatives = [
    ['Anna', 'anna@example.com', 'Granddaughter', 'editor'],
    ['Ben', 'ben@example.com', 'Son', 'viewer'],
    ['Cara', 'cara@example.com', 'Niece', 'legacy_contact'],
    ['Dora', 'dora@example.com', 'Sister', 'viewer'],
  ];
  for (const [name, email, relationship, role] of relatives) {
    await api(owner.desktop, 'POST', '/api/circle/invitations', { name, email, relationship, role });
  }
  await waitFor(() => received.length >= relatives.length, 'the invitation e-mails');

  // Anna and Ben accept; Ben also starts a circle of his own, so he has two to switch between.
  const anna = await newPage(browser, 1280);
  await signUp(anna, 'anna@example.com');
  await api(anna, 'POST', '/api/invitations/accept', {
    token: new URL(linkFor('anna@example.com')).searchParams.get('token'),
  });
  const ben = { desktop: await newPage(browser, 1280), mobile: await newPage(browser, 390) };
  await signUp(ben.desktop, 'ben@example.com');
  await api(ben.mobile, 'POST', '/api/auth/signin', {
    username: 'ben@example.com',
    password: 'letters for later',
    browser: 'chrome',
    mobile: true,
  });
  const membership = await api(ben.desktop, 'POST', '/api/invitations/accept', {
    token: new URL(linkFor('ben@example.com')).searchParams.get('token'),
  });

  await shoot(owner, 'circle-page', async (page) => {
    await page.goto(`${origin}/family-collaboration`);
    await page.getByTestId('circle-audit').waitFor();
  });
  await shoot(owner, 'circle-form-errors', async (page) => {
    await page.goto(`${origin}/family-collaboration`);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Please choose a role').waitFor();
  });

  const visitor = { desktop: await newPage(browser, 1280), mobile: await newPage(browser, 390) };
  await shoot(visitor, 'circle-invitation', async (page) => {
    await page.goto(linkFor('cara@example.com'));
    await page.getByTestId('invitation-details').waitFor();
  });
  await api(
    owner.desktop,
    'POST',
    `/api/circle/invitations/${(await api(owner.desktop, 'GET', '/api/circle')).invitations.find((invitation) => invitation.email === 'dora@example.com').id}/withdraw`,
  );
  await shoot(visitor, 'circle-invitation-withdrawn', async (page) => {
    await page.goto(linkFor('dora@example.com'));
    await page.getByTestId('invitation-problem').waitFor();
  });

  await shoot(ben, 'circle-connections', async (page) => {
    await page.goto(`${origin}/connections?circle=${membership.ownerId}`);
    await page.getByTestId('member-circle').waitFor();
  });
  await shoot(owner, 'circle-connections-owner', async (page) => {
    await page.goto(`${origin}/connections`);
    await page.getByTestId('own-circle').waitFor();
  });
  console.log('Screenshots written to docs/screenshots/circle-*.png');
} finally {
  await browser.close();
  server.kill('SIGTERM');
  mailbox.close();
}
