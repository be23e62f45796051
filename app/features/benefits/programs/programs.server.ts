/**
 * Loaders of /benefits/programs and /benefits/programs/{id}. Every call starts at once; a failed
 * call is the error page for its status (failTo). A program the member does not have is a 404.
 */
import { data } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import { requireMember } from '~/platform/session/auth.server'
import { isMemberTermed } from '~/platform/plan/eligibility'
import { featuredPrograms } from '~/platform/plan/programs'
import {
  categoryLabel,
  memberPrograms,
  parseProgramId,
  programAction,
  programPagePath,
  programsByCategory,
  relatedPrograms,
} from './programs'
import type { Program } from '@member-dashboard/contract'
import { benefitsNav, withNavFacts } from '../benefits-nav.server'
import { benefitsTexts, type BenefitsSection } from '../texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

/** What the programs pages render of the `benefits` namespace (the new-tab hint is the documents'). */
const PROGRAM_TEXTS: BenefitsSection[] = ['pages', 'programs', 'documents']

async function loadMemberPrograms(args: PageArgs) {
  const now = new Date()
  const loaded = await requireAccount(
    args,
    withNavFacts((ctx) => ({
      family: ctx.api.familyEligibility(),
      programs: ctx.api.programs(),
      catalogue: ctx.api.sitecorePrograms(),
    })),
  )
  const { member, family, programs, catalogue } = loaded
  return {
    programs: memberPrograms(programs, catalogue),
    isTermed: isMemberTermed(family, member.memberKey, now),
    nav: benefitsNav(loaded, now),
    messages: benefitsTexts(args).messages(PROGRAM_TEXTS),
  }
}

const summary = (p: Program) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  highPriority: p.highPriority,
  href: programPagePath(p.id),
})
export type ProgramSummary = ReturnType<typeof summary>

export async function loadProgramsPage(args: PageArgs) {
  const { programs, isTermed, nav, messages } = await loadMemberPrograms(args)
  return {
    nav,
    messages,
    // "Featured programs: hidden for termed members"; the featured list reads "maximum 5".
    featured: isTermed ? [] : featuredPrograms(programs).map(summary),
    categories: programsByCategory(programs).map((c) => ({
      key: c.key,
      label: c.label,
      programs: c.programs.map(summary),
    })),
  }
}

export async function loadProgramDetails(args: PageArgs, id: string | undefined) {
  const programId = parseProgramId(id)
  // Not a program id at all: no need to ask the gateway.
  if (programId === null) {
    await requireMember(args)
    throw data({ signedIn: true }, { status: 404 })
  }
  const { programs, nav, messages } = await loadMemberPrograms(args)
  const { rule } = benefitsTexts(args)
  const program = programs.find((p) => p.id === programId)
  if (!program) throw data({ signedIn: true }, { status: 404 })
  const action = programAction(program)
  return {
    nav,
    messages,
    id: program.id,
    name: program.name,
    description: program.description,
    phoneNumber: program.details?.phoneNumber ?? null,
    categories: program.categories.map(categoryLabel),
    // 'Go to {name}' in the member's language (the program's name as sent).
    action: action && { ...action, label: rule(action.label) },
    related: relatedPrograms(program, programs).map(summary),
  }
}

export type ProgramDetails = Awaited<ReturnType<typeof loadProgramDetails>>
