/**
 * The programs pages (/benefits/programs and /benefits/programs/{id}): which programs a member has,
 * how they are grouped and what a program's action is. Pure. The featured list, tile names and
 * where a program leads are the shared rules of ~/platform/plan/programs.
 */
import type { Program } from '@member-dashboard/contract'
import { programLink, type ProgramLink } from '~/platform/plan/programs'
import { message } from '~/platform/i18n/message'

/** Content fields a program takes from the content catalogue (programs/sitecore) when it is there. */
const CONTENT_FIELDS = [
  'name',
  'description',
  'categories',
  'featureGroup',
  'childResourceIds',
  'resource',
  'url',
  'urlDocumentType',
  'details',
] as const satisfies readonly (keyof Program)[]

/**
 * "Every program the member has": the member's programs (`programs`) they are eligible for, with
 * their content from the catalogue (`programs/sitecore`) when the catalogue has the id. Enrolment
 * (eligible, displayOrder, highPriority) always comes from the member's list.
 */
export function memberPrograms(programs: readonly Program[], catalogue: readonly Program[]): Program[] {
  const content = new Map(catalogue.map((p) => [p.id, p]))
  return programs
    .filter((p) => p.eligible)
    .map((p) => {
      const c = content.get(p.id)
      if (!c) return p
      const merged: Program = { ...p }
      for (const field of CONTENT_FIELDS) (merged as Record<string, unknown>)[field] = c[field]
      return merged
    })
}

/** High-priority programs first, then by displayOrder, then by name. */
export function byPriority(a: Program, b: Program): number {
  if (a.highPriority !== b.highPriority) return a.highPriority ? -1 : 1
  return a.displayOrder - b.displayOrder || a.name.localeCompare(b.name)
}

const CATEGORY_ORDER = ['medical', 'dental', 'vision', 'pharmacy', 'wellness']
export const OTHER_CATEGORY = 'other'

/** 'wellness' -> 'Wellness'; programs without a category are 'Other programs'. */
export function categoryLabel(category: string): string {
  if (category === OTHER_CATEGORY) return 'Other programs'
  const words = category.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase()
}

export interface ProgramCategory {
  key: string
  label: string
  programs: Program[]
}

/**
 * Programs grouped by category: a program with several categories is listed under each, one
 * without any under 'Other programs'. Categories in the order medical, dental, vision, pharmacy,
 * wellness, then the rest alphabetically, 'Other programs' last; programs within by `byPriority`.
 */
export function programsByCategory(programs: readonly Program[]): ProgramCategory[] {
  const groups = new Map<string, Program[]>()
  for (const program of programs) {
    const keys = program.categories.length
      ? [...new Set(program.categories.map((c) => c.trim().toLowerCase()).filter(Boolean))]
      : [OTHER_CATEGORY]
    for (const key of keys.length ? keys : [OTHER_CATEGORY]) {
      groups.set(key, [...(groups.get(key) ?? []), program])
    }
  }
  const rank = (key: string) => {
    if (key === OTHER_CATEGORY) return CATEGORY_ORDER.length + 1
    const i = CATEGORY_ORDER.indexOf(key)
    return i === -1 ? CATEGORY_ORDER.length : i
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, list]) => ({ key, label: categoryLabel(key), programs: [...list].sort(byPriority) }))
}

export interface ProgramAction extends ProgramLink {
  label: string
}

/**
 * What a program's page offers to do (spec section 9 'Special program ids' through `programLink`):
 * its internal page (/passport-dental, /find-care/find-a-dentist, /navitus...), or its outside
 * site (urlDocumentType ENDPOINT), which always opens in a new tab. None when the program leads
 * only to its own page (a program to call about, for example).
 */
export function programAction(
  program: Pick<Program, 'id' | 'name' | 'url' | 'urlDocumentType'>,
): ProgramAction | null {
  const link = programLink(program)
  if (!link.external && link.target === programPagePath(program.id)) return null
  const label = message(`benefits:rules.programs.${link.external ? 'goToWebsite' : 'goTo'}`, {
    name: program.name,
  })
  return { ...link, newTab: link.newTab || link.external, label }
}

export const programPagePath = (id: number) => `/benefits/programs/${id}`

/** The member's programs among a program's child resources, in the order the program lists them. */
export function relatedPrograms(
  program: Pick<Program, 'id' | 'childResourceIds'>,
  programs: readonly Program[],
) {
  const mine = new Map(programs.map((p) => [p.id, p]))
  return [...new Set(program.childResourceIds)]
    .filter((id) => id !== program.id)
    .flatMap((id) => {
      const child = mine.get(id)
      return child ? [child] : []
    })
}

/** A program id from the address: a whole positive number, else null (the 404 page). */
export function parseProgramId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  return Number(value)
}
