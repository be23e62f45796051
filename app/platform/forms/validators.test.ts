import { getZodConstraint, parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { errorsInEnglish, errorsOf, form, inEnglish, letters } from '../../../tests/schema'
import { z } from 'zod'
import { patterns } from '@member-dashboard/contract'
import {
  answerField,
  dateOfBirthField,
  dateRangeValid,
  emailField,
  fieldsMatch,
  idField,
  messages,
  nameField,
  optionalField,
  parseDateInput,
  passwordField,
  recentDateRangeValid,
  requiredString,
  usernameField,
} from './validators'

describe('default message patterns', () => {
  it("required: '{label} is a required field'", () => {
    expect(inEnglish(messages.required('First name'))).toBe('First name is a required field')
  })
  it("pattern: 'Invalid {label lowercase}'", () => {
    expect(inEnglish(messages.pattern('First Name'))).toBe('Invalid first name')
  })
  it("min length: '{label} is under the character minimum'", () => {
    expect(inEnglish(messages.minLength('Username'))).toBe('Username is under the character minimum')
  })
  it("max length: '{label} exceeds the maximum number of characters'", () => {
    expect(inEnglish(messages.maxLength('Username'))).toBe(
      'Username exceeds the maximum number of characters',
    )
  })
})

describe('requiredString', () => {
  const field = requiredString('Nickname', { min: 2, max: 4, patterns: [/^[a-z]*$/] })
  it('reports the required message when the value is missing (conform strips empty strings)', () => {
    expect(errorsOf(field, undefined)).toEqual(['Nickname is a required field'])
  })
  it('reports the required message for a raw empty string', () => {
    expect(errorsOf(field, '')).toEqual(['Nickname is a required field'])
  })
  it('reports the required message for a value that is not a string', () => {
    expect(errorsOf(field, 42)).toEqual(['Nickname is a required field'])
  })
  it('reports the min-length message', () => {
    expect(errorsOf(field, 'a')).toEqual(['Nickname is under the character minimum'])
  })
  it('reports the max-length message', () => {
    expect(errorsOf(field, 'abcde')).toEqual(['Nickname exceeds the maximum number of characters'])
  })
  it('reports the pattern message', () => {
    expect(errorsOf(field, 'ab1')).toEqual(['Invalid nickname'])
  })
  it('reports only the first failing rule: min length before pattern', () => {
    expect(errorsOf(field, '1')).toEqual(['Nickname is under the character minimum'])
  })
  it('reports only the first failing rule: max length before pattern', () => {
    expect(errorsOf(field, '123456')).toEqual(['Nickname exceeds the maximum number of characters'])
  })
  it('accepts a valid value unchanged', () => {
    expect(field.parse('abc')).toBe('abc')
  })
  it('lets a field override each message', () => {
    const custom = requiredString('Nickname', {
      min: 2,
      max: 4,
      patterns: [/^[a-z]*$/],
      messages: { required: 'R', minLength: 'MIN', maxLength: 'MAX', pattern: 'P' },
    })
    expect([
      errorsOf(custom, undefined),
      errorsOf(custom, 'a'),
      errorsOf(custom, 'abcde'),
      errorsOf(custom, 'A1'),
    ]).toEqual([['R'], ['MIN'], ['MAX'], ['P']])
  })
  it('keeps min/max/pattern visible to getZodConstraint (HTML attributes)', () => {
    expect(getZodConstraint(z.object({ nickname: field })).nickname).toEqual({
      required: true,
      minLength: 2,
      maxLength: 4,
      pattern: '^(?=.*(?:^[a-z]*$)).*$',
    })
  })
  it('gives the required message through conform for an empty input', () => {
    const submission = parseWithZod(form({ nickname: '' }), { schema: z.object({ nickname: field }) })
    expect(errorsInEnglish(submission.reply().error)).toEqual({ nickname: ['Nickname is a required field'] })
  })
})

describe('optionalField', () => {
  const field = optionalField(nameField('First name'))
  it('accepts a missing value', () => {
    expect(field.parse(undefined)).toBeUndefined()
  })
  it('accepts a raw empty string as missing', () => {
    expect(field.parse('')).toBeUndefined()
  })
  it('still validates a value that is present', () => {
    expect(errorsOf(field, 'R2D2')).toEqual(['Invalid first name'])
  })
  it('is not required for getZodConstraint', () => {
    expect(getZodConstraint(z.object({ firstName: field })).firstName?.required).toBe(false)
  })
})

describe('passwordField', () => {
  const password = passwordField('Password')
  it('is required', () => {
    expect(errorsOf(password, undefined)).toEqual(['Password is a required field'])
  })
  it('rejects 5 characters (under the minimum)', () => {
    expect(errorsOf(password, 'abc12')).toEqual(['Password is under the character minimum'])
  })
  it('accepts 6 characters', () => {
    expect(errorsOf(password, 'abcd12')).toEqual([])
  })
  it('accepts 32 characters', () => {
    expect(errorsOf(password, letters(31) + '1')).toEqual([])
  })
  it('rejects 33 characters (over the maximum)', () => {
    expect(errorsOf(password, letters(32) + '1')).toEqual([
      'Password exceeds the maximum number of characters',
    ])
  })
  it('requires at least one digit', () => {
    expect(errorsOf(password, 'abcdefg')).toEqual(['Invalid password'])
  })
  it('accepts every listed symbol @$!%*#?&^_+-=', () => {
    expect(errorsOf(password, 'a1@$!%*#?&^_+-=')).toEqual([])
  })
  it.each(['abc 123', 'abc.123', 'abc~123', "abc'123", 'abc(123', 'abc/123', 'abcé123'])(
    'rejects a character outside the set: %s',
    (value) => {
      expect(errorsOf(password, value)).toEqual(['Invalid password'])
    },
  )
  it('accepts the personas password Dashboard#2026', () => {
    expect(errorsOf(password, 'Dashboard#2026')).toEqual([])
  })
  it('uses the label in its messages', () => {
    expect(errorsOf(passwordField('New password'), 'abcdefg')).toEqual(['Invalid new password'])
  })
  it('derives minLength 6 and maxLength 32', () => {
    const constraint = getZodConstraint(z.object({ password })).password
    expect([constraint?.minLength, constraint?.maxLength]).toEqual([6, 32])
  })
})

describe('nameField', () => {
  const name = nameField('First name')
  it('is required', () => {
    expect(errorsOf(name, undefined)).toEqual(['First name is a required field'])
  })
  it('accepts letters, apostrophe, comma, backtick, hyphen, spaces and periods: "O\'Neil-Smith, Jr. d`Arc"', () => {
    expect(errorsOf(name, "O'Neil-Smith, Jr. d`Ar")).toEqual([])
  })
  it('accepts non-ASCII letters', () => {
    expect(errorsOf(name, 'Zoë José')).toEqual([])
  })
  it.each(['Mia2', 'Mia@', 'Mia_', 'Mia/Noah', 'Mia!'])('rejects %s', (value) => {
    expect(errorsOf(name, value)).toEqual(['Invalid first name'])
  })
  it('accepts 30 characters', () => {
    expect(errorsOf(name, letters(30))).toEqual([])
  })
  it('rejects 31 characters', () => {
    expect(errorsOf(name, letters(31))).toEqual(['First name exceeds the maximum number of characters'])
  })
  it('accepts a single character (no minimum beyond required)', () => {
    expect(errorsOf(name, 'X')).toEqual([])
  })
})

describe('usernameField', () => {
  const username = usernameField('Username')
  it('rejects 2 characters', () => {
    expect(errorsOf(username, 'ab')).toEqual(['Username is under the character minimum'])
  })
  it('accepts 3 characters', () => {
    expect(errorsOf(username, 'ab1')).toEqual([])
  })
  it('accepts 16 characters', () => {
    expect(errorsOf(username, letters(16))).toEqual([])
  })
  it('rejects 17 characters', () => {
    expect(errorsOf(username, letters(17))).toEqual(['Username exceeds the maximum number of characters'])
  })
  it.each(['staff.any', 'ab c', 'ab_c', 'abç'])(
    'rejects a character other than letters and digits: %s',
    (value) => {
      expect(errorsOf(username, value)).toEqual(['Invalid username'])
    },
  )
  it('is required', () => {
    expect(errorsOf(username, undefined)).toEqual(['Username is a required field'])
  })
})

describe('answerField', () => {
  const answer = answerField('Answer')
  it('accepts letters, digits, the listed symbols and space', () => {
    expect(errorsOf(answer, "St. Mary's, No 5 @$!%*#?&^_+-=")).toEqual([])
  })
  it.each(['a~b', 'a/b', 'a(b)', 'a"b', 'a;b', 'a<b'])('rejects an unlisted symbol: %s', (value) => {
    expect(errorsOf(answer, value)).toEqual(['Invalid answer'])
  })
  it('rejects 2 characters', () => {
    expect(errorsOf(answer, 'ab')).toEqual(['Answer is under the character minimum'])
  })
  it('accepts 3 characters', () => {
    expect(errorsOf(answer, 'a b')).toEqual([])
  })
  it('accepts 30 characters', () => {
    expect(errorsOf(answer, letters(30))).toEqual([])
  })
  it('rejects 31 characters', () => {
    expect(errorsOf(answer, letters(31))).toEqual(['Answer exceeds the maximum number of characters'])
  })
})

describe('idField (9 to 10 letters/digits)', () => {
  const id = idField('Subscriber ID')
  it('rejects 8 characters', () => {
    expect(errorsOf(id, 'EV100000')).toEqual(['Subscriber ID is under the character minimum'])
  })
  it('accepts 9 characters', () => {
    expect(errorsOf(id, 'EV1000001')).toEqual([])
  })
  it('accepts 10 characters', () => {
    expect(errorsOf(id, 'EV10000012')).toEqual([])
  })
  it('rejects 11 characters', () => {
    expect(errorsOf(id, 'EV100000123')).toEqual(['Subscriber ID exceeds the maximum number of characters'])
  })
  it.each(['EV-100001', 'EV 100001', 'EV1000.01'])(
    'rejects a character other than letters and digits: %s',
    (value) => {
      expect(errorsOf(id, value)).toEqual(['Invalid subscriber id'])
    },
  )
  it('is required', () => {
    expect(errorsOf(id, undefined)).toEqual(['Subscriber ID is a required field'])
  })
})

describe('emailField', () => {
  const email = emailField()
  it("gives 'Email address is a required field' when missing", () => {
    expect(errorsOf(email, undefined)).toEqual(['Email address is a required field'])
  })
  it("gives 'Email address is a required field' when empty or blank", () => {
    expect(errorsOf(email, '')).toEqual(['Email address is a required field'])
    expect(errorsOf(email, '   ')).toEqual(['Email address is a required field'])
  })
  it.each(['casey', 'casey@', '@example.com', 'casey@example', 'casey example@x.com', 'casey@@example.com'])(
    "gives 'Email address is a required field' for an invalid address: %s",
    (value) => {
      expect(errorsOf(email, value)).toEqual(['Email address is a required field'])
    },
  )
  it('accepts a valid address and trims surrounding spaces', () => {
    expect(email.parse('  casey@example.com ')).toBe('casey@example.com')
  })
  it('rejects an absurdly long address with the max-length message', () => {
    expect(errorsOf(email, `${letters(250)}@example.com`)).toEqual([
      'Email address exceeds the maximum number of characters',
    ])
  })
  it('uses its label', () => {
    expect(errorsOf(emailField('Work email'), 'x')).toEqual(['Work email is a required field'])
  })
})

describe('parseDateInput', () => {
  it("parses 'MM/DD/YYYY' to 'YYYY-MM-DD'", () => {
    expect(parseDateInput('02/29/2024')).toBe('2024-02-29')
  })
  it("parses 'YYYY-MM-DD'", () => {
    expect(parseDateInput('2024-02-29')).toBe('2024-02-29')
  })
  it.each([
    '2/3/2024',
    '02/30/2024',
    '02/29/2023',
    '13/01/2024',
    '00/10/2024',
    '01/00/2024',
    '01-02-2024',
    '2024/01/02',
    'today',
    '',
  ])('rejects %s (strict)', (value) => {
    expect(parseDateInput(value)).toBeNull()
  })
  it('takes the local calendar day of a Date', () => {
    expect(parseDateInput(new Date(2025, 0, 31, 23, 59))).toBe('2025-01-31')
  })
  it('rejects an invalid Date and null', () => {
    expect(parseDateInput(new Date(Number.NaN))).toBeNull()
    expect(parseDateInput(null)).toBeNull()
  })
})

describe('dateOfBirthField', () => {
  const now = new Date(2025, 5, 15, 10, 30) // 15 June 2025, local
  const dob = dateOfBirthField('Date of birth', now)
  it("converts 'MM/DD/YYYY' to 'YYYY-MM-DD'", () => {
    expect(dob.parse('07/04/1980')).toBe('1980-07-04')
  })
  it('accepts today', () => {
    expect(dob.parse('06/15/2025')).toBe('2025-06-15')
  })
  it("rejects tomorrow with 'Date of birth cannot be in the future'", () => {
    expect(errorsOf(dob, '06/16/2025')).toEqual(['Date of birth cannot be in the future'])
  })
  it('is required', () => {
    expect(errorsOf(dob, undefined)).toEqual(['Date of birth is a required field'])
    expect(errorsOf(dob, '')).toEqual(['Date of birth is a required field'])
  })
  it.each(['7/4/1980', '02/30/1980', '1980', '04-07-1980'])(
    "rejects %s with 'Invalid date of birth'",
    (value) => {
      expect(errorsOf(dob, value)).toEqual(['Invalid date of birth'])
    },
  )
  it('rejects a year before 1900', () => {
    expect(errorsOf(dob, '01/01/1899')).toEqual(['Invalid date of birth'])
  })
  it('lets the future message be overridden', () => {
    const custom = dateOfBirthField('Date of birth', now, { future: 'Too late' })
    expect(errorsOf(custom, '01/01/2030')).toEqual(['Too late'])
  })
})

describe('dateRangeValid', () => {
  it('is valid when end is after start', () => {
    expect(dateRangeValid('2025-01-01', '2025-01-02')).toBe(true)
  })
  it('is invalid when end equals start', () => {
    expect(dateRangeValid('2025-01-01', '2025-01-01')).toBe(false)
  })
  it('is invalid when end is before start', () => {
    expect(dateRangeValid('01/02/2025', '01/01/2025')).toBe(false)
  })
  it('compares calendar days across formats and Dates', () => {
    expect(dateRangeValid(new Date(2025, 0, 1, 23), '01/02/2025')).toBe(true)
  })
  it('has nothing to check when either end is empty', () => {
    expect([
      dateRangeValid(null, '2025-01-01'),
      dateRangeValid('2025-01-01', ''),
      dateRangeValid(undefined, undefined),
    ]).toEqual([true, true, true])
  })
  it('is invalid when either end is not a date', () => {
    expect(dateRangeValid('soon', '2025-01-01')).toBe(false)
  })
})

describe('recentDateRangeValid', () => {
  const now = new Date(2025, 5, 15)
  it('accepts a start exactly two years before today', () => {
    expect(recentDateRangeValid('2023-06-15', '2025-06-01', now)).toBe(true)
  })
  it('rejects a start one day earlier', () => {
    expect(recentDateRangeValid('2023-06-14', '2025-06-01', now)).toBe(false)
  })
  it('still requires end after start', () => {
    expect(recentDateRangeValid('2025-01-02', '2025-01-01', now)).toBe(false)
  })
  it('maps 29 February today to 28 February two years earlier', () => {
    const leap = new Date(2024, 1, 29)
    expect([
      recentDateRangeValid('2022-02-28', '2024-01-01', leap),
      recentDateRangeValid('2022-02-27', '2024-01-01', leap),
    ]).toEqual([true, false])
  })
  it('has nothing to check without a start', () => {
    expect(recentDateRangeValid(null, '2025-01-01', now)).toBe(true)
  })
})

describe('fieldsMatch', () => {
  const schema = z
    .object({
      newPassword: passwordField('New password'),
      confirmPassword: requiredString('Confirm password'),
    })
    .superRefine(fieldsMatch('newPassword', 'confirmPassword', 'Passwords do not match'))
  it('reports the mismatch on the second field', () => {
    const result = schema.safeParse({ newPassword: 'abc123', confirmPassword: 'abc124' })
    expect(result.success ? [] : result.error.issues.map((i) => [i.path, i.message])).toEqual([
      [['confirmPassword'], 'Passwords do not match'],
    ])
  })
  it('passes when the fields match', () => {
    expect(schema.safeParse({ newPassword: 'abc123', confirmPassword: 'abc123' }).success).toBe(true)
  })
  it('takes its message as a parameter', () => {
    const emails = z
      .object({ email: z.string(), confirmEmail: z.string() })
      .superRefine(fieldsMatch('email', 'confirmEmail', 'Email addresses do not match'))
    expect(errorsOf(emails, { email: 'a@x.com', confirmEmail: 'b@x.com' })).toEqual([
      'Email addresses do not match',
    ])
  })
  it('adds no mismatch when one field is empty (its required message says enough)', () => {
    const loose = z
      .object({ a: z.string().optional(), b: z.string().optional() })
      .superRefine(fieldsMatch('a', 'b', 'Passwords do not match'))
    expect([errorsOf(loose, { a: 'x' }), errorsOf(loose, { a: 'x', b: '' })]).toEqual([[], []])
  })
})

describe('HTML patterns', () => {
  it('every pattern getZodConstraint derives compiles with the v flag browsers use', () => {
    const constraint = getZodConstraint(
      z.object({
        password: passwordField(),
        name: nameField('Name'),
        username: usernameField(),
        answer: answerField(),
        id: idField('ID'),
        dob: dateOfBirthField('Date of birth', new Date(2025, 0, 1)),
      }),
    )
    for (const key of ['password', 'name', 'username', 'answer', 'id', 'dob'] as const) {
      const pattern = constraint[key]?.pattern
      expect(pattern, key).toBeDefined()
      expect(() => new RegExp(pattern as string, 'v'), key).not.toThrow()
    }
  })
  it('the derived password pattern agrees with the validator', () => {
    const pattern = new RegExp(getZodConstraint(z.object({ p: passwordField() })).p?.pattern as string, 'v')
    expect(['Dashboard#2026', 'abcdef', 'abc 123'].map((v) => pattern.test(v))).toEqual([true, false, false])
  })
  it('exports the character sets', () => {
    expect(patterns.username.test('abc123')).toBe(true)
  })
})
