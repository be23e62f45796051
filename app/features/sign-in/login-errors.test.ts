import { describe, expect, it } from 'vitest'
import {
  LOGIN_ACCOUNT_LOCKED_MESSAGE,
  LOGIN_GENERIC_MESSAGE,
  loginAttemptsRemainingMessage,
  loginErrorMessage,
} from './login-errors'
import { inEnglish } from '../../../tests/schema'

describe('loginErrorMessage', () => {
  it('LOGIN_ATTEMPTS_REMAINING gives the attempts message with n', () => {
    const body = {
      status: 401,
      message: 'x',
      errorType: 'LOGIN_ATTEMPTS_REMAINING',
      errorData: { attemptsRemaining: 4 },
    }
    expect(inEnglish(loginErrorMessage(body))).toBe(
      'Username and/or password unrecognized. You have 4 attempt(s) remaining. Try again or select forgot username or password.',
    )
  })
  it("the fixed messages read as the spec's English", () => {
    expect(inEnglish(LOGIN_GENERIC_MESSAGE)).toBe('Username and/or password unrecognized. Please try again.')
    expect(inEnglish(LOGIN_ACCOUNT_LOCKED_MESSAGE)).toBe(
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    )
  })
  it('LOGIN_ATTEMPTS_REMAINING with 1 and with 0 attempts shows the number as sent', () => {
    const body = (n: number) => ({
      errorType: 'LOGIN_ATTEMPTS_REMAINING',
      errorData: { attemptsRemaining: n },
    })
    expect([loginErrorMessage(body(1)), loginErrorMessage(body(0))]).toEqual([
      loginAttemptsRemainingMessage(1),
      loginAttemptsRemainingMessage(0),
    ])
  })
  it('LOGIN_ATTEMPTS_REMAINING without attemptsRemaining falls back to the generic message', () => {
    expect(loginErrorMessage({ errorType: 'LOGIN_ATTEMPTS_REMAINING' })).toBe(LOGIN_GENERIC_MESSAGE)
    expect(loginErrorMessage({ errorType: 'LOGIN_ATTEMPTS_REMAINING', errorData: {} })).toBe(
      LOGIN_GENERIC_MESSAGE,
    )
  })
  it('LOGIN_ATTEMPTS_REMAINING with a negative or fractional count falls back to the generic message', () => {
    const body = (n: number) => ({
      errorType: 'LOGIN_ATTEMPTS_REMAINING',
      errorData: { attemptsRemaining: n },
    })
    expect([loginErrorMessage(body(-1)), loginErrorMessage(body(1.5))]).toEqual([
      LOGIN_GENERIC_MESSAGE,
      LOGIN_GENERIC_MESSAGE,
    ])
  })
  it('ACCOUNT_LOCKED gives the locked message', () => {
    expect(
      inEnglish(loginErrorMessage({ status: 423, message: 'locked', errorType: 'ACCOUNT_LOCKED' })),
    ).toBe(
      'Your account is locked due to too many login attempts. To unlock, please Contact Customer Service.',
    )
    expect(LOGIN_ACCOUNT_LOCKED_MESSAGE).toBe(loginErrorMessage({ errorType: 'ACCOUNT_LOCKED' }))
  })
  it('ACCOUNT_LOCKED wins even with attempts data', () => {
    expect(loginErrorMessage({ errorType: 'ACCOUNT_LOCKED', errorData: { attemptsRemaining: 2 } })).toBe(
      LOGIN_ACCOUNT_LOCKED_MESSAGE,
    )
  })
  it('BAD_CREDENTIALS gives the generic message', () => {
    expect(inEnglish(loginErrorMessage({ status: 401, message: 'bad', errorType: 'BAD_CREDENTIALS' }))).toBe(
      'Username and/or password unrecognized. Please try again.',
    )
  })
  it('an unknown errorType gives the generic message', () => {
    expect(loginErrorMessage({ errorType: 'SOMETHING_ELSE' })).toBe(LOGIN_GENERIC_MESSAGE)
  })
  it('a body without errorType (e.g. a 5xx) gives the generic message', () => {
    expect(loginErrorMessage({ status: 500, message: 'Internal server error' })).toBe(LOGIN_GENERIC_MESSAGE)
  })
  it.each([null, undefined, '', 'Bad gateway', 42, []])(
    'a missing or non-object body (%s) gives the generic message',
    (body) => {
      expect(loginErrorMessage(body)).toBe(LOGIN_GENERIC_MESSAGE)
    },
  )
  it('a malformed errorData gives the generic message', () => {
    expect(
      loginErrorMessage({ errorType: 'LOGIN_ATTEMPTS_REMAINING', errorData: { attemptsRemaining: '4' } }),
    ).toBe(LOGIN_GENERIC_MESSAGE)
  })
})
