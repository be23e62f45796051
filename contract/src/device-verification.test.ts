import { describe, expect, it } from 'vitest'
import { deviceCode, deviceCodeAnswer, maskEmail } from './device-verification'

describe('maskEmail: what a member is shown of the address on file', () => {
  it('keeps the first and last letter of the name, the first of the domain and its last label', () => {
    expect(maskEmail('carmen.delgado@example.com')).toBe('c***o@e***.com')
  })
  it('keeps only the first letter of a one- or two-letter name', () => {
    expect(maskEmail('jo@mail.example.org')).toBe('j***@m***.org')
    expect(maskEmail('j@x.io')).toBe('j***@x***.io')
  })
  it('never shows the domain between its first letter and its last label', () => {
    expect(maskEmail('Drew.Castillo@Corp.Example.COM')).toBe('d***o@c***.com')
  })
  it('answers *** for what is not an address', () => {
    for (const bad of ['', 'carmen', '@example.com', 'carmen@', 'carmen@localhost', 'carmen@example.'])
      expect(maskEmail(bad)).toBe('***')
  })
})

describe('deviceCode: a code as typed', () => {
  it('takes 6 digits, with the spaces or dash a member may type', () => {
    expect(deviceCode.parse('123456')).toBe('123456')
    expect(deviceCode.parse(' 123 456 ')).toBe('123456')
    expect(deviceCode.parse('123-456')).toBe('123456')
  })
  it('refuses fewer or more digits, and letters', () => {
    for (const bad of ['12345', '1234567', '12345a', 'abcdef', ''])
      expect(deviceCode.safeParse(bad).success).toBe(false)
  })
})

describe('deviceCodeAnswer', () => {
  it('is either a masked address (sent or not) or no address on file', () => {
    expect(deviceCodeAnswer.parse({ delivery: 'email', maskedEmail: 'c***o@e***.com', sent: true })).toEqual({
      delivery: 'email',
      maskedEmail: 'c***o@e***.com',
      sent: true,
    })
    expect(deviceCodeAnswer.parse({ delivery: 'none' })).toEqual({ delivery: 'none' })
    expect(deviceCodeAnswer.safeParse({ delivery: 'email', sent: true }).success).toBe(false)
  })
})
