/**
 * Contact facts shown on the public contact page and the member's customer service page (spec
 * sections 2 and 9): the holiday calendar and the Passport Dental links (the TTY and paperless texts
 * are in the catalogues).
 * Pure: no I/O.
 */
import type { Program } from '@member-dashboard/contract'
import { isMedicareVariant } from './eligibility'
import { PASSPORT_DENTAL } from './programs'

export type Holiday = { date: string; name: string }

/**
 * The holiday calendar of message/calendar/domain/{id}: `data.item.content.value` holds one
 * 'YYYY-MM-DD|Holiday name' a line. Blank or malformed lines are skipped; the result is in date order.
 */
export function parseHolidayCalendar(value: string): Holiday[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .map((line) => /^(\d{4}-\d{2}-\d{2})\s*\|\s*(.+)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ date: match[1], name: match[2].trim() }))
    .sort((a, b) => a.date.localeCompare(b.date))
}

// ---------------------------------------------------------------- Passport Dental

export const PASSPORT_DENTAL_FIND_URL = 'https://www.passportdental.example.com/find-a-dentist'
export const PASSPORT_DENTAL_MEDICARE_FIND_URL =
  'https://www.passportdental.example.com/medicare/find-a-dentist'

/** "A Medicare variant of the link is used when the parent group is the Medicare group." */
export function passportDentalFindUrl(parentGroupId: string | null) {
  return isMedicareVariant(parentGroupId) ? PASSPORT_DENTAL_MEDICARE_FIND_URL : PASSPORT_DENTAL_FIND_URL
}

/**
 * "program details for Passport Dental" (spec section 7), from the programs call: the program's
 * description and its details' phone number (program 27). The brand's Passport Dental phone
 * stands in when the program gives none; without the program the page shows the brand's facts.
 */
export function passportDentalProgramDetails(
  programs: readonly Pick<Program, 'id' | 'description' | 'details'>[],
  brandPhone: string,
): { description: string | null; phone: string } {
  const program = programs.find((p) => p.id === PASSPORT_DENTAL)
  return {
    description: program?.description ?? null,
    phone: program?.details?.phoneNumber ?? brandPhone,
  }
}
