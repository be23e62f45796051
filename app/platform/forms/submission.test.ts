/**
 * parseForm / boundedResult (issue 16, decision 101): the echo is cut to each field's maximum, a
 * field sent twice is refused with a form-level and a field message.
 */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  boundedResult,
  DUPLICATE_FIELD_MESSAGE,
  DUPLICATE_FIELDS_MESSAGE,
  ECHO_MAX_LENGTH,
  fieldLimits,
  parseForm,
  UNREADABLE_FIELD_MESSAGE,
} from './submission'
import { errorsInEnglish } from '../../../tests/schema'
import { requiredString } from './validators'

const schema = z.object({
  intent: z.literal('address'),
  city: requiredString('City', { max: 30 }),
  tags: z.array(z.string()).optional(),
})

const form = (fields: [string, string][]) => {
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

describe('fieldLimits', () => {
  it("reads each field's maximum and which fields take several values", () => {
    const limits = fieldLimits(schema)
    expect(limits.maxima.city).toBe(30)
    expect(limits.multiple.has('tags')).toBe(true)
    expect([...limits.known]).toEqual(expect.arrayContaining(['intent', 'city', 'tags']))
  })
  it('a field without a maximum has none', () => {
    expect(
      fieldLimits(z.object({ note: z.string(), city: requiredString('City', { max: 30 }) })).maxima,
    ).toEqual({
      city: 30,
    })
  })
})

describe('parseForm: the echo is cut to the maximum', () => {
  it('a 5 MB value comes back as its first 30 characters, still refused as too long', () => {
    const submission = parseForm(
      form([
        ['intent', 'address'],
        ['city', 'y'.repeat(5_000_000)],
      ]),
      { schema },
    )
    expect(submission.status).toBe('error')
    const result = submission.reply()
    expect(result.initialValue?.city).toBe('y'.repeat(30))
    expect(errorsInEnglish(result.error)?.city).toEqual(['City exceeds the maximum number of characters'])
    expect(JSON.stringify(result).length).toBeLessThan(1_000)
  })
  it('fields the schema does not have are not echoed', () => {
    const result = parseForm(
      form([
        ['intent', 'address'],
        ['junk', 'z'.repeat(10_000)],
      ]),
      { schema },
    ).reply()
    expect(result.initialValue).not.toHaveProperty('junk')
    expect(result.fields).not.toContain('junk')
  })
  it('a valid value comes back whole', () => {
    const result = parseForm(
      form([
        ['intent', 'address'],
        ['city', 'Portland'],
      ]),
      { schema },
    ).reply({
      formErrors: ['Refused'],
    })
    expect(result.initialValue).toMatchObject({ city: 'Portland' })
    expect(result.error?.['']).toEqual(['Refused'])
  })
})

describe('parseForm: a field sent twice', () => {
  it('is refused (even when the first values are valid) with a form-level and a field message', () => {
    const submission = parseForm(
      form([
        ['intent', 'address'],
        ['city', 'Portland'],
        ['city', 'Salem'],
      ]),
      {
        schema,
      },
    )
    expect(submission.status).toBe('error')
    const result = submission.reply()
    expect(result.error?.['']).toEqual([DUPLICATE_FIELDS_MESSAGE])
    expect(result.error?.city).toEqual([DUPLICATE_FIELD_MESSAGE])
    expect(result.initialValue).toEqual({ intent: 'address', city: 'Portland' })
  })
  it("keeps the field's own message, and the caller's form errors after the duplicate one", () => {
    const submission = parseForm(
      form([
        ['intent', 'address'],
        ['city', ''],
        ['city', ''],
      ]),
      { schema },
    )
    const result = submission.reply({ formErrors: ['Also this'] })
    expect(errorsInEnglish(result.error)?.city).toEqual(['City is a required field'])
    expect(result.error?.['']).toEqual([DUPLICATE_FIELDS_MESSAGE, 'Also this'])
  })
  it('a field that takes several values may repeat', () => {
    const submission = parseForm(
      form([
        ['intent', 'address'],
        ['city', 'Portland'],
        ['tags', 'a'],
        ['tags', 'b'],
      ]),
      {
        schema,
      },
    )
    expect(submission.status).toBe('success')
  })
  it('works on URL search parameters (GET forms)', () => {
    const submission = parseForm(new URLSearchParams('intent=address&city=A&city=B'), { schema })
    expect(submission.reply().error?.['']).toEqual([DUPLICATE_FIELDS_MESSAGE])
  })
})

describe('boundedResult (the safety net of replyInvalid)', () => {
  it(`cuts any value to ${ECHO_MAX_LENGTH} characters and lists of values to 10`, () => {
    const result = boundedResult({
      status: 'error',
      initialValue: { a: 'x'.repeat(10_000), list: Array.from({ length: 50 }, () => 'y'.repeat(1_000)) },
    })
    expect((result.initialValue?.a as string).length).toBe(ECHO_MAX_LENGTH)
    expect(result.initialValue?.list).toHaveLength(10)
    expect((result.initialValue?.list as string[])[0].length).toBe(ECHO_MAX_LENGTH)
  })
  it('leaves a reset reply alone', () => {
    expect(boundedResult({ initialValue: null })).toEqual({ initialValue: null })
  })
})

describe('parseForm: invalid UTF-8 (issue 22)', () => {
  it('a value that arrived as invalid UTF-8 is refused with a message on its field, never accepted', () => {
    const body = new URLSearchParams('intent=address&city=Portl%FFand')
    expect(body.get('city')).toBe('Portl\uFFFDand')
    const submission = parseForm(body, { schema })
    expect(submission.status).toBe('error')
    const result = submission.reply()
    expect(result.error?.city).toEqual([UNREADABLE_FIELD_MESSAGE])
    expect(result.error?.['']).toBeUndefined()
  })
  it('well-formed accents and symbols pass', () => {
    const submission = parseForm(new URLSearchParams('intent=address&city=S%C3%A3o%20Jos%C3%A9'), { schema })
    expect(submission.status).toBe('success')
  })
})
