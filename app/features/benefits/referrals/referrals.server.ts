/**
 * Loader of /benefits/referrals: the page of referrals the address asks for, the filter choices
 * (referrals/metadata) and whether the member has referrals at all (referrals/hasReferrals, spec
 * section 6: members without get the 404 page), all at once. Failures are the error page.
 */
import { data } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import {
  REFERRAL_PAGE_SIZES,
  gatewayReferralQuery,
  hasFilters,
  pagingSummary,
  readReferralQuery,
  referralPageHref,
  referralView,
} from './referrals'
import { benefitsNav, withNavFacts } from '../benefits-nav.server'
import { benefitsTexts } from '../texts.server'
import { codeText } from '~/platform/i18n/codes.server'
import type { PageArgs } from '~/platform/context/load-context.server'

export async function loadReferrals(args: PageArgs, now = new Date()) {
  const { request } = args
  const query = readReferralQuery(new URL(request.url).searchParams)
  const loaded = await requireAccount(
    args,
    withNavFacts(({ api }) => ({
      hasReferrals: api.hasReferrals(),
      page: api.referrals(gatewayReferralQuery(query)),
      metadata: api.referralsMetadata(),
    })),
  )
  const { hasReferrals, page, metadata } = loaded
  const nav = benefitsNav(loaded, now)
  if (!hasReferrals) throw data({ signedIn: true }, { status: 404 })
  const { rule, messages } = benefitsTexts(args)
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
        status: codeText(args, 'referralStatus', r.statusCode, r.status),
        visitsUsed: r.visitsUsed && rule(r.visitsUsed),
      })),
    options: {
      members: metadata.members.map((m) => ({ value: m.memberKey, label: m.name })),
      statuses: metadata.statuses.map((s) => ({
        value: s.code,
        label: codeText(args, 'referralStatus', s.code, s.description),
      })),
      providers: metadata.providers.map((p) => ({ value: p.providerId, label: p.name })),
      sizes: REFERRAL_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) })),
    },
    // The other documents' links are the documents' texts.
    // The filters are a form (its messages in the page's texts, decision 225).
    messages: messages(['pages', 'referrals', 'documents'], { form: true }),
  }
}

export type ReferralsData = Awaited<ReturnType<typeof loadReferrals>>
