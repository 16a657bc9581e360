// ESLint 9 flat config: typescript-eslint's recommended rules, React hooks rules, and the import
// directions of ARCHITECTURE.md ("Layers" and "Modules") as restricted paths. The zones compare
// resolved files, not import strings, so no relative path, directory or extension gets around them;
// a relative import that does not resolve is an error. Import cycles, type-only ones included, are
// found by madge (server/test/import-cycles.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const foldersIn = (folder) =>
  fs
    .readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every file outside server/src/modules (globs of `target`). */
const OUTSIDE_SERVER_MODULES = [
  './*',
  './!(server)/**/*',
  './server/!(src)/**/*',
  './server/src/!(modules)/**/*',
  './server/src/*',
];

const importZones = [
  {
    target: [
      './server/src/lib',
      './server/src/db',
      './server/src/plugins',
      './server/src/storage',
      './server/src/mail',
      './server/src/jobs',
      './server/src/policies',
    ],
    from: './server/src/modules',
    message: 'Infrastructure never imports a feature module (ARCHITECTURE.md "Layers").',
  },
  // A module's index.ts is its only public surface: nothing outside the module reaches past it.
  ...foldersIn('server/src/modules').map((name) => ({
    target: [...OUTSIDE_SERVER_MODULES, `./server/src/modules/!(${name})/**/*`],
    from: `./server/src/modules/${name}`,
    except: ['./index.ts'],
    message: `Import the ${name} module only through server/src/modules/${name}/index.ts (ARCHITECTURE.md "Modules").`,
  })),
  {
    target: './common',
    from: ['./server', './web', './e2e'],
    message: 'common is shared by server and web and imports neither.',
  },
  { target: './web', from: './server', message: 'The web app never imports server code.' },
  { target: './server', from: './web', message: 'The server never imports web code.' },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Components and lib never import features or the app (ARCHITECTURE.md "Layers").',
  },
  ...foldersIn('web/src/features').map((name) => ({
    target: `./web/src/features/!(${name})/**/*`,
    from: `./web/src/features/${name}`,
    message: 'A feature never imports another feature (ARCHITECTURE.md "Layers").',
  })),
];

/**
 * Inside a module, a route file calls services only (ARCHITECTURE.md "Layers"): what it may act on
 * comes from its access gate (plugins/declared-routes.ts), so it never reads the database through a
 * repository nor asks a policy itself. Resolved files, like the zones above, type imports included.
 */
const ROUTE_LAYER_ZONES = [
  {
    target: './server/src/modules/**/*.routes.ts',
    from: ['./server/src/modules/**/*.repository.ts', './server/src/policies/**/*'],
    message:
      'A route file calls services only, never a repository or a policy (ARCHITECTURE.md "Layers"): its gate authorises, a service acts.',
  },
];

/** Only the access gates (server/src/policies/access-gates.ts) call a policy's authorize* check. */
const AUTHORIZE_ONLY_IN_GATES = {
  group: ['**/policies/*'],
  importNamePattern: '^authorize',
  message: "A route's access gate checks the addressed object (policies/access-gates.ts); take what it authorised.",
};

/**
 * Owner filters: a `.where()` on an owner column named by a string (docs/decisions/005 "Owner
 * filters"). Whose of the family's things (`owner_id`, `author_id`, a tree person's
 * `linked_user_id`) a request or a job reaches is its policy's named scope (`shareLinksMadeBy`,
 * `circleMembersOf`, `vaultScopeFor`...), never a filter of a module's own.
 */
const OWNER_FILTERS = [
  {
    selector:
      "CallExpression[callee.property.name='where'] > Literal.arguments:first-child[value=/(owner|author|linked_user)_id$/]",
    message: "Whose rows these are is a policy's scope: use (or add) the named scope in server/src/policies.",
  },
];
/** Account records are keyed by `user_id`: outside ACCOUNT_RECORDS, such a filter is a policy's scope too. */
const USER_FILTERS = [
  {
    selector: "CallExpression[callee.property.name='where'] > Literal.arguments:first-child[value=/(^|\\.)user_id$/]",
    message: "Whose rows these are is a policy's scope: use (or add) the named scope in server/src/policies.",
  },
];
/**
 * Files that filter account records by `user_id`: rows of one account that no one else reaches
 * through a circle, a link or a release, so the filter names whose account it is, not what its
 * requester may see of someone else's (docs/decisions/005 "Owner filters").
 */
const ACCOUNT_RECORDS = [
  // Sign-in, sessions, second factors, passwords and e-mail changes of the account being identified.
  'server/src/modules/auth/**/*.ts',
  // The payer's subscription and payments, and the payment provider's webhooks.
  'server/src/modules/billing/**/*.ts',
  // The account's one review and its saved quiz answers.
  'server/src/modules/reviews/**/*.ts',
  'server/src/modules/quiz-results/**/*.ts',
  // Suspending an account, and the demo family's daily build, end that account's sessions.
  'server/src/modules/admin/admin.repository.ts',
  'server/src/modules/demo/demo.repository.ts',
  // The account's age keys and its choices of optional e-mail.
  'server/src/storage/keyring.ts',
  'server/src/mail/notification-consent.ts',
];

/**
 * SQL of a module: Kysely query building and `sql` templates live in its repositories (`*.repository.ts`)
 * and the policies' scopes (server/src/policies), never in its services, jobs or routes (ARCHITECTURE.md
 * "Layers"). A transaction is begun where the work is decided and its handle passed to the repositories.
 */
const SQL_OUTSIDE_REPOSITORIES = [
  {
    selector:
      'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)$/]',
    message: 'SQL lives in the module\'s repositories (ARCHITECTURE.md "Layers"): call a *.repository.ts function.',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql'], MemberExpression[object.name='sql']",
    message: 'SQL lives in the module\'s repositories (ARCHITECTURE.md "Layers"): call a *.repository.ts function.',
  },
];
/** A module's repositories, where its SQL lives. */
const REPOSITORIES = ['server/src/modules/**/*.repository.ts'];

const API_PATH = '/^\\/api(\\/|$)/';
/** Fastify registrations of /api paths by hand, outside implementRoute (plugins/declared-routes.ts). */
const UNDECLARED_ROUTES = ['get', 'post', 'put', 'patch', 'delete', 'route', 'head', 'all'].flatMap((method) => [
  {
    selector: `CallExpression[callee.property.name='${method}'] > Literal.arguments:first-child[value=${API_PATH}]`,
    message: 'Declare the route in common/src/routes and register it with implementRoute.',
  },
  {
    selector: `CallExpression[callee.property.name='${method}'] > TemplateLiteral.arguments:first-child > TemplateElement:first-child[value.raw=${API_PATH}]`,
    message: 'Declare the route in common/src/routes and register it with implementRoute.',
  },
]);
/** A request path written in the web: take it from the route's declaration (routeAddress, callRoute). */
const WRITTEN_API_PATHS = [
  {
    selector: `Literal[value=${API_PATH}]`,
    message: 'Call the route through its declaration (web/src/lib/api-client.ts), not a written path.',
  },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${API_PATH}]`,
    message: 'Call the route through its declaration (web/src/lib/api-client.ts), not a written path.',
  },
];

const DATE_FORMATTER_MESSAGE =
  'Write dates for people with common/src/utils/format-date.ts (web/src/lib/reader-dates.ts on pages; docs/product/dates-and-times.md "Styles").';
/**
 * Dates for people are written by one module, in named styles (docs/product/dates-and-times.md):
 * no Intl.DateTimeFormat of a file's own (with or without `new`; `Intl.DateTimeFormat()` with no
 * arguments, which reads the runtime's zone, stays allowed) and no Date#toLocaleDateString or
 * #toLocaleTimeString. A separate copy of no-restricted-syntax, so the file groups above that set
 * their own no-restricted-syntax lists neither drop it nor are dropped by it.
 */
const DATE_FORMATTERS = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: DATE_FORMATTER_MESSAGE,
  },
  {
    selector: "CallExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat'][arguments.length>0]",
    message: DATE_FORMATTER_MESSAGE,
  },
];
const DATE_METHODS = ['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
  property,
  message: DATE_FORMATTER_MESSAGE,
}));
/**
 * Files that may make their own Intl.DateTimeFormat: the formatter, and those writing for machines —
 * YYYY-MM-DD day keys and times of day of a form, a file name's day, a day in a zone, the check that
 * a time zone exists — or GEDCOM dates in their own words (common/src/domain/everyday-date.ts).
 */
const DATE_FORMAT_FILES = [
  'common/src/utils/format-date.ts',
  'common/src/utils/message-file-name.ts',
  'common/src/contracts/messages.ts',
  'common/src/contracts/time-capsules.ts',
  'common/src/domain/everyday-date.ts',
  'web/src/lib/local-moment.ts',
  'web/src/features/messages/report-life-event-form.tsx',
  'server/src/modules/life-events/life-events.service.ts',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: [...importZones, ...ROUTE_LAYER_ZONES] }],
      // Only relative imports: packages with an `exports` map (@heirloom/common, uuid) escape the node resolver.
      'import/no-unresolved': ['error', { ignore: ['^[^.]'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.js', '.ts', '.tsx'] } },
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One door per object (docs/decisions/005): a module registers /api routes only from their
    // declarations (implementRoute), only the access gates call a policy's authorize* check, and whose
    // rows a query reaches is a policy's named scope, never an owner filter of the module's own. Its SQL
    // is its repositories' (ARCHITECTURE.md "Layers").
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [AUTHORIZE_ONLY_IN_GATES] }],
      'no-restricted-syntax': [
        'error',
        ...UNDECLARED_ROUTES,
        ...OWNER_FILTERS,
        ...USER_FILTERS,
        ...SQL_OUTSIDE_REPOSITORIES,
      ],
    },
  },
  {
    // A module's repositories hold its SQL (ARCHITECTURE.md "Layers").
    files: REPOSITORIES,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...UNDECLARED_ROUTES, ...OWNER_FILTERS, ...USER_FILTERS] },
  },
  {
    // Owner filters live in the policies (docs/decisions/005 "Owner filters").
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/modules/**', 'server/src/policies/**'],
    rules: { 'no-restricted-syntax': ['error', ...OWNER_FILTERS, ...USER_FILTERS] },
  },
  {
    files: ACCOUNT_RECORDS,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...UNDECLARED_ROUTES, ...OWNER_FILTERS] },
  },
  {
    // An account-record file of a module keeps its SQL in its repositories too (ARCHITECTURE.md "Layers").
    files: ACCOUNT_RECORDS.filter((glob) => glob.startsWith('server/src/modules/')),
    ignores: ['**/*.test.ts', ...REPOSITORIES],
    rules: { 'no-restricted-syntax': ['error', ...UNDECLARED_ROUTES, ...OWNER_FILTERS, ...SQL_OUTSIDE_REPOSITORIES] },
  },
  {
    // Every request and response schema lives in common/src/contracts.
    files: ['server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Request and response schemas live in common/src/contracts.' }],
          patterns: [AUTHORIZE_ONLY_IN_GATES],
        },
      ],
    },
  },
  {
    // The web calls the API through its declarations (web/src/lib/api-client.ts), never a written path.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...WRITTEN_API_PATHS] },
  },
  {
    files: ['common/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify', 'react', 'kysely'] }],
    },
  },
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: DATE_FORMAT_FILES,
    plugins: { dates: { rules: { 'no-restricted-syntax': builtinRules.get('no-restricted-syntax') } } },
    rules: {
      'dates/no-restricted-syntax': ['error', ...DATE_FORMATTERS],
      'no-restricted-properties': ['error', ...DATE_METHODS],
    },
  },
  {
    // A page writes its dates for its reader, in their locale and zone (web/src/lib/reader-dates.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/reader-dates.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@heirloom/common/utils/format-date',
              importNames: ['formatDate', 'formatCalendarDay'],
              message: "Pages write dates in their reader's locale and zone: use web/src/lib/reader-dates.ts.",
            },
          ],
        },
      ],
    },
  },
);
