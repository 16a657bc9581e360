/**
 * age started by the age spawner (age-spawner.mjs) for ciphertext that goes into a file: a real
 * `age`, real files. The spawner, not this process, is age's parent (starting it here would cost the
 * event loop a page-table copy per segment and slow uploads down).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateIdentity, identityToRecipient } from 'age-encryption';
import { beforeAll, describe, expect, it } from 'vitest';
import { startAgeEncryption } from './age-cli';

let identityFile: string;
let recipient: string;
const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-age-cli-'));
beforeAll(async () => {
  const identity = await generateIdentity();
  recipient = await identityToRecipient(identity);
  identityFile = path.join(folder, 'identity.txt');
  writeFileSync(identityFile, `${identity}\n`, { mode: 0o600 });
});

/** Process ids of the running `age` processes whose parent is `parent` (from /proc, Linux). */
function ageChildrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        // "<pid> (<name>) <state> <ppid> …"
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const [name, rest] = [
          stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          stat.slice(stat.lastIndexOf(')') + 2),
        ];
        return name === 'age' && Number(rest.split(' ')[1]) === parent ? [Number(entry)] : [];
      } catch {
        return []; // a process that ended meanwhile
      }
    });
}

describe('startAgeEncryption into a file', () => {
  it('writes a standard age file that age itself decrypts, from an age that is not this process’s child', async () => {
    const output = path.join(folder, 'letter.age');
    writeFileSync(output, '');
    const age = await startAgeEncryption(recipient, output);
    expect(age.output).toBeNull();
    expect(ageChildrenOf(process.pid)).toEqual([]);
    age.input.write('Dear Maya, ');
    age.input.end('happy eighteenth birthday.');
    await age.done;
    expect(execFileSync('age', ['--decrypt', '--identity', identityFile, output], { encoding: 'utf8' })).toBe(
      'Dear Maya, happy eighteenth birthday.',
    );
  });

  it('rejects with age’s own message for a malformed recipient', async () => {
    const output = path.join(folder, 'bad.age');
    writeFileSync(output, '');
    const attempt = startAgeEncryption('age1notarecipient', output).then((age) => age.done);
    await expect(attempt).rejects.toThrow(/age --encrypt failed: .*recipient/i);
  });

  it('rejects when the output file cannot be opened, and kills a running age on request', async () => {
    await expect(startAgeEncryption(recipient, path.join(folder, 'missing', 'x.age'))).rejects.toThrow(/ENOENT/);
    const output = path.join(folder, 'killed.age');
    writeFileSync(output, '');
    const age = await startAgeEncryption(recipient, output);
    age.input.write('half a letter');
    age.kill();
    await expect(age.done).rejects.toThrow(/SIGKILL/);
    // Our end of age's standard input closes with it (it may have closed already). Killed with
    // "half a letter" unread, the socket may first report ECONNRESET, which startAgeEncryption
    // swallows; events.once would reject on that 'error', so only 'close' is awaited here.
    if (!age.input.closed) await new Promise((resolve) => age.input.once('close', resolve));
    expect(age.input.closed).toBe(true);
  });
});
