/**
 * An album found or made by its name (the album of replies: docs/decisions/018-replies.md
 * "Amendment 2026-12-01: the album of replies") is one album even when two transactions make it at
 * once: the second waits for the first and then reads its album, on SQLite and PostgreSQL.
 */
import { expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase } from '../../../test/test-app';
import { findOrInsertAlbumNamed } from './vault.albums.repository';

describeEachDatabase('an album found or made by its name', (context) => {
  it('is one album when two transactions make it at once', async () => {
    const { db } = context();
    const owner = await buildUser(context().app);
    const album = (id: string) => ({
      id,
      owner_id: owner.user.id,
      name: 'Replies from the family',
      shared_with_circle: 0,
      created_at: new Date().toISOString(),
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let madeFirst: (id: string) => void;
    const firstMade = new Promise<string>((resolve) => (madeFirst = resolve));
    // The first makes the album and holds its transaction open; the second tries meanwhile.
    const first = db.transaction().execute(async (trx) => {
      const id = await findOrInsertAlbumNamed(trx, album('00000000-0000-4000-8000-000000000001'));
      madeFirst(id);
      await held;
      return id;
    });
    await firstMade;
    let isSecondDone = false;
    const second = db
      .transaction()
      .execute((trx) => findOrInsertAlbumNamed(trx, album('00000000-0000-4000-8000-000000000002')))
      .finally(() => (isSecondDone = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(isSecondDone).toBe(false); // waiting for the first to commit
    release();
    expect(await Promise.all([first, second])).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000001',
    ]);
    const albums = await db.selectFrom('vault_albums').select('id').where('owner_id', '=', owner.user.id).execute();
    expect(albums).toEqual([{ id: '00000000-0000-4000-8000-000000000001' }]);
  });
});
