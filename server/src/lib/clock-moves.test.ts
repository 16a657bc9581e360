import { fork } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOffsetClock } from './clock';
import { listenForClockMoves } from './clock-moves';

const clockModule = path.resolve(import.meta.dirname, 'clock.ts');
const movesModule = path.resolve(import.meta.dirname, 'clock-moves.ts');

describe('listenForClockMoves', () => {
  it('does nothing in a process without an IPC channel', () => {
    const listeners: unknown[] = [];
    const clock = createOffsetClock(new Date('2030-01-01T00:00:00Z'));
    expect(listenForClockMoves(clock, { on: (_event, listener) => listeners.push(listener) })).toBe(false);
    expect(listeners).toEqual([]);
  });

  it("moves a child process's clock when its parent asks, answers with the new time, and ignores other messages", async () => {
    // A real child process with an IPC channel, as a journey spawns the server.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-clock-moves-'));
    const script = path.join(folder, 'child.ts');
    writeFileSync(
      script,
      `import { createOffsetClock } from ${JSON.stringify(clockModule)};
import { listenForClockMoves } from ${JSON.stringify(movesModule)};
const clock = createOffsetClock(new Date('2030-01-01T00:00:00Z'));
listenForClockMoves(clock);
process.on('message', (message) => {
  if ((message as { type?: string }).type === 'read') process.send!({ type: 'reads', now: clock.now().toISOString() });
});
// Stays up until the parent disconnects (the channel itself is unreferenced).
const keepAlive = setInterval(() => {}, 1000);
process.on('disconnect', () => clearInterval(keepAlive));
`,
    );
    const child = fork(script, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const next = () => new Promise<{ type: string; now: string }>((resolve) => child.once('message', resolve as never));
    try {
      child.send({ type: 'move-clock', now: 'not a time' });
      child.send({ type: 'read' });
      const before = await next();
      expect(before.type).toBe('reads');
      expect(Date.parse(before.now) - Date.parse('2030-01-01T00:00:00Z')).toBeLessThan(60_000);

      child.send({ type: 'move-clock', now: '2030-02-01T09:00:00Z' });
      const moved = await next();
      expect(moved.type).toBe('clock-moved');
      expect(Date.parse(moved.now) - Date.parse('2030-02-01T09:00:00Z')).toBeGreaterThanOrEqual(0);
      expect(Date.parse(moved.now) - Date.parse('2030-02-01T09:00:00Z')).toBeLessThan(1_000);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      await exited;
    }
  });
});
