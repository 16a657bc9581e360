/**
 * Every server module is a named plugin of the app
 * (docs/decisions/007-module-plugins-and-import-zones.md): each folder of server/src/modules has an
 * index.ts, and the built app has registered a plugin of the folder's name, and the `session`
 * plugin they depend on. A module folder left out of app.ts fails.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './test-app';

const modulesDir = path.resolve(import.meta.dirname, '../src/modules');
const moduleNames = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describeEachDatabase('module plugins', (context) => {
  it('registers the session plugin and one plugin named after each module folder', () => {
    const { app } = context();
    expect(moduleNames.length).toBeGreaterThanOrEqual(8);
    expect(app.hasPlugin('session')).toBe(true);
    for (const name of moduleNames) {
      expect(existsSync(path.join(modulesDir, name, 'index.ts')), `${name}/index.ts`).toBe(true);
      expect(app.hasPlugin(name), name).toBe(true);
    }
  });

  it('knows no plugin by a name that is not registered (the check above can fail)', () => {
    expect(context().app.hasPlugin('no-such-module')).toBe(false);
  });
});
