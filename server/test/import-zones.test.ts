/**
 * The import zones of eslint.config.js (ARCHITECTURE.md "Layers" and "Modules"), checked by running
 * ESLint on small sources placed in the real tree: a module's files are reachable from outside it
 * only through its index.ts — whatever the spelling of the path — infrastructure and web features
 * keep their directions, route files take their schemas from common/src/contracts and call services
 * only, and a module's SQL stays in its repositories.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) =>
    ['import/no-restricted-paths', 'import/no-unresolved', 'no-restricted-imports', 'no-restricted-syntax'].includes(
      ruleId,
    ),
});

/** The zone rules' complaints about `source` as if it were the file `file` (relative to the repository). */
async function complaintsAbout(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import zones', () => {
  it("refuses another module's internals from a module, however the path is spelled", async () => {
    for (const specifier of [
      '../vault/vault.service',
      '../vault/vault.service.ts',
      '../../modules/vault/vault.service',
      './../vault/../vault/vault.service',
      '../../../src/modules/vault/vault.service',
    ]) {
      const complaints = await complaintsAbout(
        'server/src/modules/messages/zone-probe.ts',
        `import { purgeExpiredTrash } from '${specifier}';\nexport const probe = purgeExpiredTrash;\n`,
      );
      expect(complaints, specifier).toEqual([
        expect.stringMatching(/^import\/no-restricted-paths: .*only through server\/src\/modules\/vault\/index\.ts/),
      ]);
    }
  });

  it('refuses an import whose path does not resolve, so an extension trick cannot skip the zones', async () => {
    const complaints = await complaintsAbout(
      'server/src/modules/messages/zone-probe.ts',
      "import { purgeExpiredTrash } from '../vault/vault.service.js';\nexport const probe = purgeExpiredTrash;\n",
    );
    expect(complaints).toEqual([expect.stringMatching(/^import\/no-unresolved: /)]);
  });

  it("allows a module's index.ts, by file or by folder, from another module and from app.ts", async () => {
    for (const [file, specifier] of [
      ['server/src/modules/messages/zone-probe.ts', '../vault'],
      ['server/src/modules/messages/zone-probe.ts', '../vault/index'],
      ['server/src/zone-probe.ts', './modules/vault'],
      ['server/test/zone-probe.ts', '../src/modules/vault/index.ts'],
    ] as const) {
      const source = `import { createVaultModule } from '${specifier}';\nexport const probe = createVaultModule;\n`;
      expect(await complaintsAbout(file, source), `${file} → ${specifier}`).toEqual([]);
    }
  });

  it("refuses a module's internals from app.ts, tests and scripts, and any module from infrastructure", async () => {
    const cases = [
      ['server/src/zone-probe.ts', './modules/vault/vault.routes'],
      ['server/test/zone-probe.ts', '../src/modules/newsletter/newsletter.routes'],
      ['scripts/zone-probe.ts', '../server/src/modules/auth/auth.service'],
      ['server/src/policies/zone-probe.ts', '../modules/vault'],
      ['server/src/db/zone-probe.ts', '../modules/vault/index.ts'],
    ] as const;
    for (const [file, specifier] of cases) {
      const complaints = await complaintsAbout(file, `import * as probe from '${specifier}';\nexport { probe };\n`);
      expect(complaints, `${file} → ${specifier}`).toEqual([expect.stringMatching(/^import\/no-restricted-paths: /)]);
    }
  });

  it('allows a module its own files', async () => {
    const source = "import { purgeExpiredTrash } from './vault.service';\nexport const probe = purgeExpiredTrash;\n";
    expect(await complaintsAbout('server/src/modules/vault/zone-probe.ts', source)).toEqual([]);
  });

  it('refuses zod in a route file: its schemas come from common/src/contracts', async () => {
    const source = "import { z } from 'zod';\nexport const probe = z.array(z.string());\n";
    expect(await complaintsAbout('server/src/modules/vault/zone-probe.routes.ts', source)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*common\/src\/contracts/),
    ]);
    expect(await complaintsAbout('server/src/modules/vault/zone-probe.service.ts', source)).toEqual([]);
  });

  it('keeps web features apart and components below them', async () => {
    const crossFeature = await complaintsAbout(
      'web/src/features/vault/zone-probe.ts',
      "import * as probe from '../../features/messages/messages-queries';\nexport { probe };\n",
    );
    expect(crossFeature).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*A feature never imports/)]);
    const upward = await complaintsAbout(
      'web/src/components/zone-probe.ts',
      "import * as probe from '../features/vault/vault-library';\nexport { probe };\n",
    );
    expect(upward).toEqual([expect.stringMatching(/^import\/no-restricted-paths: .*Components and lib never/)]);
  });

  it("leaves the addressed object's check to the access gates: no module imports an authorize* check", async () => {
    const complaints = await complaintsAbout(
      'server/src/modules/recipes/zone-probe.service.ts',
      "import { authorizeRecipeRead } from '../../policies/recipe.policy';\nexport const probe = authorizeRecipeRead;\n",
    );
    expect(complaints).toEqual([expect.stringMatching(/^no-restricted-imports: .*access gate/)]);
    const scope = await complaintsAbout(
      'server/src/modules/recipes/zone-probe.service.ts',
      "import { listRecipeAccess } from '../../policies/recipe.policy';\nexport const probe = listRecipeAccess;\n",
    );
    expect(scope).toEqual([]);
  });

  it('registers /api routes only from declarations, and the web writes no /api path', async () => {
    for (const call of [
      "app.get('/api/things', handler);",
      'app.route({ method: "GET" }); app.post(`/api/things/${id}`, handler);',
    ]) {
      const complaints = await complaintsAbout(
        'server/src/modules/recipes/zone-probe.routes.ts',
        `declare const app: any, handler: any, id: string;\n${call}\n`,
      );
      expect(complaints, call).toEqual([expect.stringMatching(/^no-restricted-syntax: Declare the route/)]);
    }
    for (const path of ["'/api/recipes'", '`/api/recipes/${id}`']) {
      const complaints = await complaintsAbout(
        'web/src/features/recipes/zone-probe.ts',
        `declare const id: string;\nexport const address = ${path};\n`,
      );
      expect(complaints, path).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Call the route through its declaration/),
      ]);
    }
    expect(
      await complaintsAbout('web/src/features/recipes/zone-probe.ts', "export const page = '/recipes';\n"),
    ).toEqual([]);
  });

  it("keeps owner filters in the policies: a module names whose rows it reads by a policy's scope", async () => {
    const query = (column: string) =>
      `declare const db: any, userId: string;\nexport const rows = db.selectFrom('t').where('${column}', '=', userId).execute();\n`;
    const ownerFilter = /^no-restricted-syntax: Whose rows these are is a policy's scope/;
    // In a module the probes are repositories, where its SQL may be (the next test keeps SQL there).
    for (const [file, column] of [
      ['server/src/modules/share-links/zone-probe.repository.ts', 'owner_id'],
      ['server/src/modules/circle/zone-probe.repository.ts', 'circle_members.owner_id'],
      ['server/src/modules/life-events/zone-probe.repository.ts', 'author_id'],
      ['server/src/modules/time-capsules/zone-probe.repository.ts', 'time_capsule_contributors.user_id'],
      ['server/src/jobs/zone-probe.ts', 'messages.owner_id'],
      // An account-record file may key by the account, never filter the family's things by owner.
      ['server/src/modules/auth/zone-probe.repository.ts', 'vault_items.owner_id'],
    ]) {
      expect(await complaintsAbout(file!, query(column!)), `${file} ${column}`).toEqual([
        expect.stringMatching(ownerFilter),
      ]);
    }
    for (const [file, column] of [
      ['server/src/policies/zone-probe.policy.ts', 'share_links.owner_id'],
      ['server/src/modules/auth/zone-probe.repository.ts', 'user_id'],
      ['server/src/storage/keyring.ts', 'user_id'],
      ['server/src/modules/share-links/zone-probe.repository.ts', 'target_id'],
    ]) {
      expect(await complaintsAbout(file!, query(column!)), `${file} ${column}`).toEqual([]);
    }
    const scoped = await complaintsAbout(
      'server/src/modules/share-links/zone-probe.repository.ts',
      "import { shareLinksMadeBy } from '../../policies/share-link.policy';\ndeclare const db: any, userId: string;\nexport const rows = db.selectFrom('share_links').where(shareLinksMadeBy(userId)).execute();\n",
    );
    expect(scoped).toEqual([]);
  });

  it("keeps a module's SQL in its repositories, and its route files calling services only", async () => {
    const sqlOutside = /^no-restricted-syntax: SQL lives in the module's repositories/;
    const queries = [
      "declare const db: any;\nexport const rows = db.selectFrom('recipes').selectAll().execute();\n",
      "declare const trx: any;\nexport const done = trx.updateTable('recipes').set({ title: 'x' }).execute();\n",
      "import { sql } from 'kysely';\ndeclare const db: any;\nexport const rows = sql`select 1`.execute(db);\n",
    ];
    for (const source of queries) {
      for (const file of [
        'server/src/modules/recipes/zone-probe.service.ts',
        'server/src/modules/recipes/zone-probe.jobs.ts',
        'server/src/modules/recipes/zone-probe.routes.ts',
        // Account records too: their owner filter is allowed, their SQL is still their repositories'.
        'server/src/modules/auth/zone-probe.service.ts',
      ]) {
        expect(await complaintsAbout(file, source), `${file}: ${source}`).toEqual([expect.stringMatching(sqlOutside)]);
      }
      for (const file of [
        'server/src/modules/recipes/zone-probe.repository.ts',
        'server/src/modules/auth/zone-probe.repository.ts',
        'server/src/policies/zone-probe.policy.ts',
      ]) {
        expect(await complaintsAbout(file, source), `${file}: ${source}`).toEqual([]);
      }
    }

    const routeLayer = /^import\/no-restricted-paths: .*A route file calls services only/;
    for (const specifier of [
      "import { deleteRecipe } from './recipes.repository';",
      "import type { RecipeMedia } from './recipes.repository';",
      "import { listRecipeAccess } from '../../policies/recipe.policy';",
      "import { circleMembersOf } from '../../../src/policies/circle.policy.ts';",
    ]) {
      const source = `${specifier}\nexport type Probe = unknown;\n`;
      expect(await complaintsAbout('server/src/modules/recipes/zone-probe.routes.ts', source), specifier).toEqual([
        expect.stringMatching(routeLayer),
      ]);
      // What the route may not reach, its service reaches.
      expect(await complaintsAbout('server/src/modules/recipes/zone-probe.service.ts', source), specifier).toEqual([]);
    }
    const service = "import * as service from './recipes.service';\nexport const probe = service;\n";
    expect(await complaintsAbout('server/src/modules/recipes/zone-probe.routes.ts', service)).toEqual([]);
  });

  it('holds messages and legacy to the layer rules like every other module', async () => {
    const query = "declare const db: any;\nexport const rows = db.selectFrom('messages').selectAll().execute();\n";
    for (const folder of ['messages', 'legacy']) {
      expect(await complaintsAbout(`server/src/modules/${folder}/zone-probe.service.ts`, query), folder).toEqual([
        expect.stringMatching(/^no-restricted-syntax: SQL lives in the module's repositories/),
      ]);
      expect(await complaintsAbout(`server/src/modules/${folder}/zone-probe.repository.ts`, query), folder).toEqual([]);
    }
    const repository = "import * as repository from './messages.repository';\nexport const probe = repository;\n";
    expect(await complaintsAbout('server/src/modules/messages/zone-probe.routes.ts', repository)).toEqual([
      expect.stringMatching(/^import\/no-restricted-paths: .*A route file calls services only/),
    ]);
  });
});
