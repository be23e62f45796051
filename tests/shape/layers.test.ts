/**
 * The layer rule bites (decisions 005 and 121): ESLint's own API lints small snippets as if they
 * were files at the given paths, with the repository's eslint.config.js. Every forbidden import
 * must give a `no-restricted-imports` error; every allowed one must not.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` })
})

/** The restricted-import messages ESLint gives `code` placed at `filePath`. */
async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, {
    filePath: `${root}${filePath}`,
  })
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const importing = (from: string) => `import { x } from '${from}'`

/** [file, import, what the message must say] */
const forbidden: [string, string, RegExp][] = [
  // a feature never imports another feature, by alias or by a relative path, from .ts or .tsx
  ['app/features/account/account.ts', '~/features/home/home-tiles', /another feature/],
  ['app/features/account/summary.tsx', '~/features/home/home-tiles', /another feature/],
  ['app/features/account/settings.server.ts', '~/features/claims/claims', /another feature/],
  ['app/features/account/account.ts', '../home/home-tiles', /relative path/],
  ['app/features/account/summary.tsx', '../home/home-tiles', /relative path/],
  ['app/features/benefits/documents/documents.ts', '../../home/home-tiles', /relative path/],
  ['app/features/home/home.ts', '../../features/account/account', /relative path/],
  // a feature never imports a route, nor climbs into one
  ['app/features/account/account.ts', '~/routes/login', /must not import routes/],
  ['app/features/account/summary.tsx', '../../routes/login', /relative path/],
  // platform imports no feature, no route and no ui
  ['app/platform/plan/limits.ts', '~/features/home/home-tiles', /platform must not import/],
  ['app/platform/session/idle-warning.tsx', '~/features/shell/menus', /platform must not import/],
  ['app/platform/gateway/cache.server.ts', '~/routes/login', /platform must not import/],
  ['app/platform/forms/use-schema-form.ts', '~/ui/pieces/hidden-input', /platform must not import/],
  ['app/platform/plan/limits.ts', '../../features/home/home-tiles', /relative path/],
  ['app/platform/gateway/api/care.server.ts', '../../../features/find-care/find-care', /relative path/],
  // ui imports no feature and no route
  ['app/ui/pieces/modal.tsx', '~/features/home/home-tiles', /ui must not import/],
  ['app/ui/notifications.ts', '~/routes/login', /ui must not import/],
  ['app/ui/pieces/modal.tsx', '../../features/home/tile', /relative path/],
  // a pure rule file does no I/O, and keeps the layer rule as well
  ['app/features/home/home.ts', 'node:fs', /no I\/O/],
  ['app/features/home/home.ts', 'fs', /no I\/O/],
  ['app/features/home/home.ts', './home.server', /no I\/O/],
  ['app/features/home/home.ts', '~/platform/session/session.server', /no I\/O/],
  ['app/features/home/home.ts', '@remix-run/node', /no I\/O/],
  ['app/features/home/home.ts', '~/platform/gateway/client.server', /no I\/O/],
  ['app/platform/plan/limits.ts', 'node:path', /no I\/O/],
  ['contract/src/index.ts', 'node:fs', /no I\/O/],
  ['app/features/home/home.ts', '~/features/account/account', /another feature/],
  ['app/platform/plan/limits.ts', '~/features/home/home-tiles', /platform must not import/],
  // the contract and the sandbox gateway never import the app
  ['contract/src/index.ts', '~/platform/formats', /never import the app/],
  ['contract/src/index.ts', '../../app/platform/formats', /never import the app/],
  ['server/app.ts', '~/platform/formats', /never import the app/],
  ['server/account.ts', '../app/features/home/home', /never import the app/],
  // route tests may import routes, but still no other feature
  ['app/features/home/home.route.test.ts', '~/features/account/account', /another feature/],
  ['app/features/home/home.route.test.ts', '../account/account', /relative path/],
]

const allowed: [string, string][] = [
  ['app/features/home/home.ts', '~/platform/plan/limits'],
  ['app/features/home/home.ts', './home-tiles'],
  ['app/features/home/home.ts', '@member-dashboard/contract'],
  ['app/features/home/home.server.ts', '~/platform/gateway/client.server'],
  ['app/features/home/home.server.ts', '~/features/home/home'],
  ['app/features/home/home-page.tsx', '~/ui/pieces/modal'],
  ['app/features/benefits/programs/programs.server.ts', '../benefits-nav.server'],
  ['app/features/benefits/referrals/referrals-page.tsx', '../documents/fact'],
  ['app/platform/gateway/api/care.server.ts', '../client.server'],
  ['app/platform/forms/submission.ts', '../formats'],
  ['app/ui/pieces/modal.tsx', '~/platform/formats'],
  ['app/ui/forms/fields.tsx', '~/platform/forms/use-schema-form'],
  // the test harness at the repository's tests/ (route tests and component tests)
  ['app/features/home/home.route.test.ts', '~/routes/_member.home'],
  ['app/features/home/home.route.test.ts', '../../../tests/fake-gateway'],
  ['app/features/benefits/programs/programs.route.test.ts', '../../../../tests/fake-gateway'],
  ['app/ui/pieces/modal.test.tsx', '../../../tests/render'],
  ['app/features/home/home.test.ts', 'node:fs'],
  ['contract/src/index.ts', './api'],
  ['server/app.ts', 'node:fs'],
  ['app/routes/login.tsx', '~/features/sign-in/sign-in'],
]

describe('layer rule: forbidden imports fail', () => {
  it.each(forbidden)('%s importing %s', async (file, from, reason) => {
    const messages = await restrictions(file, importing(from))
    expect(
      messages.some((m) => reason.test(m)),
      messages.join('\n') || 'no error',
    ).toBe(true)
  })
})

describe('layer rule: allowed imports pass', () => {
  it.each(allowed)('%s importing %s', async (file, from) => {
    expect(await restrictions(file, importing(from))).toEqual([])
  })
})
