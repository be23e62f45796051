import { describe, expect, it } from 'vitest'
import { passportDentalProgramDetails } from './contact'

const program = (id: number, phoneNumber: string | null) => ({
  id,
  description: `Program ${id}`,
  details: { phoneNumber },
})

describe('Passport Dental program details (programs call)', () => {
  it("shows program 27's description and its phone number", () => {
    expect(
      passportDentalProgramDetails([program(12, '1'), program(27, '1-855-555-0127')], '1-888-555-0170'),
    ).toEqual({
      description: 'Program 27',
      phone: '1-855-555-0127',
    })
  })
  it("falls back to the brand's phone when the program gives none, and shows no description without it", () => {
    expect(passportDentalProgramDetails([program(27, null)], '1-888-555-0170').phone).toBe('1-888-555-0170')
    expect(passportDentalProgramDetails([{ id: 27, description: 'd', details: null }], 'b').phone).toBe('b')
    expect(passportDentalProgramDetails([program(12, '1')], '1-888-555-0170')).toEqual({
      description: null,
      phone: '1-888-555-0170',
    })
  })
})
