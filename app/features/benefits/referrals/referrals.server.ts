/**
 * Loader of /benefits/referrals: the page of referrals the address asks for, the filter choices
 * (referrals/metadata) and whether the member has referrals at all (referrals/hasReferrals, spec
 * section 6: members without get the 404 page), all at once. Failures are the error page.
 */
import { data } from '@remix-run/node'
import { failTo } from '~/platform/failures/failures.server'
import { requireMember } from '~/platform/session/auth.server'
import {
  REFERRAL_PAGE_SIZES,
  gatewayReferralQuery,
  hasFilters,
  pagingSummary,
  readReferralQuery,
  referralPageHref,
  referralView,
} from './referrals'
import { loadBenefitsNav } from '../benefits-nav.server'
import { benefitsTexts } from '../texts.server'
import { codeText } from '~/platform/i18n/codes.server'

export async function loadReferrals(request: Request, now = new Date()) {
  const ctx = await requireMember(request)
  const query = readReferralQuery(new URL(request.url).searchParams)
  const [hasReferrals, page, metadata, nav] = await Promise.all([
    ctx.api.hasReferrals(),
    ctx.api.referrals(gatewayReferralQuery(query)),
    ctx.api.referralsMetadata(),
    loadBenefitsNav(ctx, now),
  ]).catch(failTo(request))
  if (!hasReferrals) throw data({ signedIn: true }, { status: 404 })
  const { rule, messages } = benefitsTexts(request)
  return {
    nav,
    query,
    filtered: hasFilters(query),
    clearHref: referralPageHref({ page: 1, size: query.size, excludeExpired: false }, 1),
    paging: pagingSummary(page, query),
    referrals: page.content
      .map((r) => referralView(r, now))
      .map((r) => ({
        ...r,
        status: codeText(request, 'referralStatus', r.statusCode, r.status),
        visitsUsed: r.visitsUsed && rule('visits', r.visitsUsed),
      })),
    options: {
      members: metadata.members.map((m) => ({ value: m.memberKey, label: m.name })),
      statuses: metadata.statuses.map((s) => ({
        value: s.code,
        label: codeText(request, 'referralStatus', s.code, s.description),
      })),
      providers: metadata.providers.map((p) => ({ value: p.providerId, label: p.name })),
      sizes: REFERRAL_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })),
    },
    // The other documents' links are the documents' texts.
    messages: messages(['pages', 'referrals', 'documents']),
  }
}

export type ReferralsData = Awaited<ReturnType<typeof loadReferrals>>
