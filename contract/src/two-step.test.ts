import { describe, expect, it } from 'vitest'
import {
  normalizeTwoStepCode,
  recoveryCodePattern,
  totpCodePattern,
  twoStepCodeKind,
  twoStepCodeTyped,
} from './two-step'

describe('an app code', () => {
  it('is 6 digits, nothing else', () => {
    expect(totpCodePattern.test('123456')).toBe(true)
    for (const code of ['12345', '1234567', '12345a', ' 123456'])
      expect(totpCodePattern.test(code)).toBe(false)
  })

  it('keeps its digits when typed with spaces or a hyphen', () => {
    expect(normalizeTwoStepCode('123 456')).toBe('123456')
    expect(normalizeTwoStepCode(' 123-456 ')).toBe('123456')
    expect(twoStepCodeKind(normalizeTwoStepCode('123 456'))).toBe('app')
  })
})

describe('a recovery code', () => {
  it('is two groups of 5 lowercase letters and digits joined by a hyphen', () => {
    expect(recoveryCodePattern.test('abcde-23456')).toBe(true)
    for (const code of ['abcde23456', 'ABCDE-23456', 'abcd-234567', 'abcde-2345']) {
      expect(recoveryCodePattern.test(code)).toBe(false)
    }
  })

  it('is read in capitals, without its hyphen or with spaces', () => {
    expect(normalizeTwoStepCode('ABCDE-23456')).toBe('abcde-23456')
    expect(normalizeTwoStepCode('abcde23456')).toBe('abcde-23456')
    expect(normalizeTwoStepCode('abcde 23456')).toBe('abcde-23456')
    expect(twoStepCodeKind('abcde-23456')).toBe('recovery')
  })
})

describe('a typed code', () => {
  it('is refused when it is neither', () => {
    expect(twoStepCodeKind(normalizeTwoStepCode('12345'))).toBeNull()
    expect(twoStepCodeKind(normalizeTwoStepCode('abcde-2345!'))).toBeNull()
  })

  it('passes the form pattern as a member types either code, and the pattern holds as an HTML pattern (v flag)', () => {
    for (const typed of ['123456', '123 456', '123-456', 'abcde-23456', 'ABCDE23456', 'abcde 23456']) {
      expect(twoStepCodeTyped.test(typed)).toBe(true)
    }
    for (const typed of ['12345', '1234567', 'abcd-23456', 'abc$e-23456'])
      expect(twoStepCodeTyped.test(typed)).toBe(false)
    expect(() => new RegExp(twoStepCodeTyped.source, 'v')).not.toThrow()
  })
})
