// @vitest-environment jsdom
/**
 * The recorder's visible states in a browser-like document: what it says and offers before, during
 * and after a take, where the focus goes, and why the devices could not be started. jsdom has no
 * microphone, camera, Web Audio or MediaRecorder, so those are stood in for by small fakes that
 * record nothing; the clock is performance.now, set by each step.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { VoiceRecorder, type Recording } from './voice-recorder';

/** Stands in for the browser's MediaRecorder: each stop delivers one chunk of the first format offered. */
class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus' || type === 'video/webm;codecs=vp8,opus';
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  readonly mimeType: string;
  ondataavailable?: (event: { data: Blob }) => void;
  onstop?: () => void;
  constructor(_stream: unknown, options: { mimeType: string }) {
    this.mimeType = options.mimeType;
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['take'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** Stands in for Web Audio: a silent input level. */
class FakeAudioContext {
  createAnalyser = () => ({ fftSize: 0, getByteTimeDomainData: (samples: Uint8Array) => samples.fill(128) });
  createMediaStreamSource = () => ({ connect: () => {} });
  close = () => Promise.resolve();
}

let now = 0;
const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

beforeEach(() => {
  now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  getUserMedia.mockResolvedValue({ getTracks: () => [track] });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:take'), revokeObjectURL: vi.fn() });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  getUserMedia.mockReset();
  track.stop.mockReset();
});

const status = () => screen.getByRole('status').textContent;
const elapsed = () => screen.getByRole('timer', { name: 'Elapsed time' }).textContent;

it('records a take with a pause, lets the owner listen to it, and records again', async () => {
  const onChange = vi.fn<(recording: Recording | null) => void>();
  const user = userEvent.setup();
  render(<VoiceRecorder onChange={onChange} />);
  expect(status()).toBe('Record your voice');
  expect(elapsed()).toBe('0:00');
  expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(getUserMedia).toHaveBeenCalledWith({ audio: { echoCancellation: true, noiseSuppression: true } });
  expect(status()).toBe('Recording…');
  expect(screen.getByRole('meter', { name: 'Input level' })).toBeTruthy();

  // Pause and Resume are the button that was pressed, so the focus stays on it.
  now = 3_500;
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  await waitFor(() => expect(status()).toBe('Paused at 0:02')); // the clock shows the time within a quarter second
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resume' }));
  now = 10_000; // the pause is not counted
  await user.click(screen.getByRole('button', { name: 'Resume' }));
  expect(status()).toBe('Recording…');

  now = 11_000;
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(status()).toBe('Your recording, 0:03 long');
  expect(elapsed()).toBe('0:03');
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Record again' }));
  expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  expect(screen.getByLabelText('Listen to your recording').getAttribute('src')).toBe('blob:take');
  expect(track.stop).toHaveBeenCalled();
  const take = onChange.mock.lastCall![0]!;
  expect([take.durationMs, take.url, take.blob.type]).toEqual([3_500, 'blob:take', 'audio/webm;codecs=opus']);

  await user.click(screen.getByRole('button', { name: 'Record again' }));
  expect(onChange).toHaveBeenLastCalledWith(null);
  expect(status()).toBe('Record your voice');
  expect(elapsed()).toBe('0:00');
  expect(screen.queryByLabelText('Listen to your recording')).toBeNull();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:take');
});

it('shows the camera while it records a video, and the take to watch after', async () => {
  const user = userEvent.setup();
  render(<VoiceRecorder captures="video" onChange={() => {}} />);
  expect(status()).toBe('Record a video');
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(getUserMedia.mock.lastCall![0]).toMatchObject({ video: { facingMode: 'user' } });
  expect(screen.getByLabelText('Camera preview')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(screen.queryByLabelText('Camera preview')).toBeNull();
  expect(screen.getByLabelText('Watch your recording').getAttribute('src')).toBe('blob:take');
});

it('says why the microphone could not be started, and can be tried again', async () => {
  getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
  const user = userEvent.setup();
  render(<VoiceRecorder onChange={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(screen.getByRole('alert').textContent).toBe(
    "Microphone access was blocked. Allow it in your browser's site settings, then try again.",
  );
  expect(status()).toBe('Record your voice');

  getUserMedia.mockResolvedValue({ getTracks: () => [track] });
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(status()).toBe('Recording…');
});

it('says when the camera is busy, and names the device for any other failure', async () => {
  getUserMedia.mockRejectedValue(new DOMException('Busy', 'NotReadableError'));
  const user = userEvent.setup();
  render(<VoiceRecorder captures="video" onChange={() => {}} />);
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'The camera is in use by another program. Close it, then try again.',
  );

  getUserMedia.mockRejectedValue(new DOMException('Odd', 'AbortError'));
  await user.click(screen.getByRole('button', { name: 'Start recording' }));
  expect(screen.getByRole('alert').textContent).toBe('The camera could not be started.');
});
