import { describe, expect, it } from 'vitest'
import { passkeyErrorTypes, twoStepErrorTypes } from '@member-dashboard/contract'
import { decodeMessage } from '~/platform/i18n/message'
import { passkeyErrorMessage } from './passkey'
import { twoStepErrorMessage } from './two-step'

const said = (text: string) => decodeMessage(text)

describe('the second step refused', () => {
  it('a wrong code says how many tries are left', () => {
    expect(
      said(
        twoStepErrorMessage({ errorType: twoStepErrorTypes.wrongCode, errorData: { attemptsRemaining: 2 } }),
      ),
    ).toEqual({
      key: 'sign-in:twoStep.errors.wrongWithCount',
      values: { count: 2 },
    })
  })

  it('a code used already asks for the next one', () => {
    expect(said(twoStepErrorMessage({ errorType: twoStepErrorTypes.replayedCode }))?.key).toBe(
      'sign-in:twoStep.errors.used',
    )
  })

  it('too many wrong codes says how long to wait', () => {
    const message = said(
      twoStepErrorMessage({ errorType: twoStepErrorTypes.locked, errorData: { retryAfterSeconds: 600 } }),
    )
    expect(message?.key).toBe('sign-in:twoStep.errors.locked')
    expect(said(String(message?.values.wait))).toEqual({
      key: 'sign-in:errors.wait.minutes',
      values: { n: 10 },
    })
  })

  it('a sign-in that took too long starts over', () => {
    expect(said(twoStepErrorMessage({ errorType: twoStepErrorTypes.challengeExpired }))?.key).toBe(
      'sign-in:twoStep.errors.expired',
    )
  })

  it('anything else says the code was not right, without a count', () => {
    expect(said(twoStepErrorMessage({ errorType: 'SOMETHING' }))?.key).toBe('sign-in:twoStep.errors.wrong')
    expect(said(twoStepErrorMessage(undefined))?.key).toBe('sign-in:twoStep.errors.wrong')
  })
})

describe('a passkey sign-in refused', () => {
  it('a locked account says it is locked; a refused passkey says so; the rest that it did not work', () => {
    expect(said(passkeyErrorMessage({ errorType: 'ACCOUNT_LOCKED' }))?.key).toBe('sign-in:errors.locked')
    expect(said(passkeyErrorMessage({ errorType: passkeyErrorTypes.refused }))?.key).toBe(
      'sign-in:passkey.refused',
    )
    expect(said(passkeyErrorMessage(null))?.key).toBe('sign-in:passkey.failed')
  })
})
