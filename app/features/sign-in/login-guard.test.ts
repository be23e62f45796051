import { describe, expect, it } from 'vitest'
import { loginErrorMessage, loginAttemptsRemainingMessage } from './login-errors'
import {
  attemptsLeftForClient,
  loginSubject,
  sprayMessage,
  UNTRUSTED_SHARE_SPENT_MESSAGE,
} from './login-guard'

const attempts = (attemptsRemaining: number) => ({
  errorType: 'LOGIN_ATTEMPTS_REMAINING',
  errorData: { attemptsRemaining },
})

describe('attemptsLeftForClient: what this client can really still try', () => {
  it('a trusted device: the gateway count', () => {
    expect(attemptsLeftForClient(4, null)).toBe(4)
  })
  it('an untrusted client: the smaller of the gateway count and its share', () => {
    expect(attemptsLeftForClient(4, 2)).toBe(2)
    expect(attemptsLeftForClient(1, 2)).toBe(1)
    expect(attemptsLeftForClient(3, -1)).toBe(0)
  })
})

describe('loginErrorMessage with a share', () => {
  it('shows the truthful count', () => {
    expect(loginErrorMessage(attempts(4), 2)).toBe(loginAttemptsRemainingMessage(2))
    expect(loginErrorMessage(attempts(4))).toBe(loginAttemptsRemainingMessage(4))
  })
  it('an untrusted client that spent its share is sent to Forgot password or a trusted device', () => {
    expect(loginErrorMessage(attempts(2), 0)).toBe(UNTRUSTED_SHARE_SPENT_MESSAGE)
  })
  it('the gateway at 0 keeps its own words', () => {
    expect(loginErrorMessage(attempts(0), 0)).toBe(loginAttemptsRemainingMessage(0))
  })
})

describe('sprayMessage and loginSubject', () => {
  it('says what happened and when to try again', () => {
    expect(sprayMessage(840)).toBe(
      'Sign-in failed for many different usernames from your network. Please wait 14 minutes before trying again.',
    )
  })
  it('reads the username as the gateway does', () => {
    expect(loginSubject(1, ' LEE ')).toBe(loginSubject(1, 'lee'))
    expect(loginSubject(2, 'lee')).not.toBe(loginSubject(1, 'lee'))
  })
})
