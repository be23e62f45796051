/**
 * The layer rule bites (decisions 005 and 222): ESLint's own API lints small snippets as if they
 * were files at the given paths, with the repository's eslint.config.js. The rule reads the file an
 * import REACHES (eslint-plugin-boundaries with the TypeScript resolver), so every spelling of a
 * forbidden edge must give an error: an alias, a relative path, a path that climbs through another
 * folder, a bare `app/...` path, `import()`, a re-export. Targets are real files: an import that
 * resolves to nothing is an error of its own (no-unknown-dependencies). Every allowed import must
 * give no layer error.
 */
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` })
})

/** The rules that carry the layer rule: the boundaries rules, and fetch as a global in pure files. */
const layerRule = (ruleId: string | null) =>
  ruleId !== null && (ruleId.startsWith('boundaries/') || /^no-restricted-(globals|properties)$/.test(ruleId))

/** The layer-rule messages ESLint gives `code` placed at `filePath`. */
async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, {
    filePath: `${root}${filePath}`,
  })
  return result.messages.filter((m) => layerRule(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`)
}

/** A plain import; any other code (`import()`, a re-export, a call) is written out in full. */
const importing = (from: string) => (/[ (]/.test(from) ? from : `import { x } from '${from}'`)

const ANOTHER_FEATURE = /boundaries\/dependencies: .*must not import another feature/
const FEATURE_ROUTES = /boundaries\/dependencies: .*must not import routes/
const PLATFORM = /boundaries\/dependencies: platform must not import/
const UI = /boundaries\/dependencies: ui must not import/
const APP_SERVER = /boundaries\/dependencies: app-server must not import/
const NO_IO = /^boundaries\/dependencies: .*no I\/O/
const NOT_THE_APP = /boundaries\/dependencies: .*never import the app/
const ROUTE_PAGE =
  /boundaries\/dependencies: A route module must not import the session or the gateway client/
const UNKNOWN_FILE = /boundaries\/no-unknown-files/
const UNKNOWN_TARGET = /boundaries\/no-unknown-dependencies/
const FETCH = /no-restricted-(globals|properties): .*'(globalThis\.)?fetch'.*no I\/O/

/** [file, import (or code), what the message must say] */
const forbidden: [string, string, RegExp][] = [
  // a feature never imports another feature, by alias or by a relative path, from .ts or .tsx
  ['app/features/account/account.ts', '~/features/home/home-tiles', ANOTHER_FEATURE],
  ['app/features/account/summary.tsx', '~/features/home/home-tiles', ANOTHER_FEATURE],
  ['app/features/account/settings.server.ts', '~/features/claims/claims', ANOTHER_FEATURE],
  ['app/features/account/account.ts', '../home/home-tiles', ANOTHER_FEATURE],
  ['app/features/account/summary.tsx', '../home/home-tiles', ANOTHER_FEATURE],
  ['app/features/benefits/documents/documents.ts', '../../home/home-tiles', ANOTHER_FEATURE],
  ['app/features/home/home.ts', '../../features/account/account', ANOTHER_FEATURE],
  // ... however the path is spelled: the rule reads the file the import reaches
  ['app/features/claims/claims.ts', './../account/account', ANOTHER_FEATURE],
  ['app/features/claims/claims.ts', '~/features/claims/../account/account', ANOTHER_FEATURE],
  ['app/features/claims/claims.ts', "const x = await import('~/features/account/account')", ANOTHER_FEATURE],
  ['app/features/claims/claims.tsx', "export { x } from '~/features/account/account'", ANOTHER_FEATURE],
  // a bare path (tsconfig `baseUrl` is gone) reaches no declared file
  ['app/features/claims/claims.ts', 'app/features/account/account', UNKNOWN_TARGET],
  // a feature never imports a route, nor the app's entry
  ['app/features/account/account.ts', '~/routes/login', FEATURE_ROUTES],
  ['app/features/account/summary.tsx', '../../routes/login', FEATURE_ROUTES],
  ['app/features/account/summary.tsx', '~/root', FEATURE_ROUTES],
  // platform imports no feature, no route, no ui and not the app's entry
  ['app/platform/plan/limits.ts', '~/features/home/home-tiles', PLATFORM],
  ['app/platform/forms/form-controller.tsx', '~/features/shell/menus', PLATFORM],
  ['app/platform/gateway/cache.server.ts', '~/routes/login', PLATFORM],
  ['app/platform/forms/use-schema-form.ts', '~/ui/pieces/hidden-input', PLATFORM],
  ['app/platform/plan/limits.ts', '../../features/home/home-tiles', PLATFORM],
  ['app/platform/gateway/api/care.server.ts', '../../../features/find-care/find-care', PLATFORM],
  ['app/platform/plan/limits.ts', './../../features/home/home-tiles', PLATFORM],
  ['app/platform/plan/limits.ts', '~/root', PLATFORM],
  ['app/platform/plan/limits.ts', "const x = await import('~/features/home/home-tiles')", PLATFORM],
  // ui imports no feature, no route and not the app's entry
  ['app/ui/pieces/modal.tsx', '~/features/home/home-tiles', UI],
  ['app/ui/notifications.ts', '~/routes/login', UI],
  ['app/ui/pieces/modal.tsx', '../../features/home/tile', UI],
  ['app/ui/pieces/modal.tsx', '~/ui/../features/home/tile', UI],
  ['app/ui/pieces/modal.tsx', '~/root', UI],
  // the app server serves the Remix build on platform and the contract: no feature, no route
  ['app-server/app.ts', '~/features/shell/basic-frame', APP_SERVER],
  ['app-server/middleware/brand-hosts.ts', '../../app/features/shell/menus', APP_SERVER],
  ['app-server/app.ts', '~/routes/login', APP_SERVER],
  // every file belongs to a declared element, and every local import reaches one
  ['app/lib/helpers.ts', '~/features/account/account', UNKNOWN_FILE],
  ['app/lib/helpers.server.ts', '~/platform/formats', UNKNOWN_FILE],
  ['app/features/home/home.ts', '../../../vite.config', UNKNOWN_TARGET],
  // a pure rule file does no I/O, however it is spelled, and keeps the layer rule as well
  ['app/features/home/home.ts', 'node:fs', NO_IO],
  ['app/features/home/home.ts', 'fs', NO_IO],
  ['app/features/home/home.ts', 'fs/promises', NO_IO],
  ['app/features/home/home.ts', 'node:test', NO_IO],
  ['app/features/home/home.ts', './home.server', NO_IO],
  ['app/features/claims/claims.ts', './claims.server.js', NO_IO],
  ['app/features/home/home.ts', '~/platform/session/session.server', NO_IO],
  ['app/features/home/home.ts', '@remix-run/node', NO_IO],
  ['app/features/home/home.ts', '@remix-run/express', NO_IO],
  ['app/features/home/home.ts', 'express', NO_IO],
  ['app/features/home/home.ts', 'ioredis', NO_IO],
  ['app/features/home/home.ts', 'better-sqlite3', NO_IO],
  ['app/features/home/home.ts', '~/platform/gateway/client.server', NO_IO],
  ['app/features/home/home.ts', "const x = await import('node:fs')", NO_IO],
  ['app/features/home/home.ts', "export { x } from '~/platform/session/redis.server'", NO_IO],
  ['app/features/home/home.ts', "const x = await fetch('/api/member')", FETCH],
  ['app/features/home/home.ts', "const x = await globalThis.fetch('/api/member')", FETCH],
  ['app/platform/plan/limits.ts', 'node:path', NO_IO],
  ['app/ui/notifications.ts', 'node:fs', NO_IO],
  ['contract/src/index.ts', 'node:fs', NO_IO],
  ['contract/src/index.ts', "const x = await fetch('/api/member')", FETCH],
  ['app/features/home/home.ts', '~/features/account/account', ANOTHER_FEATURE],
  ['app/platform/plan/limits.ts', '~/features/home/home-tiles', PLATFORM],
  // the contract and the sandbox gateway never import the app
  ['contract/src/index.ts', '~/platform/formats', NOT_THE_APP],
  ['contract/src/index.ts', '../../app/platform/formats', NOT_THE_APP],
  ['server/app.ts', '~/platform/formats', NOT_THE_APP],
  ['server/account.ts', '../app/features/home/home', NOT_THE_APP],
  ['server/account.ts', "const x = await import('../app-server/config')", NOT_THE_APP],
  // route tests may import routes, but still no other feature
  ['app/features/home/home.route.test.ts', '~/features/account/account', ANOTHER_FEATURE],
  ['app/features/home/home.route.test.ts', '../account/account', ANOTHER_FEATURE],
  // a route module only re-exports its page (decision 256): no session, gateway client or context
  ['app/routes/login.tsx', '~/platform/session/auth.server', ROUTE_PAGE],
  ['app/routes/_member.home.tsx', '~/platform/session/session.server', ROUTE_PAGE],
  ['app/routes/_member.home.tsx', '../platform/session/account-state.server', ROUTE_PAGE],
  ['app/routes/resources.id-card.tsx', '~/platform/gateway/client.server', ROUTE_PAGE],
  ['app/routes/resources.id-card.tsx', '~/platform/gateway/pdf-download.server', ROUTE_PAGE],
  ['app/routes/login.tsx', "export { x } from '~/platform/context/load-context.server'", ROUTE_PAGE],
  // nor a module of those folders that is not server-only (the session's flash, the gateway's errors)
  ['app/routes/logout.tsx', '~/platform/session/flash', ROUTE_PAGE],
  ['app/routes/logout.tsx', '~/platform/gateway/errors', ROUTE_PAGE],
]

const allowed: [string, string][] = [
  ['app/features/home/home.ts', '~/platform/plan/limits'],
  ['app/features/home/home.ts', './home-tiles'],
  ['app/features/home/home.ts', '@member-dashboard/contract'],
  ['app/features/home/home.ts', 'zod'],
  ['app/features/home/home.server.ts', '~/platform/gateway/client.server'],
  ['app/features/home/home.server.ts', '~/features/home/home'],
  ['app/features/home/home.server.ts', 'node:crypto'],
  ['app/features/home/home.server.ts', "const x = await fetch('/api/member')"],
  ['app/features/home/home-page.tsx', '~/ui/pieces/modal'],
  ['app/features/benefits/programs/programs.server.ts', '../benefits-nav.server'],
  ['app/features/benefits/referrals/referrals-page.tsx', '../documents/fact'],
  ['app/platform/gateway/api/care.server.ts', '../client.server'],
  ['app/platform/forms/submission.ts', '../formats'],
  ['app/platform/plan/limits.ts', '@member-dashboard/contract'],
  ['app/ui/pieces/modal.tsx', '~/platform/formats'],
  ['app/ui/forms/fields.tsx', '~/platform/forms/use-schema-form'],
  // the test harness at the repository's tests/ (route tests and component tests)
  ['app/features/home/home.route.test.ts', '~/routes/_member.home'],
  ['app/features/home/home.route.test.ts', '~/root'],
  ['app/features/home/home.route.test.ts', '../../../tests/fake-gateway'],
  ['app/features/benefits/programs/programs.route.test.ts', '../../../../tests/fake-gateway'],
  ['app/ui/pieces/modal.test.tsx', '../../../tests/render'],
  ['app/features/home/home.test.ts', 'node:fs'],
  ['contract/src/index.ts', './api'],
  ['server/app.ts', 'node:fs'],
  ['server/app.ts', '@member-dashboard/contract'],
  // routes and the app's entry (root's frame is features/shell)
  ['app/routes/login.tsx', '~/features/sign-in/sign-in'],
  ['app/routes/login.tsx', '~/root'],
  ['app/routes/login.tsx', '~/platform/i18n/use-translation'],
  ['app/routes/logout.tsx', '~/platform/signed-in'],
  ['app/root.tsx', '~/features/shell/basic-frame'],
  ['app/entry.server.tsx', '~/platform/security/nonce'],
  // the app server: platform and the contract; its tests render the entry
  ['app-server/app.ts', '~/platform/config/brands'],
  ['app-server/app.ts', '@member-dashboard/contract'],
  ['app-server/server-timing.test.ts', '~/entry.server'],
  // scripts and tests import what they test
  ['scripts/form-constraints.ts', '~/features/account/account-schemas'],
  ['scripts/bench.mjs', '../tests/hardening/harness.mjs'],
  ['tests/render.tsx', '~/platform/i18n/languages'],
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
