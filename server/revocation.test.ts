import { describe, expect, it } from 'vitest'
import {
  accountActivityPage,
  accountActivityPaths,
  paths,
  revocationPath,
  tokenResponse,
} from '@member-dashboard/contract'
import { call, gateway, gatewayForFile, login } from './test-helpers'

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
