import { describe, expect, it } from 'vitest'
import { deviceCodeErrorMessage, secondStepAfterPassword } from './device-code'
import { inEnglish } from '../../../tests/schema'

describe('secondStepAfterPassword: the one post-password decision', () => {
  it('asks for nothing by default (when-blocked): the spec flow, trusted or not', () => {
    for (const trusted of [true, false])
      expect(
        secondStepAfterPassword({ mode: 'when-blocked', trusted, twoStep: false, tokenKind: 'member' }),
      ).toBeNull()
  })
  it('with always, asks a browser the member has not signed in on for a code', () => {
    expect(
      secondStepAfterPassword({ mode: 'always', trusted: false, twoStep: false, tokenKind: 'member' }),
    ).toBe('device-code')
  })
  it('with always, lets a known browser through', () => {
    expect(
      secondStepAfterPassword({ mode: 'always', trusted: true, twoStep: false, tokenKind: 'member' }),
    ).toBeNull()
  })
  it('asks for the app code whenever the gateway asked for it: with always it is the browser proof, no e-mail code besides', () => {
    for (const mode of ['when-blocked', 'always'] as const)
      for (const trusted of [true, false])
        expect(secondStepAfterPassword({ mode, trusted, twoStep: true, tokenKind: 'member' })).toBe(
          'two-step',
        )
  })
  it('never asks staff (they have no e-mail on file and authenticate at the gateway)', () => {
    expect(
      secondStepAfterPassword({ mode: 'always', trusted: false, twoStep: false, tokenKind: 'staff' }),
    ).toBeNull()
  })
})

describe('deviceCodeErrorMessage', () => {
  const text = (body: unknown) => inEnglish(deviceCodeErrorMessage(body))
  it('a wrong code says so, with the tries left', () => {
    expect(text({ status: 400, errorType: 'CODE_INVALID', errorData: { triesLeft: 3 } })).toBe(
      'The code is not correct. You have 3 attempt(s) remaining.',
    )
  })
  it('an expired code says to send a new one', () => {
    expect(text({ errorType: 'CODE_EXPIRED', errorData: { triesLeft: 0 } })).toBe(
      'The code has expired. Send a new code.',
    )
  })
  it('the last wrong code, and tries spent, say too many', () => {
    expect(text({ errorType: 'CODE_INVALID', errorData: { triesLeft: 0 } })).toBe(
      'Too many wrong codes. Send a new code.',
    )
    expect(text({ errorType: 'CODE_TRIES_SPENT' })).toBe('Too many wrong codes. Send a new code.')
  })
  it('anything else: could not be checked', () => {
    expect(text({ message: 'Bad request' })).toBe('The code could not be checked. Please try again.')
    expect(text(null)).toBe('The code could not be checked. Please try again.')
  })
})
