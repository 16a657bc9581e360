/**
 * The recorder of future messages, reused by voice recordings, time capsules and the family tree:
 * asks for the microphone — and the camera, for a video message, with a live preview — shows an
 * input level meter and the elapsed time (m:ss, h:mm:ss: docs/product/constants.md "Formatting"),
 * pauses and resumes, and lets the owner listen or watch and re-record before keeping the take.
 * MediaRecorder + Web Audio AnalyserNode.
 *
 * For keyboard and screen-reader users: Start, Pause, Resume and Record again are one button that
 * changes its label, so focus stays on it (Stop hands focus to it); a polite status line announces
 * each change of state with the time at a pause or stop, and the clock is a `role="timer"` (not
 * live, per WAI-ARIA) that is read when asked for, not every second.
 */
import { Mic, Pause, Play, RotateCcw, Square, Video, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { Button, type ButtonProps } from '../ui/button';

export interface Recording {
  blob: Blob;
  durationMs: number;
  /** An object URL for listening; revoked when the recording is replaced. */
  url: string;
}

type RecorderState = 'idle' | 'requesting' | 'recording' | 'paused' | 'recorded';
/** What is recorded: the voice alone, or a video with sound. */
export type Captures = 'voice' | 'video';

/** Why the devices could not be started, per DOMException name, in a person's words. */
const PERMISSION_MESSAGES: Record<Captures, Record<string, string>> = {
  voice: {
    NotAllowedError: "Microphone access was blocked. Allow it in your browser's site settings, then try again.",
    NotFoundError: 'No microphone was found. Connect one, or upload a recording instead.',
  },
  video: {
    NotAllowedError:
      "Camera or microphone access was blocked. Allow both in your browser's site settings, then try again.",
    NotFoundError: 'No camera or microphone was found. Connect one, or upload a video instead.',
    NotReadableError: 'The camera is in use by another program. Close it, then try again.',
  },
};

/** Formats the browser may record into, best first (Opus in WebM or Ogg, VP8/VP9 for video; Safari records MP4). */
const MIME_TYPES: Record<Captures, string[]> = {
  voice: ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4'],
  video: ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'],
};

/** What the device request asks for: the camera at up to 720p facing the person, for a video. */
const CONSTRAINTS: Record<Captures, MediaStreamConstraints> = {
  voice: { audio: { echoCancellation: true, noiseSuppression: true } },
  video: {
    audio: { echoCancellation: true, noiseSuppression: true },
    video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
  },
};

/** A file name for a recording, with the extension its format calls for ("recording.webm"). */
export function recordingFilename(blob: Blob): string {
  const type = blob.type;
  return `recording.${type.includes('ogg') ? 'ogg' : type.startsWith('video/mp4') ? 'mp4' : type.includes('mp4') ? 'm4a' : 'webm'}`;
}

/**
 * @param captures 'voice' (the default) or 'video' (camera preview while recording, a player to watch the take)
 * @param onChange the finished take, or null when it is discarded ("Record again")
 */
export function VoiceRecorder({
  captures = 'voice',
  onChange,
}: {
  captures?: Captures;
  onChange: (recording: Recording | null) => void;
}) {
  const isVideo = captures === 'video';
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [level, setLevel] = useState(0);
  const [error, setError] = useState<string>();
  const [recording, setRecording] = useState<Recording | null>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const preview = useRef<HTMLVideoElement>(null);
  const [liveStream, setLiveStream] = useState<MediaStream | null>(null);
  const session = useRef<{
    recorder: MediaRecorder;
    stream: MediaStream;
    audioContext: AudioContext;
    chunks: Blob[];
    startedAt: number;
    accumulatedMs: number;
    frame?: number;
    timer?: ReturnType<typeof setInterval>;
  } | null>(null);

  const currentElapsed = () => {
    const current = session.current;
    if (!current) return 0;
    return current.accumulatedMs + (current.recorder.state === 'recording' ? performance.now() - current.startedAt : 0);
  };

  const release = () => {
    const current = session.current;
    if (!current) return;
    if (current.frame) cancelAnimationFrame(current.frame);
    clearInterval(current.timer);
    current.stream.getTracks().forEach((track) => track.stop());
    void current.audioContext.close();
    session.current = null;
    setLiveStream(null);
  };

  useEffect(() => release, []);
  // The camera preview shows the live stream while recording or paused.
  useEffect(() => {
    if (preview.current) preview.current.srcObject = liveStream;
  }, [liveStream]);
  useEffect(() => () => (recording ? URL.revokeObjectURL(recording.url) : undefined), [recording]);

  const start = async () => {
    setError(undefined);
    setState('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS[captures]);
    } catch (caught) {
      setError(
        PERMISSION_MESSAGES[captures][(caught as DOMException).name] ??
          `The ${isVideo ? 'camera' : 'microphone'} could not be started.`,
      );
      setState('idle');
      return;
    }
    const audioContext = new AudioContext();
    const analyser = audioContext.createAnalyser();
    analyser.fftSize = 1024;
    audioContext.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const mimeType = MIME_TYPES[captures].find((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, { mimeType });
    const current = {
      recorder,
      stream,
      audioContext,
      chunks: [] as Blob[],
      startedAt: performance.now(),
      accumulatedMs: 0,
    } as NonNullable<typeof session.current>;
    session.current = current;
    if (isVideo) setLiveStream(stream);
    recorder.ondataavailable = (event) => event.data.size > 0 && current.chunks.push(event.data);
    recorder.onstop = () => {
      const durationMs = Math.round(current.accumulatedMs);
      const blob = new Blob(current.chunks, { type: recorder.mimeType || (isVideo ? 'video/webm' : 'audio/webm') });
      const next = { blob, durationMs, url: URL.createObjectURL(blob) };
      release();
      setRecording(next);
      setState('recorded');
      onChange(next);
    };
    const measure = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
      current.frame = requestAnimationFrame(measure);
    };
    measure();
    current.timer = setInterval(() => setElapsedMs(currentElapsed()), 250);
    recorder.start(1000);
    setElapsedMs(0);
    setState('recording');
  };

  const pause = () => {
    const current = session.current;
    if (!current) return;
    current.accumulatedMs += performance.now() - current.startedAt;
    current.recorder.pause();
    setState('paused');
  };

  const resume = () => {
    const current = session.current;
    if (!current) return;
    current.startedAt = performance.now();
    current.recorder.resume();
    setState('recording');
  };

  const stop = () => {
    const current = session.current;
    if (!current) return;
    if (current.recorder.state === 'recording') current.accumulatedMs += performance.now() - current.startedAt;
    setElapsedMs(current.accumulatedMs);
    current.recorder.stop();
    mainButton.current?.focus(); // Stop goes away; the main button becomes "Record again"
  };

  const recordAgain = () => {
    setRecording(null);
    onChange(null);
    setElapsedMs(0);
    setState('idle');
  };

  const isLive = state === 'recording' || state === 'paused';
  const shownMs = recording?.durationMs ?? elapsedMs;
  // The visible words, and what a screen reader hears besides them.
  const status: Record<RecorderState, [string, string?]> = {
    idle: [isVideo ? 'Record a video' : 'Record your voice'],
    requesting: [isVideo ? 'Waiting for the camera…' : 'Waiting for the microphone…'],
    recording: ['Recording…'],
    paused: ['Paused', ` at ${formatDuration(shownMs)}`],
    recorded: ['Your recording', `, ${formatDuration(shownMs)} long`],
  };
  const [statusText, spokenAddition] = status[state];
  // Start, Pause, Resume and Record again: one button, so the focus stays on it.
  const mainAction: Record<RecorderState, [LucideIcon, string, () => void, ButtonProps['variant']]> = {
    idle: [isVideo ? Video : Mic, 'Start recording', start, 'primary'],
    requesting: [isVideo ? Video : Mic, 'Start recording', () => {}, 'primary'],
    recording: [Pause, 'Pause', pause, 'secondary'],
    paused: [Play, 'Resume', resume, 'secondary'],
    recorded: [RotateCcw, 'Record again', recordAgain, 'secondary'],
  };
  const [MainIcon, mainLabel, onMainClick, mainVariant] = mainAction[state];
  const StateIcon = isVideo ? Video : Mic;
  return (
    <div className="grid gap-4 rounded-3xl border border-line bg-white p-5" data-testid={`${captures}-recorder`}>
      <div className="flex items-center gap-4">
        <span
          className={`flex size-12 shrink-0 items-center justify-center rounded-full ${state === 'recording' ? 'animate-pulse bg-danger text-white' : 'bg-accent-soft text-accent'}`}
          aria-hidden
        >
          <StateIcon className="size-6" />
        </span>
        <div className="grid flex-1 gap-1">
          <p className="font-semibold text-ink" role="status">
            {statusText}
            {spokenAddition && <span className="sr-only">{spokenAddition}</span>}
          </p>
          <div
            role="meter"
            aria-label="Input level"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(level * 100)}
            className="h-2 overflow-hidden rounded-full bg-paper-deep"
          >
            <div
              className="h-full rounded-full bg-sage transition-[width] duration-75"
              style={{ width: `${isLive && state === 'recording' ? Math.round(level * 100) : 0}%` }}
            />
          </div>
        </div>
        <span
          role="timer"
          className="font-mono text-lg text-ink tabular-nums"
          data-testid="recorder-elapsed"
          aria-label="Elapsed time"
        >
          {formatDuration(shownMs)}
        </span>
      </div>

      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}

      {isVideo && isLive && (
        <div className="relative overflow-hidden rounded-2xl bg-ink">
          {/* Muted: the person hears themselves through the recording, not an echo while they speak. */}
          <video
            ref={preview}
            autoPlay
            muted
            playsInline
            aria-label="Camera preview"
            className="aspect-video w-full -scale-x-100 object-cover"
          />
          {state === 'paused' && (
            <span className="absolute inset-0 flex items-center justify-center bg-ink/60 text-lg font-semibold text-white">
              Paused
            </span>
          )}
        </div>
      )}

      {recording && isVideo && (
        <video
          controls
          playsInline
          src={recording.url}
          className="aspect-video w-full rounded-2xl bg-ink"
          aria-label="Watch your recording"
          preload="metadata"
        />
      )}
      {recording && !isVideo && (
        <audio
          controls
          src={recording.url}
          className="w-full"
          aria-label="Listen to your recording"
          preload="metadata"
        />
      )}

      <div className="flex flex-wrap gap-2">
        {/* Disabled while the microphone is asked for would drop the focus: aria-disabled keeps it. */}
        <Button
          ref={mainButton}
          variant={mainVariant}
          aria-disabled={state === 'requesting' || undefined}
          className="aria-disabled:cursor-wait aria-disabled:opacity-60"
          onClick={onMainClick}
        >
          <MainIcon className="size-4" aria-hidden /> {mainLabel}
        </Button>
        {isLive && (
          <Button onClick={stop}>
            <Square className="size-4" aria-hidden /> Stop
          </Button>
        )}
      </div>
    </div>
  );
}
