// @vitest-environment jsdom
/**
 * The author's transcript of a voice message in a browser-like document: "Transcribing…" while it
 * is made; the corrected words sent with a CSRF token to the message's route; a transcript the
 * recogniser was unsure of says its recipients do not see it; a failed one offers "Try again".
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { MessageTranscript } from '@heirloom/common/contracts/message-transcripts';
import { jsonResponse } from '../../testing/helpers';
import { MessageTranscriptPanel } from './message-transcript';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const transcript = (overrides: Partial<MessageTranscript> = {}): MessageTranscript => ({
  status: 'done',
  text: 'poppy was like ah',
  isEdited: false,
  words: [],
  confidence: 0.3,
  isShownToRecipients: false,
  error: null,
  updatedAt: '2027-01-10T09:01:00.000Z',
  ...overrides,
});

function renderPanel(shown: MessageTranscript) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MessageTranscriptPanel messageId="message-1" transcript={shown} />
    </QueryClientProvider>,
  );
}

/** Answers the CSRF token and records every other call, answering `{}`. */
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
    return jsonResponse({});
  });
  return calls;
}

it('says it is transcribing while the transcript is made', () => {
  renderPanel(transcript({ status: 'running', text: null }));
  expect(screen.getByText(/Transcribing…/)).toBeTruthy();
});

it('says the recipients do not see an unsure transcript, and sends the author’s words with a CSRF token', async () => {
  const calls = stubApi();
  const user = userEvent.setup();
  renderPanel(transcript());
  expect(screen.getByTestId('transcript-recipients-note').textContent).toMatch(/^Its recipients do not see/);
  await user.click(screen.getByRole('button', { name: 'Correct the words' }));
  const words = screen.getByLabelText('The words of your recording');
  await user.clear(words);
  await user.type(words, 'Happy birthday, my darling.');
  await user.click(screen.getByRole('button', { name: 'Save transcript' }));
  await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
  expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
    url: '/api/messages/message-1/transcript',
    body: JSON.stringify({ text: 'Happy birthday, my darling.' }),
    csrf: 'csrf-1',
  });
});

it('offers to try a failed transcript again', async () => {
  const calls = stubApi();
  const user = userEvent.setup();
  renderPanel(transcript({ status: 'failed', text: null, error: 'this recording has no sound track' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'This recording could not be transcribed: this recording has no sound track',
  );
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() =>
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/messages/message-1/transcript/retry',
      csrf: 'csrf-1',
    }),
  );
});
