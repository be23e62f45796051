/**
 * Issue 16 (decisions 100-102): every form of the account area refuses control and bidi-override
 * characters with a field message, echoes nothing longer than a field's maximum, and says what is
 * wrong when a field was sent twice or the body is empty; an adult dependent sees only their own
 * personal details on member information and the account summary.
 */
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import { CONTROL_CHARACTERS_MESSAGE } from '@member-dashboard/contract'
import { action as settingsAction } from '~/routes/_member.account.settings._index'
import { action as passwordAction } from '~/routes/_member.account.settings.change-password'
import {
  action as memberInformationAction,
  loader as memberInformationLoader,
} from '~/routes/_member.account.member-information'
import { loader as summaryLoader } from '~/routes/_member.account.summary'
import { DUPLICATE_FIELD_MESSAGE, DUPLICATE_FIELDS_MESSAGE } from '~/platform/forms/submission'
import { ID_CARD_CHOICE_MISSING } from './account'
import {
  account,
  actionResult,
  appRequest,
  args,
  member,
  preferences,
  type Answers,
  startFakeGateway,
  signedInRequest,
  signedInCookie,
} from '../../../tests/fake-gateway'

const answer = startFakeGateway()
const replyOf = (value: unknown) => actionResult(value)

const address = {
  intent: 'address',
  addressLine1: '1 Main',
  city: 'Portland',
  country: 'US',
  state: 'OR',
  zipCode: '97201',
}

const settingsAnswers = (over: Answers = {}): Answers => ({
  'GET account': account(),
  'GET account/preferences': preferences('member@example.com'),
  'GET account/address': account().address,
  'GET account/address/options': { countries: [], states: [] },
  'GET account/security-questions': { available: [{ questionId: 'Q1', question: 'Pet?' }], selected: [] },
  'GET idCard/eligible': true,
  ...over,
})

/** A POST with the fields in this order, duplicates kept (what a hand-made request can send). */
async function post(path: string, fields: [string, string][], claims = {}) {
  const base = await signedInRequest(path, { claims })
  return new Request(base.url, { method: 'POST', headers: base.headers, body: new URLSearchParams(fields) })
}

const settings = async (fields: [string, string][]) =>
  replyOf(await settingsAction(args(await post('/account/settings', fields))))

describe('control and bidi-override characters (decision 100)', () => {
  const bad = {
    NUL: 'Main\u0000St',
    'right-to-left override U+202E': 'Main \u202Etxt.exe',
    'isolate U+2066': '\u2066Main',
    'C1 control U+0085': 'Main\u0085',
  }
  for (const [what, value] of Object.entries(bad)) {
    it(`the address form refuses ${what} with the field message and writes nothing`, async () => {
      const fake = answer(settingsAnswers())
      const reply = await settings(Object.entries({ ...address, addressLine1: value, city: value }))
      expect(reply.httpStatus).toBe(400)
      expect(errorsInEnglish(reply.result.error)).toMatchObject({
        addressLine1: [CONTROL_CHARACTERS_MESSAGE],
        city: [CONTROL_CHARACTERS_MESSAGE],
      })
      expect(fake.paths()).not.toContain('PUT account/address')
    })
  }

  it('the preferences form refuses them in the e-mail address and in the current password', async () => {
    const fake = answer(settingsAnswers())
    const reply = await settings([
      ['intent', 'preferences'],
      ['emailAddress', 'new\u0000@example.com'],
      ['currentPassword', 'secret\u202E1'],
    ])
    expect(errorsInEnglish(reply.result.error)).toMatchObject({
      emailAddress: [CONTROL_CHARACTERS_MESSAGE],
      currentPassword: [CONTROL_CHARACTERS_MESSAGE],
    })
    expect(fake.paths()).not.toContain('PUT account/preferences')
  })

  it('the security answers refuse them', async () => {
    answer(settingsAnswers())
    const reply = await settings([
      ['intent', 'security'],
      ['question1', 'Q1'],
      ['answer1', 'Rex\u0007'],
    ])
    expect(errorsInEnglish(reply.result.error)?.answer1).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
  })

  it('change password refuses them in each password field (passwords included, decision 100)', async () => {
    const fake = answer(settingsAnswers())
    const request = await post('/account/settings/change-password', [
      ['currentPassword', 'old\u0000pass1'],
      ['newPassword', 'new\u202Epass1'],
      ['confirmPassword', 'new\u202Epass1'],
    ])
    const reply = replyOf(await passwordAction(args(request)))
    expect(errorsInEnglish(reply.result.error)).toMatchObject({
      currentPassword: [CONTROL_CHARACTERS_MESSAGE],
      newPassword: [CONTROL_CHARACTERS_MESSAGE],
    })
    expect(fake.paths()).not.toContain('PUT account/password')
  })

  it('the ID card e-mail form refuses them', async () => {
    answer(settingsAnswers())
    const request = await post('/account/member-information', [
      ['intent', 'email-id-card'],
      ['category', 'M'],
      ['emailAddress', 'a\u202E@example.com'],
    ])
    const reply = replyOf(await memberInformationAction(args(request)))
    expect(errorsInEnglish(reply.result.error)?.emailAddress).toEqual([inEnglish(CONTROL_CHARACTERS_MESSAGE)])
  })
})

describe('echoed values are cut to the field maximum (decision 101)', () => {
  it('a huge address line comes back as its first 50 characters, an unknown field not at all', async () => {
    answer(settingsAnswers())
    const huge = 'x'.repeat(200_000)
    const reply = await settings([...Object.entries({ ...address, addressLine1: huge }), ['junk', huge]])
    expect(errorsInEnglish(reply.result.error)?.addressLine1).toEqual([
      'Address line 1 exceeds the maximum number of characters',
    ])
    expect(reply.result.initialValue?.addressLine1).toBe('x'.repeat(50))
    expect(reply.result.initialValue).not.toHaveProperty('junk')
    expect(JSON.stringify(reply.result).length).toBeLessThan(2_000)
  })
})

describe('a field sent twice, an empty body: a message where the member looks (decision 101)', () => {
  it('settings address: intent and a field twice -> the form-level message on the address card', async () => {
    const fake = answer(settingsAnswers())
    const reply = await settings([
      ['intent', 'address'],
      ['intent', 'address'],
      ...Object.entries(address).filter(([name]) => name !== 'intent'),
      ['city', 'Salem'],
    ])
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(DUPLICATE_FIELDS_MESSAGE)])
    expect(errorsInEnglish(reply.result.error)?.city).toEqual([inEnglish(DUPLICATE_FIELD_MESSAGE)])
    // The first value of each field comes back: the address card (intent 'address') shows the reply.
    expect(reply.result.initialValue).toMatchObject({ intent: 'address', city: 'Portland' })
    expect(fake.paths()).not.toContain('PUT account/address')
  })

  const cards: [string, [string, string][]][] = [
    ['preferences', [['emailAddress', 'member@example.com']]],
    ['security', [['question1', 'Q1']]],
  ]
  for (const [intent, fields] of cards) {
    it(`settings ${intent}: a duplicated intent -> the form-level message on its card`, async () => {
      answer(settingsAnswers())
      const reply = await settings([['intent', intent], ['intent', intent], ...fields])
      expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(DUPLICATE_FIELDS_MESSAGE)])
      expect(reply.result.initialValue?.intent).toBe(intent)
    })
  }

  it('member information: an empty body says what to do, above both ID card forms', async () => {
    answer(settingsAnswers())
    const reply = replyOf(await memberInformationAction(args(await post('/account/member-information', []))))
    expect(reply.httpStatus).toBe(400)
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(ID_CARD_CHOICE_MISSING)])
  })

  it('member information: a duplicated body -> the form-level message on the form it names', async () => {
    const fake = answer(settingsAnswers())
    const once: [string, string][] = [
      ['intent', 'request-id-card'],
      ['category', 'M'],
    ]
    const reply = replyOf(
      await memberInformationAction(args(await post('/account/member-information', [...once, ...once]))),
    )
    expect(errorsInEnglish(reply.result.error)?.['']).toEqual([inEnglish(DUPLICATE_FIELDS_MESSAGE)])
    expect(reply.result.initialValue?.intent).toBe('request-id-card')
    expect(fake.paths()).not.toContain('GET idCard/request')
  })
})

describe('an adult dependent sees only their own personal details (decision 102)', () => {
  const family = () => [
    { ...member('M-1', 0), firstName: 'Avery', dateOfBirth: '1980-02-03' },
    { ...member('M-2', 1), firstName: 'Blake', dateOfBirth: '1981-04-05' },
    { ...member('M-3', 2), firstName: 'Cameron', dateOfBirth: '2010-06-07' },
  ]
  const asMember = async (memberKey: string) => {
    answer(settingsAnswers({ 'GET account': account(family()) }))
    const cookie = await signedInCookie({ memberKey })
    const info = await memberInformationLoader(
      args(await appRequest('/account/member-information', { cookie })),
    )
    const summary = await summaryLoader(args(await appRequest('/account/summary', { cookie })))
    return { info: info.family, summary: summary.family }
  }

  it('blake (adult dependent): member information and the summary show only Blake', async () => {
    const { info, summary } = await asMember('M-2')
    expect(info.map((p) => [p.name, p.dateOfBirth])).toEqual([['Blake Lee', '04/05/1981']])
    expect(summary.map((p) => p.name)).toEqual(['Blake Lee'])
  })

  it('the subscriber still sees the family', async () => {
    const { info } = await asMember('M-1')
    expect(info.map((p) => p.name)).toEqual(['Avery Lee', 'Blake Lee', 'Cameron Lee'])
  })
})
