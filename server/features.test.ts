import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as c from '@member-dashboard/contract'
import { PASSWORD, call, gateway, login, tempDb } from './test-helpers'

let app: FastifyInstance
const db = tempDb()
const lines: string[] = []

beforeAll(() => {
  app = gateway(db.dbPath, { logger: true, logWrite: (line) => lines.push(line) })
})
afterAll(async () => {
  await app.close()
  db.cleanup()
})

describe('ID card', () => {
  it('idCard/view is a real PDF for an eligible member', async () => {
    const token = await login(app, 'avery')
    const res = await call(app, 'GET', c.paths.idCardView, token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(res.rawPayload.length).toBeGreaterThan(1000)
  })

  it('idCard/request answers text; idCard/email needs a valid address and coverage in the category', async () => {
    const token = await login(app, 'harper', 5)
    const text = await call(app, 'GET', `${c.paths.idCardRequest}?category=D`, token)
    expect(text.statusCode).toBe(200)
    expect(text.headers['content-type']).toMatch(/^text\/plain/)
    expect(text.body).toMatch(/Dental ID card/)
    expect((await call(app, 'GET', `${c.paths.idCardRequest}?category=M`, token)).statusCode).toBe(400)
    expect((await call(app, 'GET', `${c.paths.idCardRequest}?category=Z`, token)).statusCode).toBe(400)
    const ok = await call(app, 'POST', c.paths.idCardEmail, token, {
      category: 'D',
      emailAddress: 'harper@example.com',
    })
    expect(ok.statusCode).toBe(200)
    expect(
      (await call(app, 'POST', c.paths.idCardEmail, token, { category: 'D', emailAddress: 'nope' }))
        .statusCode,
    ).toBe(400)
  })
})

describe('recovery', () => {
  it('forgot-username and forgot-password answer identically for known and unknown accounts', async () => {
    const known = await call(app, 'POST', c.paths.forgotUsername, null, {
      emailAddress: 'avery.thompson@example.com',
      domainId: 1,
    })
    const unknown = await call(app, 'POST', c.paths.forgotUsername, null, {
      emailAddress: 'nobody@example.com',
      domainId: 1,
    })
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(known.body).toBe(unknown.body)
    expect(c.recoveryResponse.parse(known.json()).message.length).toBeGreaterThan(10)

    const knownPw = await call(app, 'POST', c.paths.forgotPassword, null, { username: 'avery', domainId: 1 })
    const otherBrand = await call(app, 'POST', c.paths.forgotPassword, null, {
      username: 'avery',
      domainId: 5,
    })
    const unknownPw = await call(app, 'POST', c.paths.forgotPassword, null, {
      username: 'nobody',
      domainId: 1,
    })
    expect([knownPw.statusCode, otherBrand.statusCode, unknownPw.statusCode]).toEqual([200, 200, 200])
    expect(new Set([knownPw.body, otherBrand.body, unknownPw.body]).size).toBe(1)
  })
})

describe('account writes', () => {
  it('changing an existing e-mail needs the current password (400 missing, 403 wrong)', async () => {
    const token = await login(app, 'blake')
    const missing = await call(app, 'PUT', c.paths.preferences, token, {
      emailAddress: 'blake.t@example.com',
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Current password is required to change the e-mail address')
    const wrong = await call(app, 'PUT', c.paths.preferences, token, {
      emailAddress: 'blake.t@example.com',
      currentPassword: 'Wrong#123',
    })
    expect(wrong.statusCode).toBe(403)
    const right = await call(app, 'PUT', c.paths.preferences, token, {
      emailAddress: 'blake.t@example.com',
      currentPassword: PASSWORD,
    })
    expect(c.preferencesWire.parse(right.json()).emailAddress).toBe('blake.t@example.com')
    const flagOnly = await call(app, 'PUT', c.paths.preferences, token, { emailBreakingNews: 'N' })
    expect(flagOnly.json()).toMatchObject({ emailAddress: 'blake.t@example.com', emailBreakingNews: 'N' })
    expect(
      (await call(app, 'PUT', c.paths.preferences, token, { emailBreakingNews: 'maybe' })).statusCode,
    ).toBe(400)
  })

  it('casey (no e-mail yet) sets one without a password; a bad address is refused', async () => {
    const token = await login(app, 'casey')
    expect((await call(app, 'PUT', c.paths.preferences, token, { emailAddress: '' })).json().message).toBe(
      'Email address is a required field',
    )
    expect(
      (await call(app, 'PUT', c.paths.preferences, token, { emailAddress: 'not-an-email' })).statusCode,
    ).toBe(400)
    expect(
      (await call(app, 'PUT', c.paths.preferences, token, { emailAddress: 'casey@example.com' })).statusCode,
    ).toBe(200)
  })

  it('password change: current password must match; the new one follows the shared rule', async () => {
    const token = await login(app, 'morgan')
    const wrong = await call(app, 'PUT', c.paths.password, token, {
      currentPassword: 'nope',
      newPassword: 'Valid#2027',
    })
    expect(wrong.statusCode).toBe(403)
    for (const bad of ['short', 'NoDigitsHere!', 'has space 1', 'x'.repeat(32) + '1', 'émile123']) {
      const res = await call(app, 'PUT', c.paths.password, token, {
        currentPassword: PASSWORD,
        newPassword: bad,
      })
      expect(res.statusCode, bad).toBe(400)
      expect(c.gatewayErrorBody.parse(res.json()).message).toMatch(/6 to 32/)
    }
    const ok = await call(app, 'PUT', c.paths.password, token, {
      currentPassword: PASSWORD,
      newPassword: 'Valid#2027',
    })
    expect(ok.statusCode).toBe(200)
    expect((await call(app, 'GET', c.paths.accountStatus, token)).body).toBe('ACT') // INI cleared
  })

  it('address validation and security answers', async () => {
    const token = await login(app, 'kai')
    const base = {
      addressLine1: '1 Main St',
      addressLine2: '',
      city: 'Pasco',
      state: 'WA',
      zipCode: '99301',
      country: 'US',
      phoneNumber: '',
    }
    expect((await call(app, 'PUT', c.paths.address, token, base)).statusCode).toBe(200)
    expect((await call(app, 'PUT', c.paths.address, token, { ...base, state: 'XX' })).statusCode).toBe(400)
    expect((await call(app, 'PUT', c.paths.address, token, { ...base, zipCode: '9930' })).statusCode).toBe(
      400,
    )
    expect((await call(app, 'PUT', c.paths.address, token, { ...base, addressLine1: ' ' })).statusCode).toBe(
      400,
    )
    const answers = await call(app, 'PUT', c.paths.securityAnswers, token, {
      answers: [{ questionId: 'Q1', answer: 'Rex' }],
    })
    expect(c.securityQuestions.parse(answers.json()).selected).toEqual([
      { questionId: 'Q1', question: expect.any(String) },
    ])
    expect(
      (
        await call(app, 'PUT', c.paths.securityAnswers, token, {
          answers: [{ questionId: 'Q99', answer: 'Rex' }],
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await call(app, 'PUT', c.paths.securityAnswers, token, {
          answers: [{ questionId: 'Q1', answer: 'ab' }],
        })
      ).statusCode,
    ).toBe(400)
  })
})

describe('registration', () => {
  const state = (over: Partial<c.RegistrationState> = {}): c.RegistrationState => ({
    userDetails: {
      subscriberId: 'PD5000053',
      firstName: 'Sam',
      lastName: 'Whitaker',
      dateOfBirth: '1990-11-03',
    },
    preferences: { emailAddress: 'sam.whitaker@example.com' },
    credentials: { username: 'samw', password: 'Harbor#2026' },
    questions: [{ questionId: 'Q2', answer: 'Astoria' }],
    policySignatures: { communicationPolicy: true, termsOfUse: true },
    activeStep: 4,
    policyPhone: '1-888-555-0500',
    domainId: 5,
    ...over,
  })

  it('validates steps: details of a registrable member, a free username', async () => {
    const validate = async (body: unknown) =>
      c.registrationValidationResponse.parse(
        (await call(app, 'POST', c.paths.registrationValidation, null, body)).json(),
      )
    expect(await validate({ step: 'userDetails', domainId: 5, userDetails: state().userDetails })).toEqual({
      valid: true,
      message: null,
    })
    expect(
      (await validate({ step: 'userDetails', domainId: 1, userDetails: state().userDetails })).valid,
    ).toBe(false)
    const dana = {
      subscriberId: 'EV1000001',
      firstName: 'Dana',
      lastName: 'Thompson',
      dateOfBirth: '2000-01-01',
    }
    expect((await validate({ step: 'userDetails', domainId: 1, userDetails: dana })).valid).toBe(false)
    expect(
      (
        await validate({
          step: 'userDetails',
          domainId: 1,
          userDetails: {
            subscriberId: 'EV1000001',
            firstName: 'Avery',
            lastName: 'Thompson',
            dateOfBirth: '1984-03-22',
          },
        })
      ).message,
    ).toMatch(/already exists/)
    expect(await validate({ step: 'username', domainId: 5, username: 'avery' })).toEqual({
      valid: false,
      message: 'This username is not available',
    })
    expect((await validate({ step: 'username', domainId: 5, username: 'a!' })).valid).toBe(false)
  })

  it('registers once, then refuses a second account; the new user can sign in on its brand only', async () => {
    expect(
      (
        await call(
          app,
          'POST',
          c.paths.registration,
          null,
          state({ policySignatures: { communicationPolicy: false, termsOfUse: true } }),
        )
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await call(
          app,
          'POST',
          c.paths.registration,
          null,
          state({ credentials: { username: 'samw', password: 'weak' } }),
        )
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await call(
          app,
          'POST',
          c.paths.registration,
          null,
          state({ credentials: { username: 'harper', password: 'Harbor#2026' } }),
        )
      ).statusCode,
    ).toBe(409)
    const res = await call(app, 'POST', c.paths.registration, null, state())
    expect(res.statusCode, res.body).toBe(201)
    expect(
      (
        await call(
          app,
          'POST',
          c.paths.registration,
          null,
          state({ credentials: { username: 'samw2', password: 'Harbor#2026' } }),
        )
      ).statusCode,
    ).toBe(409)
    const token = await login(app, 'samw', 5, 'Harbor#2026')
    const policy = c.registrationPolicyResponse.parse(
      (await call(app, 'GET', c.paths.registrationPolicies, token)).json(),
    )
    expect(policy.registrationPolicy.isCommunicationPolicySigned).toBe(true)
    expect(
      (
        await call(app, 'POST', c.paths.token, null, {
          username: 'samw',
          password: 'Harbor#2026',
          domainId: 1,
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('primary care', () => {
  it('search filters by text and distance, pages, and sorts nearest first', async () => {
    const token = await login(app, 'pat')
    const search = async (query: string, body: Partial<c.PcpMembers> & Record<string, unknown>) =>
      c.pcpSearchResult.parse(
        (
          await call(app, 'POST', `${c.paths.pcpSearch}${query}`, token, {
            members: [],
            radius: 10,
            zip: '97204',
            searchString: '',
            ...body,
          })
        ).json(),
      )
    const near = await search('?size=50', {})
    expect(near.data.length).toBeGreaterThan(5)
    expect(near.data.every((p) => p.distance !== null && p.distance <= 10)).toBe(true)
    const distances = near.data.map((p) => p.distance as number)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const far = await search('?size=50', { radius: 500 })
    expect(far.page.totalElements).toBe(26)
    const pediatrics = await search('?size=50', { searchString: 'pediatrics', radius: 100 })
    expect(pediatrics.data.every((p) => p.specialty === 'Pediatrics')).toBe(true)
    const paged = await search('?size=4&page=1', { radius: 500 })
    expect(paged.page).toMatchObject({
      number: 1,
      size: 4,
      numberOfElements: 4,
      first: false,
      last: false,
      totalPages: 7,
    })
    expect(
      (
        await call(app, 'POST', `${c.paths.pcpSearch}?size=0`, token, {
          members: [],
          radius: 10,
          zip: '97204',
          searchString: '',
        })
      ).statusCode,
    ).toBe(400)
  })

  it('select stores the choice; unknown providers are 404, full panels 400, other families 404', async () => {
    const token = await login(app, 'pat')
    const members = c.pcpMembers.parse((await call(app, 'GET', c.paths.pcpMembers, token)).json())
    const memberKey = members.members[0].memberKey
    const select = (providerId: string, key = memberKey) =>
      call(app, 'POST', c.paths.pcpSelect, token, {
        pcpSelectList: [{ memberKey: key, effectiveDate: '2099-02-01' }],
        providerId,
        email: 'pat@example.com',
      })
    expect((await select('P9999')).statusCode).toBe(404)
    expect((await select('P1004')).statusCode).toBe(400)
    expect((await select('P1001', '4100100')).statusCode).toBe(404)
    const ok = await select('P1001')
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toMatch(/^text\/plain/)
    const after = c.pcpMembers.parse((await call(app, 'GET', c.paths.pcpMembers, token)).json())
    expect(after.selections).toEqual([{ memberKey, providerId: 'P1001', effectiveDate: '2099-02-01' }])
    expect((await call(app, 'GET', `${c.paths.pcpProvider}?providerId=P9999`, token)).statusCode).toBe(404)
  })
})

describe('plan management and eBill writes', () => {
  it('cancellation: only eligible plans, once', async () => {
    const avery = await login(app, 'avery')
    expect(
      (await call(app, 'POST', c.paths.planManagementCancellation, avery, { cancellationStatusId: 'M' }))
        .statusCode,
    ).toBe(404)
    const sky = await login(app, 'sky')
    expect(
      (await call(app, 'POST', c.paths.planManagementCancellation, sky, { cancellationStatusId: 'M' }))
        .statusCode,
    ).toBe(409)
    expect((await call(app, 'PUT', c.paths.registerEbillUser, sky)).statusCode).toBe(404)
  })
})

describe('outside systems', () => {
  it('CRM sign-on verifies the form token and shows the member, never the token', async () => {
    const token = await login(app, 'drew')
    const res = await app.inject({
      method: 'POST',
      url: `/api/${c.paths.crmSso}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, testEnvironment: 'uat' }).toString(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toContain('Drew Castillo')
    expect(res.body).toContain('EV8000008')
    expect(res.body).toContain('uat')
    expect(res.body).not.toContain(token)
    const forged = await app.inject({
      method: 'POST',
      url: `/api/${c.paths.crmSso}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc.def.ghi',
    })
    expect(forged.statusCode).toBe(401)
  })

  it('eBill site shows the flags it got, and only whether a token came', async () => {
    const res = await call(
      app,
      'GET',
      `${c.paths.ebillSite}?firsttime=Y&theme=medical-dental&dashboardlink=${encodeURIComponent('http://localhost:3000/home')}&idptoken=secret-value`,
    )
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('idptoken received')
    expect(res.body).toContain('yes')
    expect(res.body).toContain('medical-dental')
    expect(res.body).not.toContain('secret-value')
    const xss = await call(
      app,
      'GET',
      `${c.paths.ebillSite}?theme=${encodeURIComponent('<script>x</script>')}`,
    )
    expect(xss.body).not.toContain('<script>x')
  })
})

describe('request log', () => {
  it('one JSON line per request, path without query, no token, password or personal data', async () => {
    lines.length = 0
    const token = await login(app, 'avery')
    await call(app, 'GET', `${c.paths.referrals}?memberKey=4100100&page=0`, token)
    await call(app, 'GET', `x/${token}`)
    expect(lines).toHaveLength(3)
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(Object.keys(entries[0]).sort()).toEqual(['level', 'method', 'ms', 'path', 'status', 'time'])
    expect(entries.map((e) => [e.method, e.path, e.status])).toEqual([
      ['POST', '/api/token', 200],
      ['GET', '/api/referrals', 200],
      ['GET', '/api/x/[redacted]', 404],
    ])
    const all = lines.join('')
    for (const secret of [token, PASSWORD, 'avery', 'Thompson', '4100100']) expect(all).not.toContain(secret)
  })
})
