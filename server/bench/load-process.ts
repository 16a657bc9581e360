/**
 * The request bench's load generator (requests.bench.ts) in a process of its own: autocannon sends
 * the requests here, so the bench process holds only the servers and its CPU time per request is
 * theirs alone — a figure that, unlike requests per second, hardly moves when other work shares the
 * machine. Receives one autocannon option object per message over IPC and answers with its result.
 */
import autocannon, { type Options } from 'autocannon';

process.on('message', (options: Options) => {
  void autocannon(options).then((result) => process.send!(result));
});
process.on('disconnect', () => process.exit(0));
