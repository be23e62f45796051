/**
 * Loaders of the claims, EOB, pharmacy and customer service pages. The claims, EOB and pharmacy
 * areas load account state first (spec section 2); a page's own calls start together with it, not
 * after it, unless they need something from it (decision 113). `claims` and `eobs` calls are screen-handled
 * (section 8): a failure comes back as `failure` for the page to show with a retry link; any
 * other failed call opens the error page (`loadAccount`).
 */
import { parseForm } from '~/platform/forms/submission'
import { data, redirect } from '@remix-run/node'
import { LRUCache } from 'lru-cache'
import type { ClaimDetail, ClaimPage, EobPage } from '@member-dashboard/contract'
import { screenFailure, type ScreenFailure } from '~/platform/failures/failures.server'
import { fromYesNo, toApiDate, toDayjs } from '~/platform/formats'
import { pdfDownload } from '~/platform/gateway/pdf-download.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor, textsFor } from '~/platform/i18n/page-texts.server'
import { eligibleBenefitCategories, isSubscriber } from '~/platform/plan/eligibility'
import { parseHolidayCalendar } from '~/platform/plan/contact'
import { PHARMACY_BENEFIT_MANAGER } from '~/platform/plan/programs'
import { loadAccount, requireAccount } from '~/platform/session/account-state.server'
import { requireMember, type MemberContext } from '~/platform/session/auth.server'
import { knownPrincipalSuffix } from '~/platform/session/token-facts.server'
import {
  EOBS_PAGE_SIZE,
  claimMembers,
  claimListPage,
  type ClaimMember,
  claimsQueryFor,
  digitalClaimsProgram,
  hasFilters,
  pageNumber,
  withoutEmptyParams,
} from './claims'
import { earliestStartDate } from './claim-dates'
import { claimsFilterSchema } from './claims-schemas'
import { customerServiceLines, lineOfBusiness } from './customer-service'
import type { PageArgs } from '~/platform/context/load-context.server'

const noStore = { 'cache-control': 'private, no-store' }

type Screened<T> = { value: T; failure: null } | { value: null; failure: ScreenFailure }

/** A screen-handled call: its value, or the failure its screen shows (others throw the error page). */
async function screened<T>(args: PageArgs, call: Promise<T>): Promise<Screened<T>> {
  try {
    return { value: await call, failure: null }
  } catch (error) {
    return { value: null, failure: await screenFailure(args, error) }
  }
}

/**
 * The claims filters' schema depends only on the family's suffixes and today's date: made once
 * per pair, not on every request (issue 25: it was 1-2 % of a /claims request's CPU).
 */
const filterSchemas = new LRUCache<string, ReturnType<typeof claimsFilterSchema>>({ max: 200 })

function filterSchemaFor(memberSuffixes: readonly number[], now: Date) {
  const today = toApiDate(now)
  const key = `${today}|${memberSuffixes.join(',')}`
  let schema = filterSchemas.get(key)
  if (!schema) {
    schema = claimsFilterSchema({ memberSuffixes: [...memberSuffixes], now: toDayjs(today).toDate() })
    filterSchemas.set(key, schema)
  }
  return schema
}

/** /claims: the filters from the address, the page of claims, totals and the digital claims program. */
export async function loadClaimsList(args: PageArgs) {
  const { request } = args
  const url = new URL(request.url)
  const clean = withoutEmptyParams(url.search)
  if (clean !== null) throw redirect(`${url.pathname}${clean}`)
  const ctx = await requireMember(args)
  const now = new Date()
  const page = pageNumber(url.searchParams.get('page'))
  const filterFor = (memberSuffixes: readonly number[]) =>
    parseForm(url.searchParams, { schema: filterSchemaFor(memberSuffixes, now) })
  const claimsFor = (submission: ReturnType<typeof filterFor>, members: readonly ClaimMember[]) =>
    submission.status === 'success'
      ? screened<ClaimPage>(args, ctx.api.claims(claimsQueryFor(submission.value, members, page)))
      : null
  // Without a family-member filter the claims call needs nothing from the account: it starts with
  // the account state and the programs. A member filter needs that member's key from the account.
  const early = url.searchParams.has('member') ? null : filterFor([])
  const { programs, earlyClaims, ...state } = await loadAccount(ctx, args, ({ api }) => ({
    programs: api.programs(),
    earlyClaims: Promise.resolve(early ? claimsFor(early, []) : null),
  }))
  const members = claimMembers(state.account.members, state.member, now)
  // Without a member filter the family does not change what the filters mean: parsed once.
  const submission = early ?? filterFor(members.map((m) => m.suffix))
  const valid = submission.status === 'success' ? submission.value : null
  const claims = early ? earlyClaims : await claimsFor(submission, members)
  const status = claims?.failure?.status ?? (valid ? 200 : 400)
  return data(
    {
      result: submission.reply(),
      members: members.map(({ suffix, name }) => ({ suffix, name })),
      filtered: valid ? hasFilters(valid) : true,
      claims: claims?.value ? claimListPage(claims.value) : null,
      failure: claims?.failure ?? null,
      page,
      earliest: earliestStartDate(now),
      today: toApiDate(now),
      digitalClaims: digitalClaimsProgram(programs),
      isSubscriber: isSubscriber(state.member.memberSuffix),
      messages: messagesFor(args, {
        claims: ['shared', 'claimsList', 'filters'],
        validation: formMessages('claims'),
      }),
    },
    { status, headers: noStore },
  )
}

/** /claims/{claimNumber}: the claim, or the failure to show (403 for a claim the member may not see). */
export async function loadClaimDetail(args: PageArgs, claimNumber: string) {
  const ctx = await requireAccount(args, ({ api }) => ({
    result: screened<ClaimDetail>(args, api.claim(claimNumber)),
  }))
  const members = claimMembers(ctx.account.members, ctx.member, new Date())
  const { result } = ctx
  let failure = result.failure
  // The gateway enforces who sees whose claims; the page checks again before showing anything.
  if (result.value && !members.some((m) => m.memberKey === result.value.memberKey)) {
    const { t } = textsFor(args, 'claims')
    failure = { status: 403, message: t('claimDetail.notYours') }
  }
  return data(
    {
      claimNumber,
      claim: failure ? null : result.value,
      failure,
      isSubscriber: isSubscriber(ctx.member.memberSuffix),
      messages: messagesFor(args, { claims: ['shared', 'claimDetail'] }),
    },
    { status: failure?.status ?? 200, headers: noStore },
  )
}

/** EOBs are for subscribers only (spec section 6): anyone else gets the 403 error page. */
const notForDependents = () => data({ signedIn: true }, { status: 403 })

/** /eobs: a page of EOB documents, the e-delivery preference, and a failed download's message. */
export async function loadEobs(args: PageArgs) {
  const { request } = args
  const url = new URL(request.url)
  const page = pageNumber(url.searchParams.get('page'))
  const member = await requireMember(args)
  const eobsOf = (ctx: MemberContext) =>
    screened<EobPage>(args, ctx.api.eobs({ page: page - 1, size: EOBS_PAGE_SIZE }))
  // A dependent's EOBs are never asked for (decision 113). Known from an earlier page to be the
  // subscriber, the EOBs start with the account state (one round, issue 25); not known, after it.
  const known = knownPrincipalSuffix(member.token)
  if (known !== undefined && !isSubscriber(known)) throw notForDependents()
  const early = known === undefined ? null : eobsOf(member)
  early?.catch(() => {}) // awaited below; not an unhandled rejection when the account fails first
  const ctx = await loadAccount(member, args)
  if (!isSubscriber(ctx.member.memberSuffix)) throw notForDependents()
  const eobs = await (early ?? eobsOf(ctx))
  const downloadStatus = Number(url.searchParams.get('downloadError'))
  const failedEob = url.searchParams.get('eob')
  return data(
    {
      eobs: eobs.value,
      failure: eobs.failure,
      page,
      electronicEob: fromYesNo(ctx.account.preferences.electronicEob),
      downloadFailed:
        Number.isInteger(downloadStatus) && downloadStatus >= 400
          ? {
              status: downloadStatus,
              eobId: failedEob && /^[A-Za-z0-9-]+$/.test(failedEob) ? failedEob : null,
            }
          : null,
      messages: messagesFor(args, { claims: ['shared', 'eobs'] }),
    },
    { status: eobs.failure?.status ?? 200, headers: noStore },
  )
}

/**
 * /resources/eob/{eobId}: streams the EOB PDF as an attachment (a plain link, no JavaScript, the
 * token only in the session cookie). A failure goes back to /eobs?downloadError={status}.
 */
export async function eobDownload(args: PageArgs, eobId: string) {
  const ctx = await requireAccount(args)
  if (!isSubscriber(ctx.member.memberSuffix)) return redirect('/eobs')
  return pdfDownload(args, () => ctx.api.eobDocument(eobId), {
    fileName: `eob-${eobId.replace(/[^A-Za-z0-9-]/g, '')}.pdf`,
    failedTo: (status) => `/eobs?${new URLSearchParams({ downloadError: String(status), eob: eobId })}`,
  })
}

/** /navitus: only for members with the pharmacy benefit manager program (37); else the 404 page. */
export async function requirePharmacy(args: PageArgs) {
  const ctx = await requireAccount(args, ({ api }) => ({ programs: api.programs() }))
  const program = ctx.programs.find((p) => p.id === PHARMACY_BENEFIT_MANAGER && p.eligible)
  if (!program) throw data({ signedIn: true }, { status: 404 })
  return { ...ctx, program }
}

/** /support/customer-service: the brand's lines for the member's line of business, and the holidays. */
export async function loadCustomerService(args: PageArgs) {
  const { account, member, brand, calendar } = await requireAccount(args, (ctx) => ({
    calendar: ctx.api.memberHolidayCalendar(),
  }))
  const lob = lineOfBusiness({
    categories: eligibleBenefitCategories(member, new Date()),
    state: account.address.state,
    domainId: brand.domainId,
    parentGroupId: account.parentGroupId,
  })
  return {
    lines: customerServiceLines(brand.contactLines, lob),
    holidays: parseHolidayCalendar(calendar.data.item.content.value),
    messages: messagesFor(args, { claims: ['customerService'] }),
  }
}
