/**
 * The app the cross-engine suite visits (decision 242): `scripts/start.mjs` as `npm start` runs it
 * (the built app and the sandbox gateway beside it, no setting changed, so cookies are as a
 * developer's browser gets them: decision 240), on its own ports (app 3600, gateway 3610, moved by
 * E2E_PORT_OFFSET) and its own database and sessions under data/engines-<offset>/.
 */
import { join } from 'node:path'
import { root } from '../stacks'

export const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const appPort = 3600 + offset
export const gatewayPort = 3610 + offset
export const dataDir = join(root, `data/engines-${offset}`)

export type Domain = 1 | 2 | 5
const HOSTS: Record<Domain, string> = { 1: 'localhost', 2: 'medicare.localhost', 5: 'partner.localhost' }

/** The origin of a brand's host, as a member types it. */
export const brandOrigin = (domain: Domain) => `http://${HOSTS[domain]}:${appPort}`
/** An address on a brand's host. */
export const at = (domain: Domain, path: string) => `${brandOrigin(domain)}${path}`
