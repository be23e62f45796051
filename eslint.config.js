import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

/**
 * Layers (docs/decisions/005-one-shape.md): routes -> features -> platform | ui -> contract.
 * A feature never imports another feature; platform and ui know no feature; pure rule files
 * (no .server, no .tsx) import no I/O; the contract and the sandbox never import the app.
 */
const features = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const upward = (layer, what) => ({
  regex: `^~/(${what})(/|$)`,
  message: `${layer} must not import ${what.replaceAll('|', ' or ')} (layers: routes -> features -> platform | ui -> contract).`,
})
const io = {
  regex: '(\\.server$|^@remix-run/node$|^node:|^fs$|^~/platform/gateway/client)',
  message: 'A pure rule module does no I/O: move this to a .server.ts file beside it.',
}
const otherFeature = (area) => ({
  regex: `^~/features/(?!${area}/)`,
  message: `features/${area} must not import another feature: move what both need to app/platform or app/ui.`,
})
const boundaries = [
  ...features.flatMap((area) => [
    {
      files: [`app/features/${area}/**/*.{ts,tsx}`],
      ignores: ['**/*.route.test.{ts,tsx}'],
      rules: restrict(upward(`features/${area}`, 'routes'), otherFeature(area)),
    },
    // Route tests exercise the route modules of their own area.
    { files: [`app/features/${area}/**/*.route.test.{ts,tsx}`], rules: restrict(otherFeature(area)) },
  ]),
  { files: ['app/platform/**/*.{ts,tsx}'], rules: restrict(upward('platform', 'routes|features')) },
  { files: ['app/ui/**/*.{ts,tsx}'], rules: restrict(upward('ui', 'routes|features')) },
  {
    files: ['app/features/**/*.ts', 'app/platform/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: restrict(io),
  },
  {
    files: ['contract/**/*.ts', 'server/**/*.ts'],
    rules: restrict({
      regex: '^(~/|\\.\\./app/|\\.\\./\\.\\./app/)',
      message: 'The contract and the sandbox gateway never import the app.',
    }),
  },
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
