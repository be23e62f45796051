/**
 * Program rules (spec section 2 'Home' item 7; section 3 'Program'; section 9 'Featured programs',
 * 'Program tile name', 'Shortcut programs', 'Special program ids'). Pure.
 */
import type { Program } from '@member-dashboard/contract'

/** "maximum 5 in one reading of the rules ... (5 for the featured list" */
export const FEATURED_PROGRAMS_MAX = 5

/** "... and 6 on the home page in another" (home 'Programs' section, spec section 2 'Home' item 7). */
export const HOME_PROGRAMS_MAX = 6

/** "Program tile name: cut at 55 characters." */
export const PROGRAM_TILE_NAME_MAX = 55

/** The ellipsis appended to a cut program tile name. */
export const ELLIPSIS = '…'

/** "Special program ids" and "Shortcut programs" ids. */
export const DENTAL_COST_ESTIMATOR = 33
export const PASSPORT_DENTAL = 27
export const FIND_A_DENTIST = 92

/** "digital claims 93 (opens a new tab)" */
export const DIGITAL_CLAIMS = 93
export const PHARMACY_BENEFIT_MANAGER = 37

/** "eBill (id -1, hidden if no eBill or termed)" */
export const EBILL_SHORTCUT = -1

/** "Outline of Coverage (id -3, hidden if no URL)" */
export const OUTLINE_OF_COVERAGE_SHORTCUT = -3

/** Program whose urlDocumentType has this value is external (spec section 3 'Program'). */
export const EXTERNAL_URL_DOCUMENT_TYPE = 'ENDPOINT'

type Listed = Pick<Program, 'highPriority' | 'eligible' | 'displayOrder'>

/** High priority and eligible (enrolled) programs, by displayOrder (ties keep received order), at most `max`. */
function highPriorityPrograms<T extends Listed>(programs: readonly T[], max: number): T[] {
  return programs
    .filter((p) => p.highPriority && p.eligible)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .slice(0, max)
}

/** "Featured programs: only high priority, sorted by displayOrder, maximum 5" (the featured list). */
export function featuredPrograms<T extends Listed>(programs: readonly T[]): T[] {
  return highPriorityPrograms(programs, FEATURED_PROGRAMS_MAX)
}

/** "'Programs' section with up to 6 enrolled high-priority programs" (the home page reading). */
export function homePrograms<T extends Listed>(programs: readonly T[]): T[] {
  return highPriorityPrograms(programs, HOME_PROGRAMS_MAX)
}

// ---------------------------------------------------------------- shortcuts

export interface ShortcutProgram {
  id: typeof EBILL_SHORTCUT | typeof OUTLINE_OF_COVERAGE_SHORTCUT
  name: string
  /** Dashboard route, or the outside URL when `external`. */
  target: string
  external: boolean
}

/**
 * "Shortcut programs: eBill (id -1, hidden if no eBill or termed) and Outline of Coverage (id -3,
 * hidden if no URL)." eBill leads to /account/ebill; Outline of Coverage to the handbook/ooc URL.
 */
export function shortcutPrograms(input: {
  hasEbill: boolean
  isTermed: boolean
  outlineOfCoverageUrl: string | null | undefined
}): ShortcutProgram[] {
  const shortcuts: ShortcutProgram[] = []
  if (input.hasEbill && !input.isTermed) {
    shortcuts.push({ id: EBILL_SHORTCUT, name: 'eBill', target: '/account/ebill', external: false })
  }
  const url = input.outlineOfCoverageUrl?.trim()
  if (url) {
    shortcuts.push({
      id: OUTLINE_OF_COVERAGE_SHORTCUT,
      name: 'Outline of Coverage',
      target: url,
      external: true,
    })
  }
  return shortcuts
}

// ---------------------------------------------------------------- tiles and links

export interface ProgramTileName {
  /** What the tile shows: the name, cut at 55 characters with '…' when longer. */
  text: string
  /** The whole name, for screen readers (e.g. aria-label or visually hidden text). */
  fullName: string
  truncated: boolean
}

/**
 * "Program names on tiles are cut at 55 characters with an ellipsis." A name of 55 characters or
 * fewer is shown whole; a longer one shows its first 55 characters (trailing spaces dropped) then
 * '…'. Characters are counted as code points, so an emoji is never split.
 */
export function programTileName(name: string): ProgramTileName {
  const chars = Array.from(name)
  if (chars.length <= PROGRAM_TILE_NAME_MAX) return { text: name, fullName: name, truncated: false }
  const cut = chars.slice(0, PROGRAM_TILE_NAME_MAX).join('').trimEnd()
  return { text: `${cut}${ELLIPSIS}`, fullName: name, truncated: true }
}

/** "urlDocumentType (value ENDPOINT means external)". */
export function isExternalProgram(program: Pick<Program, 'urlDocumentType'>): boolean {
  return program.urlDocumentType === EXTERNAL_URL_DOCUMENT_TYPE
}

/** "digital claims 93 (opens a new tab)". */
export function opensInNewTab(program: Pick<Program, 'id'>): boolean {
  return program.id === DIGITAL_CLAIMS
}

export interface ProgramLink {
  target: string
  external: boolean
  newTab: boolean
}

/**
 * Where a program tile leads. The pharmacy benefit manager (37) goes to the dashboard's pharmacy
 * page /navitus, whatever its URL; an external program (ENDPOINT) with a URL goes to that URL;
 * Passport Dental (27) to /passport-dental and Find a dentist (92) to /find-care/find-a-dentist
 * (the routes of section 2; our mapping); any other program to its page /benefits/programs/{id}.
 * Digital claims (93) opens in a new tab.
 */
export function programLink(program: Pick<Program, 'id' | 'url' | 'urlDocumentType'>): ProgramLink {
  const newTab = opensInNewTab(program)
  if (program.id === PHARMACY_BENEFIT_MANAGER) return { target: '/navitus', external: false, newTab }
  if (isExternalProgram(program) && program.url) return { target: program.url, external: true, newTab }
  if (program.id === PASSPORT_DENTAL) return { target: '/passport-dental', external: false, newTab }
  if (program.id === FIND_A_DENTIST) return { target: '/find-care/find-a-dentist', external: false, newTab }
  return { target: `/benefits/programs/${program.id}`, external: false, newTab }
}
