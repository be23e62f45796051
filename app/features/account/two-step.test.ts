import { describe, expect, it } from 'vitest'
import { twoStepErrorTypes } from '@member-dashboard/contract'
import { decodeMessage } from '~/platform/i18n/message'
import { APP_CODE_TYPED, compactAppCode, groupKey, twoStepRefusalMessage } from './two-step'

describe('the key shown for typing by hand', () => {
  it('is in groups of 4 characters, the last one shorter', () => {
    expect(groupKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    expect(groupKey('ABCDEFGHIJ')).toBe('ABCD EFGH IJ')
  })

  it('is in capitals without the spaces it came with', () => {
    expect(groupKey(' abcd efgh ')).toBe('ABCD EFGH')
  })
})

describe('the first app code', () => {
  it('is 6 digits, with spaces or a hyphen between them if the member types them', () => {
    for (const typed of ['123456', '123 456', '12 34 56', '123-456'])
      expect(APP_CODE_TYPED.test(typed)).toBe(true)
    for (const typed of ['12345', '1234567', 'abcdef', 'abcde-12345'])
      expect(APP_CODE_TYPED.test(typed)).toBe(false)
    expect(compactAppCode('123 - 456')).toBe('123456')
  })
})

describe('a refusal to turn it off or set it up', () => {
  const key = (body: unknown) => decodeMessage(twoStepRefusalMessage(body))
  it('counts down a wrong password or code', () => {
    expect(key({ errorType: twoStepErrorTypes.wrongProof, errorData: { attemptsRemaining: 3 } })).toEqual({
      key: 'account:twoStep.errors.wrongProof',
      values: { count: 3 },
    })
  })

  it('says how long to wait after too many', () => {
    const said = key({ errorType: twoStepErrorTypes.locked, errorData: { retryAfterSeconds: 900 } })
    expect(said?.key).toBe('account:twoStep.errors.locked')
    expect(decodeMessage(String(said?.values.wait))).toEqual({
      key: 'validation:limits.wait.minutes',
      values: { n: 15 },
    })
  })

  it('says the code was not right for anything else', () => {
    expect(key({ errorType: twoStepErrorTypes.wrongCode })?.key).toBe('account:twoStep.errors.wrongCode')
    expect(key(null)?.key).toBe('account:twoStep.errors.wrongCode')
  })
})
