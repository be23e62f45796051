import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The layer rule (docs/decisions/005-one-shape.md, 222-layer-rule-resolves.md):
 * routes -> features -> platform | ui -> contract, read from the file an import REACHES, not from
 * how it is spelled. eslint-plugin-boundaries resolves every import, re-export and `import()`
 * with the TypeScript resolver (tsconfig `paths`, relative paths, workspace packages), gives the
 * resolved file its element (the folder it lives in) and its category (what kind of file it is),
 * and checks the pair against the policies below: the last policy that matches decides.
 * tests/shape/layers.test.ts proves each one bites.
 */

/**
 * Where every checked file lives: one element per layer, area or workspace (the folder, matched
 * from the repository's root). A file in none of them is an error (no-unknown-files), and so is
 * an import of one (no-unknown-dependencies), unless a file category below names it.
 */
const elements = [
  { type: 'route', pattern: 'app/routes' },
  { type: 'feature', pattern: 'app/features/*', capture: ['area'] },
  { type: 'platform', pattern: 'app/platform' },
  { type: 'ui', pattern: 'app/ui' },
  { type: 'contract', pattern: 'contract' },
  { type: 'sandbox', pattern: 'server' },
  { type: 'app-server', pattern: 'app-server' },
  { type: 'scripts', pattern: 'scripts' },
  { type: 'tests', pattern: 'tests' },
  { type: 'e2e', pattern: 'e2e' },
  { type: 'bench', pattern: 'bench' },
].map((element) => ({ ...element, partialMatch: false }))

/**
 * What kind of file it is (the first descriptor that matches, full paths from the root): the app's
 * entry (root, whose frame imports features/shell, the two entries and the route config: one file
 * each, so a category rather than a folder element), route tests, tests, `.server` modules, and
 * pure rule files (a .ts file of a feature, platform, ui or the contract that is neither).
 */
const KNOWN =
  '{app/routes,app/features,app/platform,app/ui,app-server,contract,server,scripts,tests,e2e,bench}'
const PURE = '{app/features,app/platform,app/ui,contract/src}/**/*.ts'
const files = [
  {
    category: 'entry',
    pattern: ['app/root.tsx', 'app/entry.client.tsx', 'app/entry.server.tsx', 'app/routes.ts'],
  },
  { category: 'route-test', pattern: 'app/features/**/*.route.test.{ts,tsx}' },
  { category: 'test', pattern: `${KNOWN}/**/*.{test,spec}.{ts,tsx,mjs}` },
  { category: 'server', pattern: [`${KNOWN}/**/*.server.{ts,tsx}`, `${KNOWN}/**/.server/**`] },
  { category: 'pure', pattern: PURE },
]

const LAYERS = '(layers: routes -> features -> platform | ui -> contract)'
const NO_IO = 'A pure rule module does no I/O: move this to a .server.ts file beside it.'
const element = (type, more = {}) => ({ element: { type, ...more } })
const category = (categories) => ({ file: { categories } })
/** A dependency on elements of these types. */
const to = (...types) => ({ to: element(types) })
/** A dependency on the app's entry files. */
const toEntry = { to: category('entry') }

/** The last policy that matches a dependency decides; none matching: disallowed. */
const policies = [
  // packages, Node built-ins and a file's own element (the pure policy at the end takes I/O back)
  { allow: { to: { module: { origin: ['external', 'core'] } } } },
  { allow: { dependency: { relationship: { from: 'internal' } } } },
  // the app, downwards
  { from: category('entry'), allow: [to('route', 'feature', 'platform', 'ui', 'contract'), toEntry] },
  { from: element('route'), allow: [to('feature', 'platform', 'ui', 'contract'), toEntry] },
  {
    from: element('feature'),
    allow: [
      { to: element('feature', { captured: { area: '{{ from.element.captured.area }}' } }) },
      to('platform', 'ui', 'contract'),
    ],
  },
  { from: element('ui'), allow: to('platform', 'contract') },
  { from: element('platform'), allow: to('contract') },
  // the servers: the app server runs the Remix build (loaded at run time) on platform and the contract
  { from: element('app-server'), allow: to('platform', 'contract') },
  { from: element('sandbox'), allow: to('contract') },
  // tests use the harness in tests/; scripts, tests, e2e and bench import what they test
  { from: category(['test', 'route-test']), allow: to('tests', 'scripts') },
  {
    from: element(['scripts', 'tests', 'e2e', 'bench']),
    allow: [{ to: { element: { isUnknown: false } } }, toEntry],
  },
  // the forbidden edges, named
  {
    from: element('feature'),
    disallow: { to: element('feature', { captured: { area: '!{{ from.element.captured.area }}' } }) },
    message:
      'features/{{ from.element.captured.area }} must not import another feature (features/{{ to.element.captured.area }}): move what both need to app/platform or app/ui.',
  },
  {
    from: element('feature'),
    disallow: [to('route'), toEntry],
    message: `features/{{ from.element.captured.area }} must not import routes or the app's entry ${LAYERS}.`,
  },
  {
    from: element('platform'),
    disallow: [to('route', 'feature', 'ui'), toEntry],
    message: `platform must not import routes, features, ui or the app's entry ${LAYERS}.`,
  },
  {
    from: element('ui'),
    disallow: [to('route', 'feature'), toEntry],
    message: `ui must not import routes, features or the app's entry ${LAYERS}.`,
  },
  {
    from: element('app-server'),
    disallow: [to('route', 'feature', 'ui'), toEntry],
    message:
      "app-server must not import routes, features, ui or the app's entry: it serves the Remix build, on platform and the contract.",
  },
  {
    from: element(['contract', 'sandbox']),
    disallow: [to('route', 'feature', 'platform', 'ui', 'app-server'), toEntry],
    message: 'The contract and the sandbox gateway never import the app.',
  },
  {
    // a page is one unit (decision 256): its loader and action live in its feature and read the
    // request's context; a route module only re-exports them
    from: element('route'),
    disallow: [
      {
        to: {
          file: { path: ['app/platform/session/**', 'app/platform/gateway/**'] },
        },
      },
      { to: { file: { path: 'app/platform/context/**' } } },
    ],
    message:
      "A route module must not import the session or the gateway client: its loader and action live in its feature, on the request's context (decision 256).",
  },
  // the exceptions: route tests run the routes of their area; app-server tests render the entry
  { from: { ...element('feature'), ...category('route-test') }, allow: [to('route'), toEntry] },
  { from: { ...element('app-server'), ...category('test') }, allow: toEntry },
  // a pure rule file does no I/O, however the module is spelled
  {
    from: category('pure'),
    disallow: [
      { to: category('server') },
      { to: { file: { path: 'app/platform/gateway/client*' } } },
      { to: { module: { origin: 'core' } } },
      { dependency: { source: 'node:*' } },
      {
        to: {
          module: {
            source: ['ioredis', 'better-sqlite3', 'express', '@remix-run/node', '@remix-run/express'],
          },
        },
      },
    ],
    message: NO_IO,
  },
]

const layerRule = {
  files: ['{app,app-server,contract,server,scripts,tests,e2e,bench}/**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': {
      typescript: { alwaysTryTypes: true, project: `${import.meta.dirname}/tsconfig.json` },
    },
    'boundaries/root-path': import.meta.dirname,
    'boundaries/elements': elements,
    'boundaries/files': files,
    'boundaries/files-single-match': true,
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    // an import that does not resolve is a local file nobody declared (no-unknown-dependencies), not
    // a package; `node:` modules without a bare name (node:test) are Node's own
    'boundaries/flag-as-external': { unresolvableAlias: false, customSourcePatterns: ['node:*'] },
    'boundaries/legacy-templates': false,
  },
  rules: {
    'boundaries/no-unknown-files': 'error',
    'boundaries/no-unknown-dependencies': ['error', { require: 'any' }],
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        checkInternals: true,
        message: `No layer rule lets {{ from.file.path }} import {{ to.file.path }} ${LAYERS}.`,
        policies,
      },
    ],
  },
}

/** A pure rule file does no I/O through the global fetch either, however it is reached. */
const pureGlobals = {
  files: [PURE],
  ignores: ['**/*.server.ts', '**/*.test.ts'],
  rules: {
    'no-restricted-globals': ['error', { name: 'fetch', message: NO_IO }],
    'no-restricted-properties': [
      'error',
      ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message: NO_IO })),
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      'node_modules/**',
      'data/**',
      'test-results*/**',
      'playwright-report*/**',
      'bench-results/**',
      'public/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['warn', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  layerRule,
  pureGlobals,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
)
