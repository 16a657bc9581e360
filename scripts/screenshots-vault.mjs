// Screenshots of the memory vault and voice recordings: the grid (1280 px and 390 px), uploads in
// progress (throttled, one paused), the detail view of a photo, a video, a voice note and a PDF,
// and a recording made with the fake microphone with its transcript and emotion summary.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const port = 3192;
const origin = `http://localhost:${port}`;
const outDir = path.resolve('docs/screenshots');
const fixture = (name) => path.resolve('server/test/fixtures', name);
const scratch = mkdtempSync(path.join(os.tmpdir(), 'heirloom-shots-vault-'));
const server = spawn(process.execPath, ['server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(scratch, 'data'),
  },
  stdio: 'inherit',
});

async function waitForServer() {
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

/** Waits until every image on the page has decoded (screenshots without half-drawn thumbnails). */
const decodeImages = (page) =>
  page
    .locator('img')
    .evaluateAll((images) => Promise.all(images.map((image) => image.decode().catch(() => undefined))));

/** Waits until no item's transcript is pending or running. */
async function waitForTranscripts(page) {
  for (let attempt = 0; attempt < 120; attempt++) {
    const { items } = await (await page.request.get(`${origin}/api/vault/items`)).json();
    if (!items.some((item) => ['pending', 'running'].includes(item.transcript?.status))) return items;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the transcripts did not finish');
}

const DETAILS = {
  photo: { title: 'The lake house, July 2019', people: ['Grandma Rose', 'Anna'], tags: ['summer', 'lake'] },
  video: { title: 'Test pattern from the old camcorder', people: ['Grandpa Joe'], tags: ['camcorder'] },
  'voice note': {
    title: 'Grandma: remember the lake',
    description: 'Recorded at the kitchen table, the week before Anna left for college.',
    people: ['Grandma Rose'],
    tags: ['summer', 'lake', 'voices'],
  },
  document: { title: 'Nana’s apple cake recipe', people: ['Nana Ellen'], tags: ['recipes'] },
};

/** Signs up, uploads the fixtures through the page, names them, and makes an album. */
async function fillVault(page, label) {
  const { csrfToken } = await (await page.request.get(`${origin}/api/csrf-token`)).json();
  await page.request.post(`${origin}/api/auth/signup`, {
    data: { email: `rose-${label}@example.com`, password: 'for my grandchildren', browser: 'chrome', mobile: false },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  await page.goto(`${origin}/memory-vault`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles(['photo.jpg', 'video.mp4', 'voice-note.wav', 'document.pdf'].map((name) => fixture(name)));
  await page.getByTestId('upload-row').filter({ hasText: 'Uploaded' }).nth(3).waitFor({ timeout: 60_000 });
  const items = await waitForTranscripts(page);
  const album = await api(page, 'POST', '/api/vault/albums', { name: 'Summers at the lake' });
  await api(page, 'POST', '/api/vault/albums', { name: 'Recipes' });
  for (const item of items) {
    const details = DETAILS[item.title];
    if (!details) continue;
    const albumIds = details.tags.includes('summer') ? [album.id] : [];
    await api(page, 'PATCH', `/api/vault/items/${item.id}`, { ...details, albumIds });
  }
  const dismiss = page.getByRole('button', { name: /^Dismiss/ });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  return Object.fromEntries(items.map((item) => [item.kind, item.id]));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${fixture('voice-note.wav')}`,
  ],
});
try {
  await waitForServer();

  const mobile = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'UTC' });
  const phone = await mobile.newPage();
  await fillVault(phone, 'mobile');
  await phone.reload();
  await phone.getByTestId('vault-card').nth(3).waitFor();
  await phone.getByRole('searchbox').scrollIntoViewIfNeeded();
  await phone.screenshot({ path: path.join(outDir, 'vault-grid-mobile.png'), fullPage: true });
  await mobile.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'UTC' });
  const page = await desktop.newPage();
  const shot = (name, options = {}) => page.screenshot({ path: path.join(outDir, `${name}-desktop.png`), ...options });
  const ids = await fillVault(page, 'desktop');
  await page.reload();
  await page.getByTestId('vault-card').nth(3).waitFor();
  await decodeImages(page);
  await shot('vault-grid', { fullPage: true });

  // Uploads in progress: two large files over a throttled connection, the second one paused.
  const large = (name) => {
    const file = path.join(scratch, name);
    writeFileSync(file, Buffer.alloc(24 * 1024 * 1024, 1));
    return file;
  };
  const network = await desktop.newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: (8 * 1024 * 1024) / 8,
  });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([large('christmas-1987-camcorder.mp4'), large('wedding-album-scan.pdf')]);
  await page
    .getByText(/Uploading · [1-9]\d?% of/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pause wedding-album-scan.pdf' }).click();
  await page.getByText(/Uploading · [3-9]\d% of/).waitFor({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Memory vault', level: 1 }).scrollIntoViewIfNeeded();
  await shot('vault-uploading');
  for (const name of ['christmas-1987-camcorder.mp4', 'wedding-album-scan.pdf']) {
    await page.getByRole('button', { name: `Cancel ${name}` }).click();
  }
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The detail view of each kind.
  for (const [kind, name] of [
    ['photo', 'vault-detail-photo'],
    ['video', 'vault-detail-video'],
    ['audio', 'vault-detail-audio'],
    ['document', 'vault-detail-document'],
  ]) {
    await page.goto(`${origin}/memory-vault?item=${ids[kind]}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save changes' }).waitFor();
    if (kind === 'video' || kind === 'audio') {
      await dialog.locator(kind).evaluate(async (player) => {
        if (player.readyState < 2)
          await new Promise((resolve) => player.addEventListener('loadeddata', resolve, { once: true }));
        player.currentTime = player.duration / 3;
        await new Promise((resolve) => player.addEventListener('seeked', resolve, { once: true }));
      });
      await page.waitForTimeout(500);
    }
    await decodeImages(page);
    await shot(name);
  }

  // A recording made here, with its transcript and the feeling of its words.
  await page.goto(`${origin}/voice-recordings`);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.waitForTimeout(6000);
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByLabel('Title (optional)').fill('For Anna, on her first day at college');
  await page.getByRole('button', { name: 'Save recording' }).click();
  await page.getByTestId('upload-row').filter({ hasText: 'Uploaded' }).waitFor({ timeout: 30_000 });
  await waitForTranscripts(page);
  await page.getByRole('button', { name: /^Dismiss/ }).click();
  const recording = page.getByTestId('voice-recording').filter({ hasText: 'For Anna' });
  await recording.getByText('“').first().waitFor({ timeout: 30_000 });
  await shot('voice-recordings', { fullPage: true });
  await recording.click();
  await page.getByRole('dialog').getByTestId('emotion-summary').waitFor();
  await page
    .getByRole('dialog')
    .locator('audio')
    .evaluate(async (player) => {
      if (player.readyState < 1)
        await new Promise((resolve) => player.addEventListener('loadedmetadata', resolve, { once: true }));
    });
  await shot('voice-recording-detail');
  await desktop.close();
  console.log(`Screenshots written to ${outDir}`);
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
