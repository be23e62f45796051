import { getZodConstraint, parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, errorsOf, form, inEnglish, letters } from '../../../tests/schema'
import { CONTROL_CHARACTERS_MESSAGE } from '@member-dashboard/contract'
import { LOGIN_AS_NAMES_REQUIRED, loginAsSchema, loginSchema, updateEmailSchema } from './sign-in-schemas'

describe('loginSchema', () => {
  it("requires the username: 'Username is a required field'", () => {
    expect(
      errorsInEnglish(
        parseWithZod(form({ username: '', password: 'x' }), { schema: loginSchema }).reply().error,
      ),
    ).toEqual({
      username: ['Username is a required field'],
    })
  })
  it("requires the password: 'Password is a required field'", () => {
    expect(
      errorsInEnglish(
        parseWithZod(form({ username: 'avery', password: '' }), { schema: loginSchema }).reply().error,
      ),
    ).toEqual({
      password: ['Password is a required field'],
    })
  })
  it('does not apply the password rules (any stored password may log in)', () => {
    expect(loginSchema.safeParse({ username: 'avery', password: 'x' }).success).toBe(true)
  })
  it('rejects absurd lengths (username over 64, password over 128)', () => {
    expect(errorsOf(loginSchema, { username: letters(65), password: letters(129) })).toEqual([
      'Username exceeds the maximum number of characters',
      'Password exceeds the maximum number of characters',
    ])
  })
  it('accepts the personas', () => {
    expect(loginSchema.parse({ username: 'staff.any', password: 'Dashboard#2026' })).toEqual({
      username: 'staff.any',
      password: 'Dashboard#2026',
    })
  })
})

describe('updateEmailSchema', () => {
  it("requires emailAddress with 'Email address is a required field'", () => {
    expect(
      errorsInEnglish(parseWithZod(form({ emailAddress: '' }), { schema: updateEmailSchema }).reply().error),
    ).toEqual({
      emailAddress: ['Email address is a required field'],
    })
  })
  it('gives the same message for an invalid address', () => {
    expect(
      errorsInEnglish(
        parseWithZod(form({ emailAddress: 'casey' }), { schema: updateEmailSchema }).reply().error,
      ),
    ).toEqual({
      emailAddress: ['Email address is a required field'],
    })
  })
  it('accepts a valid address', () => {
    expect(updateEmailSchema.parse({ emailAddress: 'casey@example.com' })).toEqual({
      emailAddress: 'casey@example.com',
    })
  })
})

describe('loginAsSchema', () => {
  const now = new Date(2025, 5, 15)
  const schema = loginAsSchema(now)
  const parse = (entries: Record<string, string>) => parseWithZod(form(entries), { schema })

  it('requires subscriberId', () => {
    expect(errorsInEnglish(parse({ intent: 'continue', subscriberId: '' }).reply().error)).toEqual({
      subscriberId: ['Subscriber ID is a required field'],
    })
  })
  it('applies the 9 to 10 letter/digit validator to subscriberId', () => {
    expect(errorsInEnglish(parse({ intent: 'continue', subscriberId: 'PD-5' }).reply().error)).toEqual({
      subscriberId: ['Subscriber ID is under the character minimum'],
    })
  })
  it("'continue' needs only subscriberId", () => {
    const submission = parse({ intent: 'continue', subscriberId: 'PD5000051' })
    expect(submission.status === 'success' && submission.value).toEqual({
      intent: 'continue',
      subscriberId: 'PD5000051',
    })
  })
  it("'submit' without first name, last name and date of birth gives the form-level error", () => {
    expect(
      errorsInEnglish(parse({ intent: 'submit', subscriberId: 'MC2000021', firstName: 'Mia' }).reply().error),
    ).toEqual({
      '': [inEnglish(LOGIN_AS_NAMES_REQUIRED)],
    })
  })
  it.each(['firstName', 'lastName', 'dateOfBirth'])(
    "'submit' missing only %s gives the form-level error",
    (missing) => {
      const entries: Record<string, string> = {
        intent: 'submit',
        subscriberId: 'MC2000021',
        firstName: 'Mia',
        lastName: 'Lopez',
        dateOfBirth: '03/14/1950',
      }
      delete entries[missing]
      expect(errorsInEnglish(parse(entries).reply().error)).toEqual({
        '': [inEnglish(LOGIN_AS_NAMES_REQUIRED)],
      })
    },
  )
  it("'submit' with everything succeeds and sends the date of birth as yyyy-mm-dd", () => {
    const submission = parse({
      intent: 'submit',
      subscriberId: 'MC2000021',
      firstName: 'Mia',
      lastName: "O'Brien",
      dateOfBirth: '03/14/1950',
    })
    expect(submission.status === 'success' && submission.value).toEqual({
      intent: 'submit',
      subscriberId: 'MC2000021',
      firstName: 'Mia',
      lastName: "O'Brien",
      dateOfBirth: '1950-03-14',
    })
  })
  it('treats a missing intent as submit', () => {
    expect(errorsInEnglish(parse({ subscriberId: 'MC2000021' }).reply().error)).toEqual({
      '': [inEnglish(LOGIN_AS_NAMES_REQUIRED)],
    })
  })
  it('rejects a date of birth after today', () => {
    const submission = parse({
      intent: 'submit',
      subscriberId: 'MC2000021',
      firstName: 'Mia',
      lastName: 'Lopez',
      dateOfBirth: '06/16/2025',
    })
    expect(errorsInEnglish(submission.reply().error)).toEqual({
      dateOfBirth: ['Date of birth cannot be in the future'],
    })
  })
  it('validates names with the name validator', () => {
    const submission = parse({
      intent: 'submit',
      subscriberId: 'MC2000021',
      firstName: 'M1a',
      lastName: letters(31),
      dateOfBirth: '03/14/1950',
    })
    expect(errorsInEnglish(submission.reply().error)).toEqual({
      firstName: ['Invalid first name'],
      lastName: ['Last name exceeds the maximum number of characters'],
    })
  })
  it('derives HTML constraints: subscriberId required 9-10, the others optional', () => {
    const constraint = getZodConstraint(schema)
    expect(constraint.subscriberId).toMatchObject({ required: true, minLength: 9, maxLength: 10 })
    expect(constraint.firstName).toMatchObject({ required: false, maxLength: 30 })
    expect(constraint.dateOfBirth).toMatchObject({ required: false, maxLength: 10 })
  })
})

describe('control characters (decision 100): the sign-in forms refuse them in every field, passwords included', () => {
  it('update email', () => {
    expect(errorsOf(updateEmailSchema, { emailAddress: 'a@exa\u2066mple.com' })).toEqual([
      inEnglish(CONTROL_CHARACTERS_MESSAGE),
    ])
  })
  it('login: username and password', () => {
    const result = loginSchema.safeParse({ username: 'avery\u0000', password: 'secret\u202E1' })
    expect(result.success).toBe(false)
    expect(errorsInEnglish(result.error?.flatten().fieldErrors)).toEqual({
      username: [inEnglish(CONTROL_CHARACTERS_MESSAGE)],
      password: [inEnglish(CONTROL_CHARACTERS_MESSAGE)],
    })
  })
  it('login as: subscriber id and names', () => {
    const result = loginAsSchema(new Date()).safeParse({
      intent: 'continue',
      subscriberId: 'EV1000001\u0000',
      firstName: 'Av\u202Eery',
    })
    expect(errorsInEnglish(result.error?.flatten().fieldErrors)).toMatchObject({
      subscriberId: [inEnglish(CONTROL_CHARACTERS_MESSAGE)],
      firstName: [inEnglish(CONTROL_CHARACTERS_MESSAGE)],
    })
  })
})
