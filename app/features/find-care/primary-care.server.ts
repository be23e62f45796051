/**
 * Primary care loaders and the selection action (spec section 2 '/find-care/primary-care…').
 * pcp/members, pcp/eligibility and the account (with the member's address) load in parallel;
 * provider details follow from pcp/provider, which is screen-handled (section 8: a 404 gives the
 * stub with the known name); search results load on submit only; a refused selection comes back
 * on its form (`formFailure`).
 */
import { replyInvalid } from '~/platform/forms/reply.server'
import { parseForm } from '~/platform/forms/submission'
import type { AccountDetails, Member, PcpMembers } from '@member-dashboard/contract'
import { failTo, formFailure, screenFailure } from '~/platform/failures/failures.server'
import { redirectWithNotice } from '~/platform/session/notice.server'
import { knownPcpMember, knownSearchMembers, learnSearchMembers } from '~/platform/session/token-facts.server'
import type { MemberContext } from '~/platform/session/auth.server'
import { formatDisplayDate, toPcpDate } from '~/platform/formats'
import { loadFindCare, primaryCareShown, refuse } from './find-care.server'
import {
  actableMembers,
  defaultEffectiveDate,
  eligiblePeriodText,
  historyStatus,
  memberForSuffix,
  memberPrimaryCare,
  primaryCareAction,
  providerStub,
  SEARCH_PAGE_SIZE,
  type PcpChoice,
  type ProviderView,
} from './primary-care'
import { providerSearchSchema, selectProviderSchema } from './primary-care-schemas'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, messageTextFor, textsFor } from '~/platform/i18n/page-texts.server'
import { codeText } from '~/platform/i18n/codes.server'
import type { PageArgs } from '~/platform/context/load-context.server'

type SearchMembers = { memberKey: string; effectiveDate: string }[]

/** A call started ahead that must not fail the page: its answer, or that it failed. */
const settled = <T>(call: Promise<T>, members: SearchMembers) =>
  call.then(
    (value) => ({ ok: true as const, value, members }),
    () => ({ ok: false as const, value: null, members }),
  )

/** The primary care pages' shared load; refused (403) when the section 6 primary-care rule hides it. */
async function loadPrimaryCare<E = null>(args: PageArgs, early?: (ctx: MemberContext) => Promise<E>) {
  const loaded = await loadFindCare(
    args,
    (ctx) => ({
      pcp: ctx.api.pcpMembers(),
      pcpEligible: ctx.api.pcpEligibility(),
      // A page's call started ahead with the others (the provider search, issue 25).
      early: early ? early(ctx) : Promise.resolve(null as E),
    }),
    'notFound',
  )
  if (!primaryCareShown(loaded.state.member, loaded.pcp, loaded.pcpEligible)) throw refuse(403)
  return loaded
}

/** One member of the `{suffix}` parameter the signed-in member may act for; else the 403/404 page. */
function memberOf(account: AccountDetails, signedIn: Member, suffix: string | undefined) {
  const access = memberForSuffix(account.members, signedIn, suffix)
  if (access.kind === 'forbidden') throw refuse(403)
  if (access.kind === 'notFound') throw refuse(404)
  return access.member
}

/** pcp/provider for a choice; any failure the screen handles shows the stub (section 8). */
async function providerView(ctx: MemberContext, args: PageArgs, choice: PcpChoice | null) {
  if (!choice) return null
  try {
    const provider = await ctx.api.pcpProvider(choice.providerId)
    return { ...provider, source: 'lookup', notice: null } satisfies ProviderView
  } catch (error) {
    const failure = await screenFailure(args, error)
    return providerStub(choice, failure.status === 404 ? null : failure.message)
  }
}

/**
 * The members (key, effective date) a provider search for `member` sends, kept for the session:
 * a search started from a primary care card, or a later one for the same member, then starts
 * with the page's other calls (one round, issue 25) instead of after them.
 */
function searchMembersOf(
  ctx: MemberContext,
  member: Member,
  care: ReturnType<typeof memberPrimaryCare>,
  now: Date,
) {
  const effective = defaultEffectiveDate(care.eligibleDates, now)
  const members = [{ memberKey: member.memberKey, effectiveDate: toPcpDate(effective ?? now) }]
  learnSearchMembers(ctx.token, member.memberSuffix, members)
  return { effective, members }
}

/**
 * The members a search for the family member `suffix` sends, as far as this token is known: an
 * earlier search's, else worked out from pcp/members as the sign-in found them (issue 45: the
 * first search after signing in starts with the page's other calls too).
 */
function expectedSearchMembers(token: string, suffix: number, now: Date): SearchMembers | undefined {
  const searched = knownSearchMembers(token, suffix)
  if (searched) return searched
  const signIn = knownPcpMember(token, suffix)
  if (!signIn || signIn.eligibleDates.length === 0) return undefined
  const effective = defaultEffectiveDate(signIn.eligibleDates, now)
  return [{ memberKey: signIn.memberKey, effectiveDate: toPcpDate(effective ?? now) }]
}

/** The member's eligible periods as they read them, in their language ('since 01/01/2024'). */
function eligiblePeriods(args: PageArgs, care: ReturnType<typeof memberPrimaryCare>) {
  return care.eligibleDates.map(eligiblePeriodText).map(messageTextFor(args))
}

/** Everything a member's primary care card shows (the rules' words in the member's language). */
async function memberCard(ctx: MemberContext, args: PageArgs, member: Member, pcp: PcpMembers, now: Date) {
  const care = memberPrimaryCare(pcp, member.memberKey, now)
  if (care.eligibleDates.length > 0) searchMembersOf(ctx, member, care, now)
  const [current, upcoming] = await Promise.all([
    providerView(ctx, args, care.current),
    providerView(ctx, args, care.upcoming),
  ])
  const eligible = care.eligibleDates.length > 0
  return {
    suffix: member.memberSuffix,
    name: `${member.firstName} ${member.lastName}`,
    firstName: member.firstName,
    relationship: codeText(args, 'relationship', member.relationship, member.relationshipDescription),
    current: care.current ? { ...care.current, provider: current } : null,
    upcoming: care.upcoming ? { ...care.upcoming, provider: upcoming } : null,
    history: care.history.map((h) => ({
      ...h,
      status: messageTextFor(args)(historyStatus(h)),
    })),
    eligiblePeriods: eligiblePeriods(args, care),
    action: eligible
      ? {
          label: messageTextFor(args)(primaryCareAction(care)),
          href: `/find-care/primary-care/${member.memberSuffix}/search`,
        }
      : null,
  }
}
export type MemberCard = Awaited<ReturnType<typeof memberCard>>

export async function primaryCareList(args: PageArgs) {
  const { ctx, state, pcp } = await loadPrimaryCare(args)
  const now = new Date()
  const people = actableMembers(state.account.members, state.member)
  return {
    members: await Promise.all(people.map((m) => memberCard(ctx, args, m, pcp, now))),
    messages: messagesFor(args, { 'find-care': ['primaryCare', 'provider'] }),
  }
}

export async function memberPrimaryCarePage(args: PageArgs, suffix: string | undefined) {
  const { ctx, state, pcp } = await loadPrimaryCare(args)
  const member = memberOf(state.account, state.member, suffix)
  return {
    member: await memberCard(ctx, args, member, pcp, new Date()),
    messages: messagesFor(args, { 'find-care': ['primaryCare', 'provider'] }),
  }
}

/** The member the search and selection are for: must be one the signed-in member acts for, PCP-eligible. */
async function loadSelection<E = null>(
  args: PageArgs,
  suffix: string | undefined,
  early?: (ctx: MemberContext) => Promise<E>,
) {
  const loaded = await loadPrimaryCare(args, early)
  const member = memberOf(loaded.state.account, loaded.state.member, suffix)
  const care = memberPrimaryCare(loaded.pcp, member.memberKey, new Date())
  if (care.eligibleDates.length === 0) throw refuse(403)
  return { ...loaded, member, care }
}

export async function providerSearchPage(args: PageArgs, suffix: string | undefined) {
  const { request } = args
  const url = new URL(request.url)
  const submission = url.searchParams.has('zip')
    ? parseForm(url.searchParams, { schema: providerSearchSchema })
    : null
  const query = submission?.status === 'success' ? submission.value : null
  const searchFor = (api: MemberContext['api'], members: SearchMembers) =>
    api.searchPcp(
      { members, radius: query!.radius, zip: query!.zip, searchString: query!.q ?? '' },
      { size: SEARCH_PAGE_SIZE, page: query!.page - 1 },
    )
  // The search's members (key, effective date) need the account and pcp/members. Known from the
  // member's primary care card or an earlier search (`searchMembersOf`), the search starts with
  // them (one round, issue 25), and counts only if the members worked out below are the same; else
  // it is made again after them.
  const { ctx, state, member, care, early } = await loadSelection(args, suffix, (ctx) => {
    const known =
      query && suffix !== undefined ? expectedSearchMembers(ctx.token, Number(suffix), new Date()) : undefined
    return known ? settled(searchFor(ctx.api, known), known) : Promise.resolve(null)
  })
  const { effective, members } = searchMembersOf(ctx, member, care, new Date())
  const defaults = {
    zip: state.account.address.zipCode.slice(0, 5),
    radius: '10',
    q: '',
  }
  const search = submission?.status === 'error' ? submission.reply() : null
  let results = null
  if (query) {
    const answer =
      early?.ok && JSON.stringify(early.members) === JSON.stringify(members)
        ? early.value
        : await searchFor(ctx.api, members).catch(failTo(args))
    results = { query: { zip: query.zip, radius: query.radius, q: query.q ?? '' }, ...answer }
  }
  return {
    member: {
      suffix: member.memberSuffix,
      firstName: member.firstName,
      name: `${member.firstName} ${member.lastName}`,
    },
    searchDefaults: { ...defaults, ...Object.fromEntries(url.searchParams) },
    search,
    results,
    selectDefaults: {
      effectiveDate: effective ? formatDisplayDate(effective) : '',
      email: state.account.preferences.emailAddress ?? '',
    },
    eligiblePeriods: eligiblePeriods(args, care),
    messages: messagesFor(args, {
      'find-care': ['search', 'select', 'provider'],
      validation: formMessages('find-care'),
    }),
  }
}

export async function selectProviderAction(args: PageArgs, suffix: string | undefined) {
  const { request } = args
  const { ctx, member } = await loadSelection(args, suffix)
  const submission = parseForm(await request.formData(), { schema: selectProviderSchema(new Date()) })
  if (submission.status !== 'success') {
    // No provider named (an empty POST): no result's form can show it, so it is said above them.
    const formErrors = submission.error?.providerId
      ? [textsFor(args, 'find-care').t('select.choiceRefused')]
      : undefined
    return replyInvalid(submission, { formErrors })
  }
  const { providerId, effectiveDate, email } = submission.value
  try {
    await ctx.api.selectPcp({
      pcpSelectList: [{ memberKey: member.memberKey, effectiveDate: toPcpDate(effectiveDate) }],
      providerId,
      email: email ?? null,
    })
  } catch (error) {
    return formFailure(args, error, submission)
  }
  return redirectWithNotice(
    request,
    `/find-care/primary-care/${member.memberSuffix}`,
    textsFor(args, 'find-care').t('select.selected', {
      name: member.firstName,
      date: formatDisplayDate(effectiveDate),
    }),
  )
}
