/**
 * Find care rules (spec section 2 '/find-care…', section 6 'Partner brand' and 'Primary care
 * link', section 9 'Special program ids'): the landing page's entries, find a dentist and the care
 * resources. Pure, no I/O.
 */
import type { DomainId, Program } from '@member-dashboard/contract'
import { DENTAL_COST_ESTIMATOR, PASSPORT_DENTAL } from '~/platform/plan/programs'
import { isExternalProgram, programLink, type ProgramLink } from '~/platform/plan/programs'
import { CARE_REMINDERS_PAGE } from './care-reminders'

type ProgramFacts = Pick<Program, 'id' | 'eligible' | 'url' | 'urlDocumentType'>

/** The member's enrolled (eligible) program with this id, if any. */
export function enrolledProgram<T extends Pick<Program, 'id' | 'eligible'>>(
  programs: readonly T[],
  id: number,
) {
  return programs.find((p) => p.id === id && p.eligible) ?? null
}

/** An entry of the landing page; its title, description and link text are the `find-care` catalogue's `landing.entries.<id>`. */
export interface FindCareEntry {
  id:
    | 'primary-care'
    | 'find-a-dentist'
    | 'resources'
    | 'care-reminders'
    | 'passport-dental'
    | 'dental-cost-estimator'
  link: ProgramLink
}

const internal = (target: string): ProgramLink => ({ target, external: false, newTab: false })

/**
 * The landing page: primary care (when the section 6 primary-care rule shows it), find a dentist,
 * resources, then Passport Dental (program 27) and the dental cost estimator (program 33) where the
 * member has them.
 */
export function findCareEntries(input: {
  showPrimaryCare: boolean
  programs: readonly ProgramFacts[]
}): FindCareEntry[] {
  const entries: FindCareEntry[] = []
  if (input.showPrimaryCare) {
    entries.push({
      id: 'primary-care',
      link: internal('/find-care/primary-care'),
    })
  }
  entries.push(
    {
      id: 'find-a-dentist',
      link: internal('/find-care/find-a-dentist'),
    },
    {
      id: 'resources',
      link: internal('/find-care/resources'),
    },
    {
      id: 'care-reminders',
      link: internal(CARE_REMINDERS_PAGE),
    },
  )
  const passport = enrolledProgram(input.programs, PASSPORT_DENTAL)
  if (passport) {
    entries.push({
      id: 'passport-dental',
      link: programLink(passport),
    })
  }
  const estimator = enrolledProgram(input.programs, DENTAL_COST_ESTIMATOR)
  if (estimator) {
    entries.push({
      id: 'dental-cost-estimator',
      link: programLink(estimator),
    })
  }
  return entries
}

// ---------------------------------------------------------------- find a dentist

/**
 * The in-network dentist directory each brand's find-a-dentist program (92) opens (sandbox
 * values). A program 92 whose own URL is external (ENDPOINT) wins over these.
 */
export const DENTIST_DIRECTORY_URL: Record<DomainId, string> = {
  1: 'https://www.riverbendhealth.example/find-a-dentist',
  2: 'https://medicare.riverbendhealth.example/find-a-dentist',
  5: 'https://www.partnerdental.example/find-a-dentist',
}

/** Where the find-a-dentist program (92) link goes: always a new tab (an outside directory). */
export function dentistSearchUrl(program: Pick<Program, 'url' | 'urlDocumentType'>, domainId: DomainId) {
  return isExternalProgram(program) && program.url ? program.url : DENTIST_DIRECTORY_URL[domainId]
}

/** "the member's dental network names": the member's networks whose name says dental. */
export function dentalNetworkNames(networkNames: readonly string[]): string[] {
  return networkNames.filter((name) => /dental/i.test(name))
}

// ---------------------------------------------------------------- care resources

/** Programs whose feature group is this are care resources (find a dentist, nurse line, virtual and urgent care). */
export const CARE_RESOURCE_FEATURE_GROUP = 'FIND_CARE'

export interface CareResource {
  id: number
  name: string
  description: string
  phone: string | null
  /** Null when the program has a phone only. */
  link: ProgramLink | null
}

/**
 * "the member's care resources from their programs": the enrolled programs of the find-care feature
 * group, by displayOrder, each with its phone and/or link (`programLink`: an outside URL, Passport
 * Dental, find a dentist). A program with a phone and no URL of its own shows the phone only; one
 * with neither links to its program page.
 */
export function careResources(
  programs: readonly Pick<
    Program,
    | 'id'
    | 'name'
    | 'description'
    | 'eligible'
    | 'featureGroup'
    | 'displayOrder'
    | 'url'
    | 'urlDocumentType'
    | 'details'
  >[],
): CareResource[] {
  return programs
    .filter((p) => p.eligible && p.featureGroup === CARE_RESOURCE_FEATURE_GROUP)
    .sort((a, b) => a.displayOrder - b.displayOrder)
    .map((p) => {
      const phone = p.details?.phoneNumber ?? null
      const link = programLink(p)
      const programPageOnly = link.target === `/benefits/programs/${p.id}`
      return {
        id: p.id,
        name: p.name,
        description: p.description,
        phone,
        link: programPageOnly && phone ? null : link,
      }
    })
}

/** 'tel:18665550195' */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
