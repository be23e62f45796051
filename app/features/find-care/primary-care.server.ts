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
import type { MemberContext } from '~/platform/session/auth.server'
import { formatDisplayDate, toPcpDate } from '~/platform/formats'
import { loadFindCare, primaryCareShown, refuse } from './find-care.server'
import {
  actableMembers,
  defaultEffectiveDate,
  eligiblePeriodText,
  memberForSuffix,
  memberPrimaryCare,
  primaryCareAction,
  providerSearchSchema,
  providerStub,
  SEARCH_PAGE_SIZE,
  selectProviderSchema,
  type PcpChoice,
  type ProviderView,
} from './primary-care'

/** The primary care pages' shared load; refused (403) when the section 6 primary-care rule hides it. */
async function loadPrimaryCare(request: Request) {
  const loaded = await loadFindCare(
    request,
    ({ api }) => ({ pcp: api.pcpMembers(), pcpEligible: api.pcpEligibility() }),
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
async function providerView(ctx: MemberContext, request: Request, choice: PcpChoice | null) {
  if (!choice) return null
  try {
    const provider = await ctx.api.pcpProvider(choice.providerId)
    return { ...provider, source: 'lookup', notice: null } satisfies ProviderView
  } catch (error) {
    const failure = await screenFailure(request, error)
    return providerStub(choice, failure.status === 404 ? null : failure.message)
  }
}

/** Everything a member's primary care card shows. */
async function memberCard(ctx: MemberContext, request: Request, member: Member, pcp: PcpMembers, now: Date) {
  const care = memberPrimaryCare(pcp, member.memberKey, now)
  const [current, upcoming] = await Promise.all([
    providerView(ctx, request, care.current),
    providerView(ctx, request, care.upcoming),
  ])
  const eligible = care.eligibleDates.length > 0
  return {
    suffix: member.memberSuffix,
    name: `${member.firstName} ${member.lastName}`,
    firstName: member.firstName,
    relationship: member.relationshipDescription,
    current: care.current ? { ...care.current, provider: current } : null,
    upcoming: care.upcoming ? { ...care.upcoming, provider: upcoming } : null,
    history: care.history,
    eligiblePeriods: care.eligibleDates.map(eligiblePeriodText),
    action: eligible
      ? { label: primaryCareAction(care), href: `/find-care/primary-care/${member.memberSuffix}/search` }
      : null,
  }
}
export type MemberCard = Awaited<ReturnType<typeof memberCard>>

export async function primaryCareList(request: Request) {
  const { ctx, state, pcp } = await loadPrimaryCare(request)
  const now = new Date()
  const people = actableMembers(state.account.members, state.member)
  return { members: await Promise.all(people.map((m) => memberCard(ctx, request, m, pcp, now))) }
}

export async function memberPrimaryCarePage(request: Request, suffix: string | undefined) {
  const { ctx, state, pcp } = await loadPrimaryCare(request)
  const member = memberOf(state.account, state.member, suffix)
  return { member: await memberCard(ctx, request, member, pcp, new Date()) }
}

/** The member the search and selection are for: must be one the signed-in member acts for, PCP-eligible. */
async function loadSelection(request: Request, suffix: string | undefined) {
  const loaded = await loadPrimaryCare(request)
  const member = memberOf(loaded.state.account, loaded.state.member, suffix)
  const care = memberPrimaryCare(loaded.pcp, member.memberKey, new Date())
  if (care.eligibleDates.length === 0) throw refuse(403)
  return { ...loaded, member, care }
}

export async function providerSearchPage(request: Request, suffix: string | undefined) {
  const { ctx, state, member, care } = await loadSelection(request, suffix)
  const now = new Date()
  const url = new URL(request.url)
  const effective = defaultEffectiveDate(care.eligibleDates, now)
  const defaults = {
    zip: state.account.address.zipCode.slice(0, 5),
    radius: '10',
    q: '',
  }
  let search = null
  let results = null
  if (url.searchParams.has('zip')) {
    const submission = parseForm(url.searchParams, { schema: providerSearchSchema })
    if (submission.status === 'success') {
      const { zip, radius, q, page } = submission.value
      const members = [{ memberKey: member.memberKey, effectiveDate: toPcpDate(effective ?? now) }]
      results = {
        query: { zip, radius, q: q ?? '' },
        ...(await ctx.api
          .searchPcp(
            { members, radius, zip, searchString: q ?? '' },
            { size: SEARCH_PAGE_SIZE, page: page - 1 },
          )
          .catch(failTo(request))),
      }
    } else {
      search = submission.reply()
    }
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
    eligiblePeriods: care.eligibleDates.map(eligiblePeriodText),
  }
}

export async function selectProviderAction(request: Request, suffix: string | undefined) {
  const { ctx, member } = await loadSelection(request, suffix)
  const submission = parseForm(await request.formData(), { schema: selectProviderSchema(new Date()) })
  if (submission.status !== 'success') return replyInvalid(submission)
  const { providerId, effectiveDate, email } = submission.value
  try {
    await ctx.api.selectPcp({
      pcpSelectList: [{ memberKey: member.memberKey, effectiveDate: toPcpDate(effectiveDate) }],
      providerId,
      email: email ?? null,
    })
  } catch (error) {
    return formFailure(request, error, submission)
  }
  return redirectWithNotice(
    request,
    `/find-care/primary-care/${member.memberSuffix}`,
    `${member.firstName}'s primary care provider is selected, effective ${formatDisplayDate(effectiveDate)}.`,
  )
}
