// @vitest-environment jsdom
/**
 * A vault recording's transcript panel in a browser-like document: the owner edits the words and
 * they go with a CSRF token to the item's transcript route; a failed transcript offers "Try again";
 * someone else's item shows the words without editing.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { Transcript, VaultItem } from '@heirloom/common/contracts/vault';
import { jsonResponse } from '../../testing/helpers';
import { TranscriptPanel } from './transcript-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const transcript = (overrides: Partial<Transcript> = {}): Transcript => ({
  status: 'done',
  text: 'we went to the lake every summer',
  isEdited: false,
  provider: 'pocketsphinx',
  language: 'en',
  audioDurationMs: 8000,
  realTimeFactor: 0.4,
  error: null,
  words: [],
  confidence: 0.8,
  emotion: null,
  emotionWithheld: false,
  updatedAt: '2027-01-10T09:01:00.000Z',
  ...overrides,
});

/** A voice note of the vault, as the server describes it, with `shown` as its transcript. */
const itemWith = (shown: Transcript): VaultItem => ({
  id: '5f0c1f5e-3d4b-4e63-9a53-0c2f1f3f7a11',
  kind: 'audio',
  collection: 'voice',
  title: 'Grandma remembers the lake',
  description: '',
  takenAt: null,
  createdAt: '2027-01-10T09:00:00.000Z',
  deletedAt: null,
  purgeAt: null,
  people: [],
  tags: [],
  albumIds: [],
  originalName: 'grandma.wav',
  contentType: 'audio/wav',
  sizeBytes: 256_000,
  durationMs: 8000,
  width: null,
  height: null,
  pageCount: null,
  previewUrl: null,
  fileUrl: '/api/vault/items/5f0c1f5e-3d4b-4e63-9a53-0c2f1f3f7a11/file',
  playbackUrl: '/api/vault/items/5f0c1f5e-3d4b-4e63-9a53-0c2f1f3f7a11/file',
  rendition: null,
  waveform: null,
  hasLocation: false,
  keepLocation: false,
  sharedWithCircle: false,
  owner: null,
  transcript: shown,
});

function renderPanel(shown: Transcript, isReadOnly = false) {
  const item = itemWith(shown);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TranscriptPanel item={item} isReadOnly={isReadOnly} />
    </QueryClientProvider>,
  );
}

/** Answers the CSRF token and records every other call, answering with the item. */
function stubApi() {
  const calls: { url: string; method: string; body?: string; csrf: string | null }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/csrf-token') return jsonResponse({ csrfToken: 'csrf-1' });
    calls.push({
      url,
      method: init.method ?? 'GET',
      body: init.body as string | undefined,
      csrf: new Headers(init.headers).get('X-CSRF-Token'),
    });
    return jsonResponse(itemWith(transcript({ isEdited: true })));
  });
  return calls;
}

it('sends the corrected words with a CSRF token to the item’s transcript', async () => {
  const calls = stubApi();
  const user = userEvent.setup();
  renderPanel(transcript());
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  const words = screen.getByLabelText('Transcript text');
  await user.clear(words);
  await user.type(words, 'We went to the lake every summer.');
  await user.click(screen.getByRole('button', { name: 'Save transcript' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: '/api/vault/items/5f0c1f5e-3d4b-4e63-9a53-0c2f1f3f7a11/transcript',
    body: JSON.stringify({ text: 'We went to the lake every summer.' }),
    csrf: 'csrf-1',
  });
});

it('offers to try a failed transcript again', async () => {
  const calls = stubApi();
  const user = userEvent.setup();
  renderPanel(transcript({ status: 'failed', text: null, error: 'The recogniser stopped.' }));
  expect(screen.getByRole('alert').textContent).toBe('The recogniser stopped.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
  expect(calls.find((call) => call.method === 'POST')?.url).toBe(
    '/api/vault/items/5f0c1f5e-3d4b-4e63-9a53-0c2f1f3f7a11/transcript/retry',
  );
});

it('shows someone else’s transcript without editing or retrying', () => {
  renderPanel(transcript(), true);
  expect(screen.getByText('we went to the lake every summer')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
});
