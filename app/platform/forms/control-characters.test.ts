/**
 * The control-character rule (issue 16, decision 100), rule by rule: which characters, which
 * fields, which message, and the order of messages.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { errorsOf } from '../../../tests/schema'
import {
  CONTROL_CHARACTERS_MESSAGE,
  controlCharacterPath,
  hasControlCharacters,
  isEmail,
} from '@member-dashboard/contract'
import {
  answerField,
  dateOfBirthField,
  emailField,
  nameField,
  passwordField,
  refuseControlCharacters,
  requiredString,
} from './validators'

/** The messages as an English page shows them (decision 225). */
const messagesOf = errorsOf

describe('hasControlCharacters: which characters', () => {
  const refused = {
    'NUL U+0000': '\u0000',
    'BEL U+0007': '\u0007',
    'tab U+0009': '\t',
    'line feed U+000A': '\n',
    'carriage return U+000D': '\r',
    'escape U+001B': '\u001B',
    'DEL U+007F': '\u007F',
    'C1 U+0080': '\u0080',
    'NEL U+0085': '\u0085',
    'C1 U+009F': '\u009F',
    'LRE U+202A': '\u202A',
    'RLE U+202B': '\u202B',
    'PDF U+202C': '\u202C',
    'LRO U+202D': '\u202D',
    'RLO U+202E': '\u202E',
    'LRI U+2066': '\u2066',
    'RLI U+2067': '\u2067',
    'FSI U+2068': '\u2068',
    'PDI U+2069': '\u2069',
  }
  for (const [name, character] of Object.entries(refused)) {
    it(`refuses ${name}, wherever it is`, () => {
      expect(hasControlCharacters(character)).toBe(true)
      expect(hasControlCharacters(`a${character}b`)).toBe(true)
    })
  }

  const allowed = {
    'plain text': "St. Mary's, Portland",
    'letters with accents': 'José Ñúñez',
    'right-to-left letters': 'שלום',
    'the marks U+200E / U+200F (kept: they reorder nothing)': 'a\u200Eb\u200F',
    'a no-break space U+00A0 (just after the C1 range)': 'a\u00A0b',
    'space U+0020 (just after the C0 range)': 'a b',
    'U+2029 and U+2070 (around the isolates)': '\u2029\u2070',
  }
  for (const [name, value] of Object.entries(allowed)) {
    it(`allows ${name}`, () => expect(hasControlCharacters(value)).toBe(false))
  }
})

describe('controlCharacterPath: the sandbox finds one in any field of a body', () => {
  it('names the path of the first one', () => {
    expect(controlCharacterPath({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toEqual(['b', 'c', 1])
  })
  it('is null for a clean body, numbers and booleans', () => {
    expect(controlCharacterPath({ a: 'ok', n: 1, t: true, z: null, list: ['a'] })).toBeNull()
  })
})

describe('isEmail (contract, the sandbox check) refuses control characters', () => {
  it('NUL and U+202E inside an otherwise valid address', () => {
    expect(isEmail('member@example.com')).toBe(true)
    expect(isEmail('mem\u0000ber@example.com')).toBe(false)
    expect(isEmail('member@exa\u202Emple.com')).toBe(false)
  })
})

describe('every text field builder reports the one message', () => {
  it('requiredString: the control message, not a length or pattern one', () => {
    expect(messagesOf(requiredString('City', { max: 30 }), 'Port\u0000land')).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ])
    const zip = requiredString('Zip code', { min: 3, max: 10, patterns: [/^[0-9]*$/] })
    expect(messagesOf(zip, '9\u202E')).toEqual([CONTROL_CHARACTERS_MESSAGE])
  })
  it('requiredString: an empty value is still "required" first', () => {
    expect(messagesOf(requiredString('City'), '')).toEqual(['City is a required field'])
  })
  it('requiredString: a too-long value with a control character gets the control message', () => {
    expect(messagesOf(requiredString('City', { max: 3 }), 'abcdef\u0000')).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ])
  })
  it('a field may override the message', () => {
    const field = requiredString('City', { messages: { controlCharacters: 'No controls' } })
    expect(messagesOf(field, '\u0000')).toEqual(['No controls'])
  })
  it('nameField, answerField, passwordField', () => {
    expect(messagesOf(nameField('First name'), 'Jos\u202Ee')).toEqual([CONTROL_CHARACTERS_MESSAGE])
    expect(messagesOf(answerField('Answer 1'), 'Rex\u0000')).toEqual([CONTROL_CHARACTERS_MESSAGE])
    expect(messagesOf(passwordField('Password'), 'abc123\u0000')).toEqual([CONTROL_CHARACTERS_MESSAGE])
  })
  it('emailField: the control message, not "required"', () => {
    expect(messagesOf(emailField(), 'a\u0000@example.com')).toEqual([CONTROL_CHARACTERS_MESSAGE])
    expect(messagesOf(emailField(), 'a@exa\u2066mple.com')).toEqual([CONTROL_CHARACTERS_MESSAGE])
  })
  it('dateOfBirthField', () => {
    expect(messagesOf(dateOfBirthField('Date of birth', new Date()), '01/02/1990\u0000')).toEqual([
      CONTROL_CHARACTERS_MESSAGE,
    ])
  })
  it('refuseControlCharacters for a plain z.string() (search boxes)', () => {
    const search = z.string().superRefine(refuseControlCharacters)
    expect(messagesOf(search, 'dent\u202Eist')).toEqual([CONTROL_CHARACTERS_MESSAGE])
    expect(messagesOf(search, 'dentist')).toEqual([])
  })
})
