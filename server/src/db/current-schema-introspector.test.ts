/**
 * Introspection sees the app's own database only: on PostgreSQL the connection's current schema,
 * never another schema's tables (a schema dropped meanwhile by another connection used to fail the
 * migrator with "relation … does not exist").
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/test-app';

describeEachDatabase('introspection', (context) => {
  it("lists the app's tables of its own schema, with columns, and nothing of another schema", async () => {
    const { db, dialect } = context();
    const other = `other_${randomBytes(6).toString('hex')}`;
    if (dialect === 'postgres') {
      await sql`create schema ${sql.id(other)}`.execute(db);
      await sql`create table ${sql.id(other, 'intruder')} (id serial primary key)`.execute(db);
    }
    try {
      const tables = await db.introspection.getTables();
      const names = tables.map((table) => table.name);
      expect(names).toContain('users');
      expect(names).not.toContain('intruder');
      expect(names.some((name) => name.startsWith('kysely_migration'))).toBe(false);
      expect(new Set(tables.map((table) => table.schema)).size).toBeLessThanOrEqual(1);
      const users = tables.find((table) => table.name === 'users')!;
      expect(users.columns.map((column) => column.name)).toContain('email');
      const withMigrations = await db.introspection.getTables({ withInternalKyselyTables: true });
      expect(withMigrations.map((table) => table.name)).toContain('kysely_migration');
    } finally {
      if (dialect === 'postgres') await sql`drop schema ${sql.id(other)} cascade`.execute(db);
    }
  });
});
