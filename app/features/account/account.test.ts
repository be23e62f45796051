import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, inEnglish } from '../../../tests/schema'
import {
  categoryRow,
  ebillHandoffUrl,
  emailNeedsPassword,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  PASSWORD_UNCHANGED,
  preferencesPayload,
  visiblePreferenceFlags,
} from './account'
import { addressSchema, cancellationSchema, changePasswordSchema, preferencesSchema } from './account-schemas'
import {
  answersPayload,
  securityAnswersSchema,
  DUPLICATE_QUESTION_MESSAGE,
} from '~/platform/forms/security-answers'
import {
  parseHolidayCalendar,
  passportDentalFindUrl,
  PASSPORT_DENTAL_FIND_URL,
  PASSPORT_DENTAL_MEDICARE_FIND_URL,
} from '~/platform/plan/contact'
import { PASSWORD_MISMATCH } from '~/platform/forms/validators'
import { fromYesNo, toYesNo } from '~/platform/formats'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(entries)) data.append(k, v)
  return data
}
/** A result's messages as an English page shows them (decision 225). */
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
  result.status === 'error' ? errorsInEnglish(result.error ?? undefined) : {}

describe('preferences', () => {
  it('shows the EOB preference to subscribers only', () => {
    expect(visiblePreferenceFlags({ memberSuffix: 0, domainId: 1 })).toContain('electronicEob')
    expect(visiblePreferenceFlags({ memberSuffix: 1, domainId: 1 })).not.toContain('electronicEob')
  })
  it('shows Medicare mailings on the Medicare-type brand only', () => {
    expect(visiblePreferenceFlags({ memberSuffix: 0, domainId: 2 })).toContain('electronicMedicareMailing')
    expect(visiblePreferenceFlags({ memberSuffix: 0, domainId: 1 })).not.toContain(
      'electronicMedicareMailing',
    )
  })
  it('turns Y/N into booleans and back', () => {
    expect(fromYesNo('Y')).toBe(true)
    expect(fromYesNo('N')).toBe(false)
    expect(toYesNo(true)).toBe('Y')
    expect(toYesNo(undefined)).toBe('N')
  })
  it('asks for the current password only when an existing address changes', () => {
    expect(emailNeedsPassword('a@example.com', 'b@example.com')).toBe(true)
    expect(emailNeedsPassword('a@example.com', 'A@Example.com')).toBe(false)
    expect(emailNeedsPassword(null, 'b@example.com')).toBe(false)
  })
  it('the schema refuses a changed e-mail without the current password', () => {
    const schema = preferencesSchema('a@example.com', ['emailBreakingNews'])
    const result = parseWithZod(form({ intent: 'preferences', emailAddress: 'b@example.com' }), { schema })
    expect(errorsOf(result)).toEqual({ currentPassword: [inEnglish(EMAIL_CHANGE_NEEDS_PASSWORD)] })
  })
  it('the schema reads a ticked switch as true and an unticked one as false', () => {
    const schema = preferencesSchema('a@example.com', ['emailBreakingNews', 'electronicEob'])
    const result = parseWithZod(
      form({ intent: 'preferences', emailAddress: 'a@example.com', emailBreakingNews: 'on' }),
      {
        schema,
      },
    )
    expect(result.status).toBe('success')
    const value = result.status === 'success' ? result.value : null
    expect(preferencesPayload(value!, ['emailBreakingNews', 'electronicEob'], 'a@example.com')).toEqual({
      emailAddress: 'a@example.com',
      emailBreakingNews: 'Y',
      electronicEob: 'N',
    })
  })
  it('the payload carries the current password only for an e-mail change', () => {
    const payload = preferencesPayload(
      { emailAddress: 'b@example.com', currentPassword: 'x' },
      [],
      'a@example.com',
    )
    expect(payload.currentPassword).toBe('x')
  })
  it('rejects a bad e-mail with the update-email message', () => {
    const schema = preferencesSchema(null, [])
    const result = parseWithZod(form({ intent: 'preferences', emailAddress: 'nope' }), { schema })
    expect(errorsOf(result)).toEqual({ emailAddress: ['Email address is a required field'] })
  })
})

describe('address', () => {
  const good = {
    intent: 'address',
    addressLine1: '1 Main St',
    city: 'Portland',
    country: 'US',
    state: 'OR',
    zipCode: '97201',
  }
  it('accepts a US address', () => {
    expect(parseWithZod(form(good), { schema: addressSchema }).status).toBe('success')
  })
  it('requires the state and a 5-digit zip code in the US', () => {
    const result = parseWithZod(form({ ...good, state: '', zipCode: '9720A' }), { schema: addressSchema })
    expect(errorsOf(result)).toEqual({ state: ['State is a required field'], zipCode: ['Invalid zip code'] })
  })
  it('uses the default message patterns', () => {
    const result = parseWithZod(form({ ...good, addressLine1: '', city: 'x'.repeat(31), zipCode: '12' }), {
      schema: addressSchema,
    })
    expect(errorsOf(result)).toEqual({
      addressLine1: ['Address line 1 is a required field'],
      city: ['City exceeds the maximum number of characters'],
      zipCode: ['Zip code is under the character minimum'],
    })
  })
})

describe('security answers', () => {
  it('refuses the same question twice', () => {
    const result = parseWithZod(
      form({
        intent: 'security',
        question1: 'Q1',
        answer1: 'abc',
        question2: 'Q1',
        answer2: 'def',
        question3: 'Q3',
        answer3: 'ghi',
      }),
      { schema: securityAnswersSchema },
    )
    expect(errorsOf(result)).toEqual({ question2: [inEnglish(DUPLICATE_QUESTION_MESSAGE)] })
  })
  it('checks answers with the answer validator', () => {
    const result = parseWithZod(
      form({
        intent: 'security',
        question1: 'Q1',
        answer1: 'ab',
        question2: 'Q2',
        answer2: 'def',
        question3: 'Q3',
        answer3: 'g<h',
      }),
      { schema: securityAnswersSchema },
    )
    expect(errorsOf(result)).toEqual({
      answer1: ['Answer 1 is under the character minimum'],
      answer3: ['Invalid answer 3'],
    })
  })
  it('builds the payload in order', () => {
    expect(
      answersPayload({
        question1: 'Q1',
        answer1: 'a',
        question2: 'Q2',
        answer2: 'b',
        question3: 'Q3',
        answer3: 'c',
      }),
    ).toEqual([
      { questionId: 'Q1', answer: 'a' },
      { questionId: 'Q2', answer: 'b' },
      { questionId: 'Q3', answer: 'c' },
    ])
  })
})

describe('change password', () => {
  const parse = (v: Record<string, string>) => parseWithZod(form(v), { schema: changePasswordSchema })
  it('applies the shared password validator to the new password', () => {
    expect(
      errorsOf(parse({ currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' })),
    ).toEqual({
      newPassword: ['Invalid new password'],
    })
  })
  it('reports a mismatch on the confirmation', () => {
    expect(
      errorsOf(parse({ currentPassword: 'x', newPassword: 'Abc#2027', confirmPassword: 'Abc#2028' })),
    ).toEqual({
      confirmPassword: [inEnglish(PASSWORD_MISMATCH)],
    })
  })
  it('refuses the current password as the new one', () => {
    expect(
      errorsOf(parse({ currentPassword: 'Abc#2027', newPassword: 'Abc#2027', confirmPassword: 'Abc#2027' })),
    ).toEqual({
      newPassword: [inEnglish(PASSWORD_UNCHANGED)],
    })
  })
  it('requires every field', () => {
    expect(errorsOf(parse({}))).toEqual({
      currentPassword: ['Current password is a required field'],
      newPassword: ['New password is a required field'],
      confirmPassword: ['Confirm new password is a required field'],
    })
  })
})

describe('member information rows', () => {
  const now = new Date(2026, 10, 22)
  const e = (eligible: boolean, effectiveDate: string | null, terminationDate: string | null) => ({
    eligible,
    effectiveDate,
    terminationDate,
    classPlanId: null,
    classPlanEffectiveDate: null,
  })
  it("active without an end: 'Active since {date}'", () => {
    const row = categoryRow('medical', e(true, '2025-01-01', null), now)
    expect({ ...row, text: inEnglish(row.text) }).toMatchObject({
      status: 'active',
      text: 'Active since 01/01/2025',
    })
  })
  it("active with an end after 2100: 'Active since {date}'", () => {
    expect(inEnglish(categoryRow('dental', e(true, '2025-01-01', '2199-12-31'), now).text)).toBe(
      'Active since 01/01/2025',
    )
  })
  it('active with an end: the range', () => {
    expect(inEnglish(categoryRow('dental', e(true, '2025-01-01', '2026-12-31'), now).text)).toBe(
      '01/01/2025 - 12/31/2026',
    )
  })
  it("future: 'Effective on {date}'", () => {
    const row = categoryRow('vision', e(true, '2027-01-01', null), now)
    expect({ ...row, text: inEnglish(row.text) }).toMatchObject({
      status: 'future',
      text: 'Effective on 01/01/2027',
    })
  })
  it('termed within two years is termed eligible', () => {
    const row = categoryRow('pharmacy', e(true, '2020-01-01', '2025-12-31'), now)
    expect({ ...row, text: inEnglish(row.text) }).toMatchObject({
      status: 'termed',
      text: 'Terminated on 12/31/2025',
      termedEligible: true,
    })
    expect(categoryRow('pharmacy', e(true, '2020-01-01', '2023-12-31'), now).termedEligible).toBe(false)
  })
  it('ineligible', () => {
    const row = categoryRow('medical', e(false, null, null), now)
    expect({ ...row, text: inEnglish(row.text) }).toMatchObject({
      status: 'ineligible',
      text: 'Not eligible',
    })
  })
})

describe('eBill hand-off address', () => {
  const base = 'http://127.0.0.1:3100/api/ebill-site'
  it('carries firsttime=Y when not registered, plus theme and dashboardlink, never a token', () => {
    const url = new URL(
      ebillHandoffUrl(base, {
        registered: false,
        dashboardLink: 'http://localhost/home',
        theme: 'medical-dental',
      }),
    )
    expect(url.searchParams.get('firsttime')).toBe('Y')
    expect(url.searchParams.get('theme')).toBe('medical-dental')
    expect(url.searchParams.get('dashboardlink')).toBe('http://localhost/home')
    expect(url.searchParams.has('idptoken')).toBe(false)
  })
  it('leaves firsttime out when registered', () => {
    const url = new URL(
      ebillHandoffUrl(base, {
        registered: true,
        dashboardLink: 'http://localhost/home',
        theme: 'medical-dental',
      }),
    )
    expect(url.searchParams.has('firsttime')).toBe(false)
  })
})

describe('holiday calendar', () => {
  it("reads 'YYYY-MM-DD|name' lines in date order and skips bad ones", () => {
    expect(
      parseHolidayCalendar('2026-12-25|Christmas Day\n\nnonsense\n2026-11-26 | Thanksgiving Day\r\n'),
    ).toEqual([
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ])
  })
})

describe('Passport Dental link', () => {
  it('uses the Medicare variant for parent group 100000075 only', () => {
    expect(passportDentalFindUrl('100000075')).toBe(PASSPORT_DENTAL_MEDICARE_FIND_URL)
    expect(passportDentalFindUrl('100000001')).toBe(PASSPORT_DENTAL_FIND_URL)
    expect(passportDentalFindUrl(null)).toBe(PASSPORT_DENTAL_FIND_URL)
  })
})

describe('cancellation choice', () => {
  it("takes 'M' or 'D' only", () => {
    expect(parseWithZod(form({ cancellationStatusId: 'D' }), { schema: cancellationSchema }).status).toBe(
      'success',
    )
    expect(
      errorsOf(parseWithZod(form({ cancellationStatusId: 'X' }), { schema: cancellationSchema })),
    ).toEqual({
      cancellationStatusId: ['Choose the coverage to cancel'],
    })
  })
})
