/**
 * The tests' round-robin proxy: requests go to each instance in turn, and what is about the
 * instance's own connection (RFC 9110 section 7.6.1) stays between it and the proxy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SERVED_BY_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

const instances: http.Server[] = [];
let proxy: RoundRobinProxy;

/** An instance that names itself in its body and keeps its connections for 72 s, as Fastify does. */
async function startInstance(name: string): Promise<string> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain', 'keep-alive': 'timeout=72', connection: 'keep-alive' });
    response.end(name);
  });
  instances.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  proxy = await startRoundRobinProxy({ a: await startInstance('a'), b: await startInstance('b') });
});

afterAll(async () => {
  await proxy.close();
  for (const server of instances) await new Promise((resolve) => server.close(resolve));
});

it('sends each request to the next instance and names it', async () => {
  const answers = [];
  for (let index = 0; index < 4; index++) {
    const response = await fetch(proxy.origin);
    answers.push([await response.text(), response.headers.get(SERVED_BY_HEADER)]);
  }
  expect(answers).toEqual([
    ['a', 'a'],
    ['b', 'b'],
    ['a', 'a'],
    ['b', 'b'],
  ]);
});

it("keeps the instance's Keep-Alive to itself: the client is told how long the proxy keeps a connection", async () => {
  const response = await fetch(proxy.origin);
  await response.text();
  // Node's server default (5 s), not the instance's 72 s the proxy would not honour.
  expect(response.headers.get('keep-alive')).toBe('timeout=5');
});
