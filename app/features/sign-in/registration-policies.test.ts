import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, errorsOf, form, inEnglish } from '../../../tests/schema'
import { COMMUNICATION_POLICY_MESSAGE } from '~/platform/forms/validators'
import { registrationPoliciesDefaults, registrationPolicyPayload } from './registration-policies'
import { registrationPoliciesSchema } from './sign-in-schemas'

describe('registrationPoliciesSchema', () => {
  it('requires the communication checkbox to be ticked', () => {
    const submission = parseWithZod(form({}), { schema: registrationPoliciesSchema(true) })
    expect(errorsInEnglish(submission.reply().error)).toEqual({
      communicationPolicy: [inEnglish(COMMUNICATION_POLICY_MESSAGE)],
    })
  })
  it("accepts a ticked checkbox ('on')", () => {
    const submission = parseWithZod(form({ communicationPolicy: 'on' }), {
      schema: registrationPoliciesSchema(false),
    })
    expect(submission.status === 'success' && submission.value).toEqual({ communicationPolicy: true })
  })
  it('rejects an explicit false', () => {
    expect(errorsOf(registrationPoliciesSchema(false), { communicationPolicy: false })).toEqual([
      inEnglish(COMMUNICATION_POLICY_MESSAGE),
    ])
  })
  it("a subscriber's EOB choice is 'consent' or 'paper'", () => {
    const schema = registrationPoliciesSchema(true)
    expect(schema.parse({ communicationPolicy: 'on', electronicEob: 'paper' })).toEqual({
      communicationPolicy: true,
      electronicEob: 'paper',
    })
    expect(schema.safeParse({ communicationPolicy: 'on', electronicEob: 'email' }).success).toBe(false)
  })
  it("a subscriber's EOB choice has no required rule", () => {
    expect(registrationPoliciesSchema(true).safeParse({ communicationPolicy: 'on' }).success).toBe(true)
  })
  it("ignores a non-subscriber's EOB value", () => {
    expect(
      registrationPoliciesSchema(false).parse({ communicationPolicy: 'on', electronicEob: 'paper' }),
    ).toEqual({
      communicationPolicy: true,
    })
  })
  it('defaults: communication false unless signed; subscriber EOB consent unless saved; non-subscriber null', () => {
    expect(registrationPoliciesDefaults(null, true)).toEqual({
      communicationPolicy: false,
      electronicEob: 'consent',
    })
    expect(
      registrationPoliciesDefaults(
        { isCommunicationPolicySigned: true, isEeobPreferenceConsented: false },
        true,
      ),
    ).toEqual({ communicationPolicy: true, electronicEob: 'paper' })
    expect(
      registrationPoliciesDefaults(
        { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
        true,
      ),
    ).toEqual({ communicationPolicy: false, electronicEob: 'consent' })
    expect(registrationPoliciesDefaults(null, false)).toEqual({
      communicationPolicy: false,
      electronicEob: null,
    })
  })
  it('builds the update payload', () => {
    expect(registrationPolicyPayload({ communicationPolicy: true, electronicEob: 'consent' })).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: true,
    })
    expect(registrationPolicyPayload({ communicationPolicy: true, electronicEob: 'paper' })).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: false,
    })
    expect(registrationPolicyPayload({ communicationPolicy: true })).toEqual({
      isCommunicationPolicySigned: true,
      isEeobPreferenceConsented: null,
    })
  })
})
