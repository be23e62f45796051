import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  accountDetails,
  groupSelectionResponse,
  groups,
  paths,
  tokenClaims,
  tokenResponse,
} from '@member-dashboard/contract'
import { call, claimsOf, gateway, login, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()

beforeAll(() => {
  app = gateway(db.dbPath)
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

describe('POST login-as', () => {
  it('staff.any opens harper (PD5000051) with issuedByRole logInAsAnyone', async () => {
    const staff = await login(app, 'staff.any', 5)
    const res = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'PD5000051', domainId: 5 })
    expect(res.statusCode).toBe(200)
    const { token, redirect } = tokenResponse.parse(res.json())
    expect(redirect).toBeNull()
    const claims = tokenClaims.parse(claimsOf(token))
    expect(claims).toMatchObject({
      subscriberId: 'PD5000051',
      groupId: '10005051',
      domainId: 5,
      role: 'member',
      issuedByRole: 'logInAsAnyone',
    })
    const account = accountDetails.parse((await call(app, 'GET', paths.account, token)).json())
    expect(account.members.find((m) => m.memberKey === claims.memberKey)?.firstName).toBe('Harper')
  })

  it('an unknown subscriber id is a 404 with the server message', async () => {
    const staff = await login(app, 'staff.any', 5)
    const res = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'PD9999999', domainId: 5 })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 404, message: 'No member found with subscriber ID PD9999999' })
  })

  it('a member of another brand is unknown on this one', async () => {
    const staff = await login(app, 'staff.any', 5)
    const res = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'EV1000001', domainId: 5 })
    expect(res.statusCode).toBe(404)
  })

  it('staff.nonemp is refused an employee (noah) with 400 and may open mia', async () => {
    const staff = await login(app, 'staff.nonemp', 2)
    const noah = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'MC2000022', domainId: 2 })
    expect(noah.statusCode).toBe(400)
    expect(noah.json()).toEqual({
      status: 400,
      message: 'Members who are employees cannot be accessed with this role',
    })
    const mia = await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'MC2000021', domainId: 2 })
    expect(mia.statusCode).toBe(200)
    expect(claimsOf(mia.json().token)).toMatchObject({
      issuedByRole: 'logInAsNonEmp',
      subscriberId: 'MC2000021',
    })
  })

  it('a member token gets 403', async () => {
    const avery = await login(app, 'avery')
    const res = await call(app, 'POST', paths.loginAs, avery, { subscriberId: 'EV2000002', domainId: 1 })
    expect(res.statusCode).toBe(403)
  })

  it('names and date of birth must match a family member, who is then the one opened', async () => {
    const staff = await login(app, 'staff.main')
    const wrong = await call(app, 'POST', paths.loginAs, staff, {
      subscriberId: 'EV1000001',
      domainId: 1,
      firstName: 'Avery',
      lastName: 'Thompson',
      dateOfBirth: '1990-01-01',
    })
    expect(wrong.statusCode).toBe(404)
    expect(wrong.json().message).toMatch(/No member found with subscriber ID EV1000001/)
    const blake = await call(app, 'POST', paths.loginAs, staff, {
      subscriberId: 'EV1000001',
      domainId: 1,
      firstName: 'blake',
      lastName: 'THOMPSON',
      dateOfBirth: '1982-11-05',
    })
    expect(blake.statusCode).toBe(200)
    const claims = claimsOf(blake.json().token)
    const account = accountDetails.parse((await call(app, 'GET', paths.account, blake.json().token)).json())
    expect(account.members.find((m) => m.memberKey === claims.memberKey)?.memberSuffix).toBe(1)
  })

  it('while acting as a member, staff can switch member (login-as with the login-as token)', async () => {
    const staff = await login(app, 'staff.main')
    const first = (
      await call(app, 'POST', paths.loginAs, staff, { subscriberId: 'EV1000001', domainId: 1 })
    ).json().token
    const second = await call(app, 'POST', paths.loginAs, first, { subscriberId: 'EV2000002', domainId: 1 })
    expect(second.statusCode).toBe(200)
    expect(claimsOf(second.json().token)).toMatchObject({
      subscriberId: 'EV2000002',
      issuedByRole: 'logInAsAnyone',
    })
  })
})

describe('POST group-selection', () => {
  it('jordan has two groups in order; choosing the second gives a token for it', async () => {
    const token = await login(app, 'jordan')
    expect(claimsOf(token).groupId).toBe('10002001')
    const list = groups.parse((await call(app, 'GET', paths.groups, token)).json())
    expect(list.map((g) => [g.groupId, g.groupName, g.crmRouted, g.inactive])).toEqual([
      ['10002001', 'Northwind Schools', false, false],
      ['10002002', 'Northwind Retirees', true, true],
    ])
    expect(list[1].planTerminationDate).toBe(`${new Date().getFullYear() - 1}-06-30`)
    const res = await call(app, 'POST', paths.groupSelection, token, { groupId: '10002002', domain: 1 })
    expect(res.statusCode).toBe(200)
    const next = groupSelectionResponse.parse(res.json()).token
    expect(claimsOf(next)).toMatchObject({ groupId: '10002002', subscriberId: 'EV2000002', role: 'member' })
    const account = accountDetails.parse((await call(app, 'GET', paths.account, next)).json())
    expect(account.groupName).toBe('Northwind Retirees')
  })

  it('a group the member does not belong to is a 404', async () => {
    const token = await login(app, 'avery')
    const res = await call(app, 'POST', paths.groupSelection, token, { groupId: '10002001', domain: 1 })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ status: 404, message: 'Failed to find group for current member' })
  })

  it('needs a bearer token', async () => {
    const res = await call(app, 'POST', paths.groupSelection, null, { groupId: '10002001', domain: 1 })
    expect(res.statusCode).toBe(401)
  })
})
