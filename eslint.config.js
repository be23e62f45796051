import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'
import { builtinModules } from 'node:module'

/**
 * Layers (docs/decisions/005-one-shape.md, 121-one-import-rule-per-file-class.md):
 * routes -> features -> platform | ui -> contract. A feature never imports another feature;
 * platform and ui know no feature; pure rule files (no .server, no .tsx) import no I/O; the
 * contract and the sandbox never import the app; a relative path never leaves its own area
 * (a feature folder) or layer (platform, ui): other code is reached through `~/`.
 *
 * Flat config replaces a rule's options instead of merging them, so every file class below gets
 * ONE `no-restricted-imports` carrying every pattern that applies to it (tests/shape/layers.test.ts
 * proves each one bites).
 */
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const upward = (layer, what) => ({
  regex: `^~/(${what})(/|$)`,
  message: `${layer} must not import ${what.replaceAll('|', ' or ')} (layers: routes -> features -> platform | ui -> contract).`,
})
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_') && !name.includes('/'))
const io = {
  regex: `(\\.server$|^@remix-run/(node|express)$|^(ioredis|better-sqlite3|express)$|^node:|^(${nodeBuiltins.join('|')})(/|$)|^~/platform/gateway/client)`,
  message: 'A pure rule module does no I/O: move this to a .server.ts file beside it.',
}
const otherFeature = (area) => ({
  regex: `^~/features/(?!${area}/)`,
  message: `features/${area} must not import another feature: move what both need to app/platform or app/ui.`,
})
/**
 * A file `depth` folders below `root` (which sits `rootDepth` folders below the repository) leaves
 * `root` with `depth + 1` steps up; only the repository's `tests/` may be reached that way.
 */
const climb = (root, rootDepth, depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!(\\.\\./){${rootDepth - 1}}tests/)`,
  message: `A relative path must stay inside ${root}: import other layers through ~/ (and never another feature).`,
})
const DEPTHS = [0, 1, 2, 3, 4]
const below = (root, depth) => `${root}/${'*/'.repeat(depth)}`
const PURE_IGNORES = ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx']

/** One area or layer: every file, then its route tests and its pure files, each with the full set. */
const layer = ({ root, rootDepth, rules, routeTestRules }) =>
  DEPTHS.flatMap((depth) => {
    const here = below(root, depth)
    const all = [...rules, climb(root, rootDepth, depth)]
    return [
      { files: [`${here}*.{ts,tsx}`], rules: restrict(all) },
      ...(routeTestRules
        ? [
            {
              files: [`${here}*.route.test.{ts,tsx}`],
              rules: restrict([...routeTestRules, climb(root, rootDepth, depth)]),
            },
          ]
        : []),
      { files: [`${here}*.ts`], ignores: PURE_IGNORES, rules: restrict([...all, io]) },
    ]
  })

const notTheApp = {
  regex: '^(~/|#app/|(\\.\\./)+app(/|$))',
  message: 'The contract and the sandbox gateway never import the app.',
}
const boundaries = [
  ...features.flatMap((area) =>
    layer({
      root: `app/features/${area}`,
      rootDepth: 3,
      rules: [upward(`features/${area}`, 'routes'), otherFeature(area)],
      // Route tests exercise the route modules of their own area.
      routeTestRules: [otherFeature(area)],
    }),
  ),
  ...layer({ root: 'app/platform', rootDepth: 2, rules: [upward('platform', 'routes|features|ui')] }),
  ...layer({ root: 'app/ui', rootDepth: 2, rules: [upward('ui', 'routes|features')] }),
  { files: ['contract/**/*.ts'], rules: restrict([notTheApp]) },
  { files: ['contract/**/*.ts'], ignores: PURE_IGNORES, rules: restrict([notTheApp, io]) },
  { files: ['server/**/*.ts'], rules: restrict([notTheApp]) },
]

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
  ...boundaries,
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
