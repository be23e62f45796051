/**
 * Find care loaders: the guard every page shares, the landing page, find a dentist and the care
 * resources. Each page's calls start together with the account state (no waterfall); failures go
 * the one failure path (`failTo`).
 */
import { data, redirect } from '@remix-run/node'
import type { PromiseHash } from 'remix-utils/promise'
import { loadAccount } from '~/platform/session/account-state.server'
import { requireMember, type MemberContext } from '~/platform/session/auth.server'
import { memberHasActiveOrFutureEligibility } from '~/platform/plan/eligibility'
import { showPrimaryCareLink } from '~/platform/plan/permissions'
import { DENTAL_COST_ESTIMATOR, FIND_A_DENTIST, PASSPORT_DENTAL } from '~/platform/plan/programs'
import { programLink } from '~/platform/plan/programs'
import type { Member, PcpMembers } from '@member-dashboard/contract'
import { messagesFor, messageTextFor } from '~/platform/i18n/page-texts.server'
import {
  careResources,
  dentalNetworkNames,
  dentistSearchUrl,
  enrolledProgram,
  findCareEntries,
} from './find-care'
import { findCareIsDentistOnly } from '~/platform/plan/permissions'
import { careRemindersByMember } from './care-reminders'
import type { PageArgs } from '~/platform/context/load-context.server'

/** The error page at the same address (spec section 8), for a signed-in member. */
export const refuse = (status: 403 | 404) => data({ signedIn: true }, { status })

/**
 * Every find-care page: a signed-in member with active or future eligibility ("Benefits and Find
 * care menus: hidden if the member has no active or future eligibility": the pages refuse with
 * 403). On the partner brand "find care there is only find-a-dentist": other pages redirect there
 * (`/find-care`) or are not found. The account state and the page's `calls` load in parallel.
 */
export async function loadFindCare<H extends PromiseHash>(
  args: PageArgs,
  calls: (ctx: MemberContext) => H,
  onDentistOnlyBrand: 'redirect' | 'notFound' | 'allow',
) {
  const ctx = await requireMember(args)
  if (onDentistOnlyBrand !== 'allow' && findCareIsDentistOnly(ctx.brand.domainId)) {
    if (onDentistOnlyBrand === 'redirect') throw redirect('/find-care/find-a-dentist')
    throw refuse(404)
  }
  const { account, member, ...loaded } = await loadAccount(ctx, args, calls)
  if (!memberHasActiveOrFutureEligibility(member, new Date())) throw refuse(403)
  return { ...loaded, ctx, state: { account, member } }
}

/** The section 6 primary-care rule for the signed-in member. */
export function primaryCareShown(
  member: Pick<Member, 'memberKey' | 'memberSuffix'>,
  pcp: PcpMembers,
  eligible: boolean,
) {
  return showPrimaryCareLink({
    memberSuffix: member.memberSuffix,
    pcpAnySelections: pcp.selections.length > 0,
    pcpMemberHasSelection: pcp.selections.some((s) => s.memberKey === member.memberKey),
    pcpEligible: eligible,
  })
}

export async function findCareLanding(args: PageArgs) {
  const { state, pcp, pcpEligible, programs } = await loadFindCare(
    args,
    ({ api }) => ({ pcp: api.pcpMembers(), pcpEligible: api.pcpEligibility(), programs: api.programs() }),
    'redirect',
  )
  return {
    entries: findCareEntries({ showPrimaryCare: primaryCareShown(state.member, pcp, pcpEligible), programs }),
    messages: messagesFor(args, { 'find-care': ['landing'] }),
  }
}

export async function findADentist(args: PageArgs) {
  const { ctx, state, programs } = await loadFindCare(
    args,
    ({ api }) => ({ programs: api.programs() }),
    'allow',
  )
  const directory = enrolledProgram(programs, FIND_A_DENTIST)
  const estimator = enrolledProgram(programs, DENTAL_COST_ESTIMATOR)
  const passport = enrolledProgram(programs, PASSPORT_DENTAL)
  return {
    directory: directory
      ? {
          name: directory.name,
          description: directory.description,
          url: dentistSearchUrl(directory, ctx.brand.domainId),
        }
      : null,
    estimator: estimator
      ? { name: estimator.name, description: estimator.description, link: programLink(estimator) }
      : null,
    passport: passport
      ? { name: passport.name, description: passport.description, target: '/passport-dental' }
      : null,
    networks: dentalNetworkNames(state.member.networkNames),
    messages: messagesFor(args, { 'find-care': ['dentist'] }),
  }
}

export async function findCareResources(args: PageArgs) {
  const { programs } = await loadFindCare(args, ({ api }) => ({ programs: api.programs() }), 'notFound')
  return {
    resources: careResources(programs),
    messages: messagesFor(args, { 'find-care': ['resources'] }),
  }
}

/**
 * /find-care/care-reminders: the reminders of the members the signed-in member may see. A find
 * care page: not on the partner brand, whose find care is only find-a-dentist (decision 227).
 */
export async function loadCareReminders(args: PageArgs) {
  const now = new Date()
  const { state, reminders, pcp, pcpEligible } = await loadFindCare(
    args,
    ({ api }) => ({
      reminders: api.careReminders(),
      pcp: api.pcpMembers(),
      pcpEligible: api.pcpEligibility(),
    }),
    'notFound',
  )
  const members = careRemindersByMember(reminders, now, {
    showPrimaryCare: primaryCareShown(state.member, pcp, pcpEligible),
  })
  const inLanguage = messageTextFor(args)
  return {
    members: members.map((member) => ({
      ...member,
      reminders: member.reminders.map((r) => ({
        ...r,
        dueText: inLanguage(r.dueText),
        link: { ...r.link, label: inLanguage(r.link.label) },
      })),
    })),
    messages: messagesFor(args, { 'find-care': ['reminders'] }),
  }
}
