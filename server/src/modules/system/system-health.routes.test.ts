/**
 * GET /api/health (readiness) and GET /api/health/live (liveness), on SQLite and PostgreSQL: ready
 * while the database and the file store answer; 503 naming the part that does not (a media folder
 * replaced by a file, a closed database), while liveness still answers.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

describeEachDatabase('health checks', (context) => {
  const client = () => new TestClient(context().app);

  it('answers ready, never cached, to anyone, while the database and the file store answer', async () => {
    const response = await client().get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable', store: 'reachable' });
    const live = await client().get('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with Retry-After and the reason while the file store cannot be written to', async () => {
    const media = path.join(context().config.dataDir, 'media');
    rmSync(media, { recursive: true, force: true });
    writeFileSync(media, 'a file where the media folder belongs');
    try {
      const response = await client().get('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'The file store cannot be reached.' });
      // Liveness checks nothing outside the process: a store outage restarts no instance.
      expect((await client().get('/api/health/live')).statusCode).toBe(200);
    } finally {
      rmSync(media, { force: true });
      mkdirSync(media);
    }
    expect((await client().get('/api/health')).statusCode).toBe(200);
  });

  // Last: the database stays closed for the rest of the file.
  it('answers 503 with the reason once the database is closed', async () => {
    await context().db.destroy();
    const response = await client().get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'The database cannot be reached.' });
    expect((await client().get('/api/health/live')).statusCode).toBe(200);
  });
});
