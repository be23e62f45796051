/**
 * The two end-to-end stacks (decision 132): each a sandbox gateway on a fresh database and the
 * built app server, one per pair of Playwright projects (JavaScript on: app 3300; off: 3301), so
 * writes in one never disturb the other, plus a third app on the 'on' gateway with short session
 * time-outs (3302) for the idle tests. Playwright starts and stops them (`webServer` in
 * playwright.config.ts); E2E_PORT_OFFSET moves every port so two runs can share a machine.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { walletSandboxEnv } from '../scripts/wallet-sandbox.mjs'

export const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const root = fileURLToPath(new URL('..', import.meta.url))
/** Databases, sessions and the apps' logs of this run. */
export const dataDir = join(root, `data/e2e-${offset}`)

export type StackName = 'on' | 'off'
export const stacks: Record<StackName, { appPort: number; gatewayPort: number; controlPort: number }> = {
  on: { appPort: 3300 + offset, gatewayPort: 3400 + offset, controlPort: 3398 + offset },
  off: { appPort: 3301 + offset, gatewayPort: 3401 + offset, controlPort: 3399 + offset },
}

/**
 * Apps: one per stack, and 'idle' (short time-outs) on the 'on' stack's gateway. The stacks' apps
 * serve their metrics on 3396 and 3397 (e2e/field-vitals.spec.ts reads them).
 */
export const apps: Record<
  'on' | 'off' | 'idle',
  { stack: StackName; port: number; metricsPort?: number; env?: Record<string, string> }
> = {
  on: { stack: 'on', port: stacks.on.appPort, metricsPort: 3396 + offset },
  off: { stack: 'off', port: stacks.off.appPort, metricsPort: 3397 + offset },
  idle: {
    stack: 'on',
    port: 3302 + offset,
    env: { SESSION_IDLE_SECONDS: '20', SESSION_IDLE_WARNING_SECONDS: '14', SESSION_ABSOLUTE_SECONDS: '600' },
  },
}

export const gatewayDatabase = (name: StackName) => join(dataDir, `${name}.sqlite`)
export const appLog = (name: keyof typeof apps) => join(dataDir, `app-${name}.log`)

/** The sandbox wallet signing settings `npm start` gives the app (decision 219), for every app. */
export const walletEnv: Record<string, string> = walletSandboxEnv()
/**
 * Every test reaches an app from the same address, so the vitals beacon's allowance per client
 * (60 a minute by default) would be the whole suite's: raised here, or a busy minute drops the beacon
 * e2e/field-vitals.spec.ts waits for. The allowance itself is tested in the unit and hardening tests.
 */
const suiteEnv = { VITALS_BEACONS_PER_MINUTE: '100000' }
for (const app of Object.values(apps)) app.env = { ...walletEnv, ...suiteEnv, ...app.env }
