import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { tokenResponse, type DomainId } from '@member-dashboard/contract'
import { afterAll, beforeAll } from 'vitest'
import { buildGateway, type GatewayOptions } from './app'

export const PASSWORD = 'Dashboard#2026'
export const SECRET = 'test-secret-for-the-sandbox-gateway-0123456789'

/** A temporary database file for one test file; `cleanup` removes its folder. */
export function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'gateway-test-'))
  return { dbPath: join(dir, 'gateway.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) }
}

export function gateway(dbPath: string, options: Partial<GatewayOptions> = {}): FastifyInstance {
  return buildGateway({ dbPath, jwtSecret: SECRET, logger: false, ...options })
}

/** One gateway on a temporary database for the test file (built before, closed after its tests). */
export function gatewayForFile() {
  const db = tempDb()
  const holder: { app: FastifyInstance; dbPath: string } = { app: null as never, dbPath: db.dbPath }
  beforeAll(() => {
    holder.app = gateway(db.dbPath)
  })
  afterAll(async () => {
    await holder.app.close()
    db.cleanup()
  })
  return holder
}

type Method = 'GET' | 'POST' | 'PUT'

export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  token?: string | null,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api/${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  })
}

export async function login(
  app: FastifyInstance,
  username: string,
  domainId: DomainId = 1,
  password = PASSWORD,
) {
  const res = await call(app, 'POST', 'token', null, { username, password, domainId })
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`)
  return tokenResponse.parse(res.json()).token
}

/** Decodes (without verifying) a JWT payload. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'))
}

export const personaDomains: Record<string, DomainId> = {
  avery: 1,
  blake: 1,
  cameron: 1,
  jordan: 1,
  casey: 1,
  morgan: 1,
  taylor: 1,
  riley: 1,
  pat: 1,
  drew: 1,
  lee: 1,
  rowan: 1,
  sky: 1,
  kai: 1,
  frances: 1,
  carmen: 1,
  mia: 2,
  noah: 2,
  harper: 5,
  ellis: 5,
}
