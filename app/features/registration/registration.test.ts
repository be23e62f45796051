import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import { brands } from '~/platform/config/brands'
import {
  registrationPolicyPhone,
  allowedStep,
  firstIncompleteStep,
  previousStep,
  REGISTRATION_STEPS,
  type RegistrationDraft,
} from './registration'
import {
  contactPreferencesSchema,
  credentialsSchema,
  forgotPasswordSchema,
  forgotUsernameSchema,
  identifySchema,
  policiesSchema,
  questionsSchema,
  TERMS_MESSAGE,
} from './registration-schemas'
import { COMMUNICATION_POLICY_MESSAGE } from '~/platform/forms/validators'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}
/** A result's messages as an English page shows them (decision 225). */
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
  result.status === 'error' ? errorsInEnglish(result.error ?? undefined) : {}
const now = new Date(2026, 10, 22)

describe('steps', () => {
  it('are the five steps of the sign-up, credentials last', () => {
    expect(REGISTRATION_STEPS.map((s) => s.id)).toEqual([
      'identify',
      'preferences',
      'questions',
      'policies',
      'credentials',
    ])
  })
  it('never skips past the first incomplete step', () => {
    const draft: RegistrationDraft = {
      activeStep: 'credentials',
      userDetails: {
        subscriberId: 'EV1600016',
        firstName: 'Robin',
        lastName: 'Lane',
        dateOfBirth: '1985-04-12',
      },
    }
    expect(firstIncompleteStep(draft)).toBe('preferences')
    expect(allowedStep(draft)).toBe('preferences')
    expect(allowedStep({ ...draft, activeStep: 'identify' })).toBe('identify')
  })
  it('goes back one step, not before the first', () => {
    expect(previousStep('questions')).toBe('preferences')
    expect(previousStep('identify')).toBe('identify')
  })
})

describe('step schemas', () => {
  it('identify: id, name and date of birth validators, date sent as yyyy-mm-dd', () => {
    const schema = identifySchema(now)
    const ok = parseWithZod(
      form({
        step: 'identify',
        subscriberId: 'EV1600016',
        firstName: 'Robin',
        lastName: 'Lane',
        dateOfBirth: '04/12/1985',
      }),
      { schema },
    )
    expect(ok.status === 'success' && ok.value.dateOfBirth).toBe('1985-04-12')
    const bad = parseWithZod(
      form({ step: 'identify', subscriberId: 'EV16', firstName: 'R0bin', dateOfBirth: '13/45/1985' }),
      { schema },
    )
    expect(errorsOf(bad)).toEqual({
      subscriberId: ['Subscriber ID is under the character minimum'],
      firstName: ['Invalid first name'],
      lastName: ['Last name is a required field'],
      dateOfBirth: ['Invalid date of birth'],
    })
  })
  it('preferences: the e-mail rule', () => {
    expect(
      errorsOf(
        parseWithZod(form({ step: 'preferences', emailAddress: 'x' }), { schema: contactPreferencesSchema }),
      ),
    ).toEqual({
      emailAddress: ['Email address is a required field'],
    })
  })
  it('questions: answers and distinct questions', () => {
    const result = parseWithZod(
      form({ step: 'questions', question1: 'Q1', answer1: 'abc', question2: 'Q2', answer2: 'x'.repeat(31) }),
      {
        schema: questionsSchema,
      },
    )
    expect(errorsOf(result)).toEqual({
      answer2: ['Answer 2 exceeds the maximum number of characters'],
      question3: ['Question 3 is a required field'],
      answer3: ['Answer 3 is a required field'],
    })
  })
  it('policies: both boxes must be ticked', () => {
    expect(errorsOf(parseWithZod(form({ step: 'policies' }), { schema: policiesSchema }))).toEqual({
      communicationPolicy: [inEnglish(COMMUNICATION_POLICY_MESSAGE)],
      termsOfUse: [inEnglish(TERMS_MESSAGE)],
    })
    expect(
      parseWithZod(form({ step: 'policies', communicationPolicy: 'on', termsOfUse: 'on' }), {
        schema: policiesSchema,
      }).status,
    ).toBe('success')
  })
  it('credentials: username and password validators and the mismatch check', () => {
    const result = parseWithZod(
      form({ step: 'credentials', username: 'ab', password: 'Robin#2026', confirmPassword: 'Robin#2027' }),
      {
        schema: credentialsSchema,
      },
    )
    expect(errorsOf(result)).toEqual({
      username: ['Username is under the character minimum'],
      confirmPassword: ['Passwords do not match'],
    })
  })
})

describe('recovery schemas', () => {
  it('forgot username needs a valid e-mail', () => {
    expect(errorsOf(parseWithZod(form({ emailAddress: 'nope' }), { schema: forgotUsernameSchema }))).toEqual({
      emailAddress: ['Email address is a required field'],
    })
  })
  it('forgot password uses the username validator', () => {
    expect(errorsOf(parseWithZod(form({ username: 'a.b' }), { schema: forgotPasswordSchema }))).toEqual({
      username: ['Invalid username'],
    })
  })
})

describe('registration state: policyPhone', () => {
  it("is the brand's account-access line, or null when the brand lists none", () => {
    expect(registrationPolicyPhone(brands[1].contactLines)).toBe('1-888-555-0100')
    expect(registrationPolicyPhone(brands[2].contactLines)).toBe('1-888-555-0200')
    expect(registrationPolicyPhone([{ id: 'dental', phone: '1-888-555-0510' }])).toBeNull()
  })
})
