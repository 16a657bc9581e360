/**
 * Moving a running server's clock (APP_NOW only, which production refuses): a parent process that
 * spawned the server with an IPC channel (child_process `stdio: [..., 'ipc']`) sends
 * `{ type: 'move-clock', now: '<ISO-8601 instant>' }`; the server moves its clock there and answers
 * `{ type: 'clock-moved', now }`. Journeys that follow a message over days move the clock this way
 * instead of restarting the server for each day; the scheduler's next tick sees the new time.
 */
import { z } from 'zod';
import type { MovableClock } from './clock';

const moveClockMessageSchema = z.object({ type: z.literal('move-clock'), now: z.iso.datetime({ offset: true }) });

/** What answers a move: the instant the clock now reads from. */
export interface ClockMovedMessage {
  type: 'clock-moved';
  now: string;
}

/** The part of a Node process this needs (process itself, or a stand-in in tests). */
export interface IpcProcess {
  send?: (message: ClockMovedMessage) => boolean;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  channel?: { unref(): void };
}

/**
 * Listens for clock moves on `ipcProcess`'s IPC channel; does nothing when it has none. The channel
 * is unreferenced, so it never keeps the process alive. Messages of any other shape are ignored.
 * @returns whether it listens
 */
export function listenForClockMoves(clock: MovableClock, ipcProcess: IpcProcess = process as IpcProcess): boolean {
  const send = ipcProcess.send;
  if (!send) return false;
  ipcProcess.on('message', (message) => {
    const move = moveClockMessageSchema.safeParse(message);
    if (!move.success) return;
    clock.moveTo(new Date(move.data.now));
    send.call(ipcProcess, { type: 'clock-moved', now: clock.now().toISOString() });
  });
  ipcProcess.channel?.unref();
  return true;
}
