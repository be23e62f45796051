/**
 * Issue 16 in the sandbox gateway: an adult dependent's account answer carries only their own
 * personal details (decision 102, the `visibleMembers` rule of benefits and claims), and no write
 * stores a control or bidi-override character (decision 100, the contract's validator).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { call, gateway, login, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()

beforeAll(() => {
  app = gateway(db.dbPath)
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

const familyOf = async (username: string) => {
  const token = await login(app, username)
  const account = c.accountDetails.parse((await call(app, 'GET', c.paths.account, token)).json())
  return account.members.map((m) => ({
    name: m.firstName,
    suffix: m.memberSuffix,
    dateOfBirth: m.dateOfBirth,
  }))
}

describe('account details: whose personal details', () => {
  it('blake (adult dependent) gets only his own entry: no one else’s date of birth', async () => {
    const family = await familyOf('blake')
    expect(family).toHaveLength(1)
    expect(family[0]).toMatchObject({ name: 'Blake', suffix: 1 })
  })

  it('cameron (a dependent under 18) gets only his own entry too', async () => {
    expect((await familyOf('cameron')).map((m) => m.suffix)).toEqual([2])
  })

  it('avery (the subscriber) still gets the family', async () => {
    expect((await familyOf('avery')).map((m) => m.suffix)).toEqual([0, 1, 2, 3])
  })
})

describe('writes refuse control and bidi-override characters', () => {
  const address = {
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Portland',
    state: 'OR',
    zipCode: '97214',
    country: 'US',
    phoneNumber: '',
  }

  for (const [what, value] of [
    ['NUL', '1 Main\u0000St'],
    ['U+202E', '1 Main \u202Etxt.exe'],
  ] as const) {
    it(`the address with ${what} is a 400 with the field message, and nothing is stored`, async () => {
      const token = await login(app, 'avery')
      const before = (await call(app, 'GET', c.paths.address, token)).json()
      const res = await call(app, 'PUT', c.paths.address, token, { ...address, addressLine1: value })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(`Invalid address (addressLine1): ${c.CONTROL_CHARACTERS_MESSAGE}`)
      expect((await call(app, 'GET', c.paths.address, token)).json()).toEqual(before)
    })
  }

  it('a clean address is stored as before', async () => {
    const token = await login(app, 'avery')
    expect((await call(app, 'PUT', c.paths.address, token, address)).statusCode).toBe(200)
  })

  it('an e-mail address with a control character is refused', async () => {
    const token = await login(app, 'casey')
    const res = await call(app, 'PUT', c.paths.preferences, token, {
      emailAddress: 'casey\u0000@example.com',
    })
    expect(res.statusCode).toBe(400)
  })
})
