// @vitest-environment jsdom
/**
 * The recipient's choice to listen or read first, in a browser-like document: the player never
 * plays by itself; "Listen first" is the default and puts the player before the words; "Read
 * first", chosen by click or with the arrow keys, puts the words first and is remembered on the
 * device; an uncorrected transcript says it was written down automatically; without a transcript
 * there is nothing to choose.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { AUTOMATIC_TRANSCRIPT_NOTE } from '@heirloom/common/contracts/message-transcripts';
import type { DeliveredMessage } from '@heirloom/common/contracts/messages';
import { DeliveredRecording, READING_ORDER_KEY } from './delivered-recording';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const delivered = (overrides: Partial<DeliveredMessage> = {}): DeliveredMessage => ({
  kind: 'voice',
  title: 'Happy birthday Maya',
  authorName: 'Grandma',
  recipientName: 'Maya',
  occasion: 'birthday',
  recordedAt: '2027-01-10T09:00:00.000Z',
  deliveredAt: '2027-01-13T09:00:00.000Z',
  letterText: null,
  carriedFor: null,
  media: {
    contentType: 'audio/webm',
    durationMs: 8000,
    url: '/api/shared/m.token/media',
    download: null,
    phoneDownload: null,
  },
  transcript: { text: 'I love you so much, Maya.', isAutomatic: false },
  saveEverything: { fileName: 'Happy birthday Maya – 2027-01-13.zip' },
  ...overrides,
});

function renderRecording(message = delivered()) {
  return render(<DeliveredRecording message={message} media={message.media!} />);
}

/** Whether the player comes before the words in the document. */
const isPlayerFirst = () =>
  Boolean(
    screen.getByTestId('delivered-player').compareDocumentPosition(screen.getByTestId('delivered-transcript')) &
    Node.DOCUMENT_POSITION_FOLLOWING,
  );

it('begins with the voice, never plays by itself, and puts the words first once "Read first" is chosen', async () => {
  const user = userEvent.setup();
  const { container, unmount } = renderRecording();
  const audio = container.querySelector('audio')!;
  expect(audio.hasAttribute('autoplay')).toBe(false);
  expect(audio.paused).toBe(true);
  expect(screen.getByRole('group', { name: 'How would you like to begin?' })).toBeTruthy();
  const listen = screen.getByRole('radio', { name: 'Listen first' }) as HTMLInputElement;
  const read = screen.getByRole('radio', { name: 'Read first' }) as HTMLInputElement;
  expect([listen.checked, read.checked]).toEqual([true, false]);
  expect(isPlayerFirst()).toBe(true);

  await user.click(read);
  expect(read.checked).toBe(true);
  expect(isPlayerFirst()).toBe(false);
  expect(localStorage.getItem(READING_ORDER_KEY)).toBe('read');
  expect(screen.getByTestId('delivered-transcript').textContent).toContain('I love you so much, Maya.');
  expect(screen.queryByText(AUTOMATIC_TRANSCRIPT_NOTE)).toBeNull(); // the author's own words

  // Remembered on this device: the next visit begins with the words.
  unmount();
  renderRecording();
  expect((screen.getByRole('radio', { name: 'Read first' }) as HTMLInputElement).checked).toBe(true);
  expect(isPlayerFirst()).toBe(false);
});

it('moves between the two with the arrow keys', async () => {
  // jsdom has no CSS.escape, which user-event uses to find a radio's group (the name here needs no escaping).
  vi.stubGlobal('CSS', { escape: (name: string) => name });
  const user = userEvent.setup();
  renderRecording();
  await user.tab();
  const listen = screen.getByRole('radio', { name: 'Listen first' }) as HTMLInputElement;
  expect(document.activeElement).toBe(listen);
  await user.keyboard('{ArrowRight}');
  expect((screen.getByRole('radio', { name: 'Read first' }) as HTMLInputElement).checked).toBe(true);
  expect(isPlayerFirst()).toBe(false);
  await user.keyboard('{ArrowLeft}');
  expect(listen.checked).toBe(true);
  expect(isPlayerFirst()).toBe(true);
  expect(localStorage.getItem(READING_ORDER_KEY)).toBe('listen');
});

it('says an uncorrected transcript was written down automatically', () => {
  renderRecording(delivered({ transcript: { text: 'i love you so much', isAutomatic: true } }));
  expect(screen.getByTestId('automatic-transcript-note').textContent).toBe(AUTOMATIC_TRANSCRIPT_NOTE);
});

it('offers no choice when there are no words to read', () => {
  localStorage.setItem(READING_ORDER_KEY, 'read');
  const { container } = renderRecording(delivered({ transcript: null }));
  expect(screen.queryByRole('radio')).toBeNull();
  expect(screen.queryByTestId('delivered-transcript')).toBeNull();
  expect(container.querySelector('audio')).toBeTruthy();
});
