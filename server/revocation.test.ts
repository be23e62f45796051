import { describe, expect, it } from 'vitest'
import {
  accountActivityPage,
  accountActivityPaths,
  paths,
  revocationPath,
  tokenResponse,
} from '@member-dashboard/contract'
import { createHash } from 'node:crypto'
import Database from 'better-sqlite3'
import { call, gateway, gatewayForFile, login, PASSWORD } from './test-helpers'

const sandbox = gatewayForFile()
const revoke = (token: string) => call(sandbox.app, 'POST', revocationPath, null, { token })

describe('POST auth/revoke (decision 137, RFC 7009)', () => {
  it('a revoked token is refused on every call from then on; another token of the member, issued the same second, is not', async () => {
    const token = await login(sandbox.app, 'avery')
    const other = await login(sandbox.app, 'avery')
    expect((await call(sandbox.app, 'GET', paths.account, token)).statusCode).toBe(200)
    const res = await revoke(token)
    expect(res.statusCode).toBe(200)
    expect((await call(sandbox.app, 'GET', paths.account, token)).statusCode).toBe(401)
    expect((await call(sandbox.app, 'GET', paths.groups, token)).statusCode).toBe(401)
    expect((await call(sandbox.app, 'GET', paths.account, other)).statusCode).toBe(200)
  })

  it('the eBill site no longer accepts a revoked idptoken', async () => {
    const token = await login(sandbox.app, 'cameron')
    const page = async () =>
      sandbox.app.inject({ method: 'POST', url: `/api/${paths.ebillSite}`, payload: { idptoken: token } })
    expect((await page()).body).toContain('yes, verified')
    await revoke(token)
    expect((await page()).body).toContain('yes, not valid')
  })

  it("a revoked login-as token ends that staff access session in the member's activity record", async () => {
    const staff = await login(sandbox.app, 'staff.main')
    const res = await call(sandbox.app, 'POST', paths.loginAs, staff, {
      subscriberId: 'EV1000001',
      domainId: 1,
    })
    const loginAs = tokenResponse.parse(res.json()).token
    const staffAccess = async () => {
      const avery = await login(sandbox.app, 'avery')
      const page = await call(
        sandbox.app,
        'GET',
        `${accountActivityPaths.accountActivity}?types=STAFF_ACCESS`,
        avery,
      )
      return accountActivityPage.parse(page.json()).content[0].staffAccess
    }
    expect((await staffAccess())?.endedAt).toBeNull()
    await revoke(loginAs)
    expect((await staffAccess())?.endedAt).toEqual(expect.any(String))
  })

  it('answers 200 for an unknown, forged or already revoked token; 400 without one; needs no bearer', async () => {
    const token = await login(sandbox.app, 'riley')
    expect((await revoke('not-a-token')).statusCode).toBe(200)
    expect((await revoke(token)).statusCode).toBe(200)
    expect((await revoke(token)).statusCode).toBe(200)
    expect((await call(sandbox.app, 'POST', revocationPath, null, {})).statusCode).toBe(400)
  })

  it('a restarted gateway still refuses the revoked token', async () => {
    const token = await login(sandbox.app, 'jordan')
    await revoke(token)
    const again = gateway(sandbox.dbPath)
    expect((await call(again, 'GET', paths.account, token)).statusCode).toBe(401)
    await again.close()
  })
})

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
/** The other spellings of the token's last character that decode to the same signature bytes. */
const otherSpellings = (token: string) => {
  const signature = token.split('.')[2]
  const bytes = Buffer.from(signature, 'base64url')
  return [...ALPHABET]
    .map((char) => `${token.slice(0, -1)}${char}`)
    .filter((other) => other !== token && Buffer.from(other.split('.')[2], 'base64url').equals(bytes))
}
const account = (token: string) => call(sandbox.app, 'GET', paths.account, token)

describe('a token is the token it is, not its spelling (decision 215)', () => {
  it("the 15 other spellings of a signature's last character open nothing, revoked or not", async () => {
    const token = await login(sandbox.app, 'avery')
    const spellings = otherSpellings(token)
    expect(spellings).toHaveLength(15)
    expect((await account(token)).statusCode).toBe(200)
    for (const other of spellings) expect((await account(other)).statusCode).toBe(401)
    await revoke(token)
    for (const other of [token, ...spellings]) expect((await account(other)).statusCode).toBe(401)
  })

  it('revoking a non-canonical spelling revokes nothing; padding and standard base64 are refused', async () => {
    const token = await login(sandbox.app, 'avery')
    await revoke(otherSpellings(token)[0])
    expect((await account(token)).statusCode).toBe(200)
    const page = await sandbox.app.inject({
      method: 'POST',
      url: `/api/${paths.ebillSite}`,
      payload: { idptoken: `${token}=` },
    })
    expect(page.body).toContain('yes, not valid')
    expect((await account(`${token}=`)).statusCode).toBe(401)
  })

  it('a token is revoked by its jti: the list holds a hash of its identity, not of its text', async () => {
    const token = await login(sandbox.app, 'avery')
    await revoke(token)
    const db = new Database(sandbox.dbPath, { readonly: true })
    const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti as string
    const hash = (text: string) => createHash('sha256').update(text).digest('base64url')
    const row = (key: string) => db.prepare('SELECT 1 FROM revoked_tokens WHERE token_hash = ?').get(key)
    expect(row(hash(`jti:${jti}`))).toBeDefined()
    expect(row(hash(token))).toBeUndefined()
    db.close()
  })

  it("a password change revokes the member's other tokens at the gateway; the token that changed it goes on", async () => {
    const other = await login(sandbox.app, 'pat')
    const third = await login(sandbox.app, 'pat')
    const here = await login(sandbox.app, 'pat')
    const someoneElse = await login(sandbox.app, 'avery')
    const changed = await call(sandbox.app, 'PUT', paths.password, here, {
      currentPassword: PASSWORD,
      newPassword: 'Dashboard#2027',
      confirmPassword: 'Dashboard#2027',
    })
    expect(changed.statusCode).toBe(200)
    expect((await account(here)).statusCode).toBe(200)
    expect((await account(other)).statusCode).toBe(401)
    expect((await account(third)).statusCode).toBe(401)
    expect((await account(someoneElse)).statusCode).toBe(200)
    const fresh = await login(sandbox.app, 'pat', 1, 'Dashboard#2027')
    expect((await account(fresh)).statusCode).toBe(200)
  })

  it('a row of the list written before (the hash of the token text) is still honoured', async () => {
    const token = await login(sandbox.app, 'riley')
    const db = new Database(sandbox.dbPath)
    db.prepare('INSERT INTO revoked_tokens (token_hash, expires_at) VALUES (?, ?)').run(
      createHash('sha256').update(token).digest('base64url'),
      Math.floor(Date.now() / 1000) + 3600,
    )
    db.close()
    expect((await account(token)).statusCode).toBe(401)
  })
})
