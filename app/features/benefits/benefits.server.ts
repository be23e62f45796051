/**
 * Loaders of the benefits pages (issue #9). Each page starts every call it needs at once (the
 * per-token cache shares the account and menu calls with the member layout), then applies the
 * pure rules of benefits.ts. Any gateway failure goes through the one failure path (`requireAccount`); a
 * 404 of benefits/{category} means "no such coverage" and is shown as such where a page expects it.
 */
import { data, redirect } from '@remix-run/node'
import type {
  BenefitCategory,
  BenefitCoverage,
  BenefitHistory,
  Limit,
  Member,
} from '@member-dashboard/contract'
import { benefitsSummaryTarget } from '~/platform/plan/benefits-menu'
import { usesReducedBenefitsMenu } from '~/platform/plan/permissions'
import { BENEFIT_CATEGORIES_IN_ORDER, BENEFIT_CATEGORY_LABEL } from '~/platform/plan/benefit-categories'
import {
  defaultBenefitCategory,
  memberCategoryStatus,
  memberHasActiveOrFutureEligibility,
} from '~/platform/plan/eligibility'
import type { PromiseHash } from 'remix-utils/promise'
import { noneWhen } from '~/platform/failures/failures.server'
import { requireAccount, type AccountContext, type PageCalls } from '~/platform/session/account-state.server'
import { formatDisplayDate } from '~/platform/formats'
import {
  chooseMember,
  dentalDetailPath,
  dateOfEffectiveTimestamp,
  findPeriod,
  groupDentalServices,
  historyPath,
  isOpenEnded,
  historyPeriods,
  limitBars,
  maximumBars,
  parseAsOfDate,
  parseCategory,
  planStatusLine,
  servicesWithDetails,
  suffixQuery,
  terminationText,
  viewableMembers,
  type AsOfDate,
} from './benefits'
import { benefitsNavItems, requireBenefitsMenuEntry, withNavFacts } from './benefits-nav.server'
import type { BenefitsMenuFacts } from '~/platform/plan/benefits-menu.server'
import { benefitsTexts, type BenefitsSection, type BenefitsTexts } from './texts.server'
import type { PageArgs } from '~/platform/context/load-context.server'

const status = (code: 403 | 404) => data(null, { status: code })

const fullName = (m: Pick<Member, 'firstName' | 'lastName'>) => `${m.firstName} ${m.lastName}`

/** What a benefits page reads of the request: the address, today, the family member asked for. */
function requestFacts(args: PageArgs) {
  const { request } = args
  const url = new URL(request.url)
  const suffix = url.searchParams.get('suffix')
  const memberSuffix = suffix && /^\d{1,3}$/.test(suffix) ? Number(suffix) : undefined
  return { url, now: new Date(), suffix, memberSuffix }
}

/**
 * A benefits page's start: the signed-in member's account, the benefits navigation's facts and the
 * page's own `calls`, all at once (`requireAccount`: no waterfall; a failure opens the error page).
 */
async function begin<H extends PromiseHash>(
  args: PageArgs,
  facts: ReturnType<typeof requestFacts>,
  calls: PageCalls<H>,
) {
  const loaded = await requireAccount(args, withNavFacts(calls))
  return { ...facts, ...loaded, texts: benefitsTexts(args) }
}

/** What the coverage pages render of the `benefits` namespace. */
const COVERAGE_TEXTS: BenefitsSection[] = ['pages', 'categories', 'coverage']

type Begun = Pick<AccountContext, 'brand' | 'account' | 'member'> & {
  navFacts: BenefitsMenuFacts
  now: Date
  texts: BenefitsTexts
}
type AccountState = Pick<AccountContext, 'account' | 'member'>

/** The chosen family member, or the 404 / 403 page. */
function targetMember({ account, member }: AccountState, suffix: string | null, now: Date): Member {
  const choice = chooseMember(account.members, member, suffix, now)
  if (choice.kind === 'not-found') throw status(404)
  if (choice.kind === 'forbidden') throw status(403)
  return choice.member
}

/** Whose benefits the page can switch to (the family-member choice), and who is shown. */
function people(state: AccountState, target: Member, now: Date) {
  return {
    members: viewableMembers(state.account.members, state.member, now).map((m) => ({
      suffix: m.memberSuffix,
      name: fullName(m),
    })),
    selectedSuffix: target.memberSuffix,
    memberName: fullName(target),
    query: suffixQuery(target.memberSuffix, state.member.memberSuffix),
  }
}

function navFor(b: Begun, query = '') {
  return benefitsNavItems(b, b, query)
}

/** The plan as shown, in the member's language (the plan's name as sent). */
function planOf(coverage: BenefitCoverage, now: Date, { t, rule }: BenefitsTexts) {
  return {
    name: coverage.planName ?? t(`rules.planName.${coverage.category}`),
    classPlanId: coverage.classPlanId,
    effectiveDate: coverage.effectiveDate ? formatDisplayDate(coverage.effectiveDate) : null,
    terminationDate: rule(terminationText(coverage.terminationDate)),
    status: rule(planStatusLine(coverage, now)),
  }
}

/** What a category's coverage shows: plan, bars, services. */
function coverageView(
  coverage: BenefitCoverage,
  limits: readonly Limit[],
  { now, texts }: Pick<Begun, 'now' | 'texts'>,
  query: string,
) {
  const isDental = coverage.category === 'dental'
  return {
    plan: planOf(coverage, now, texts),
    bars: [
      ...limitBars(limits, coverage.category),
      ...(isDental ? maximumBars(coverage.maximums, limits) : []),
    ].map((bar) => ({ ...bar, title: texts.rule(bar.title) })),
    dentalGroups: groupDentalServices(coverage.dentalServices).map((group) => ({
      ...group,
      categories: group.categories.map((c) => ({
        ...c,
        services: c.services.map((s) => ({ ...s, href: dentalDetailPath(s, query) })),
      })),
    })),
    services: servicesWithDetails(coverage),
  }
}

function historyView(
  history: BenefitHistory,
  memberKey: string,
  query: string,
  texts: BenefitsTexts,
  only?: BenefitCategory,
) {
  return historyPeriods(history, memberKey, only).map((group) => ({
    category: group.category,
    label: BENEFIT_CATEGORY_LABEL[group.category],
    periods: group.periods.map((p) => ({
      plan: p.plan,
      effectiveDate: formatDisplayDate(p.effectiveDate),
      termedDate: texts.rule(terminationText(p.termedDate)),
      href: historyPath(p.effectiveDate, p.category, query),
    })),
  }))
}

/** Termed members see their history and the 'not currently enrolled' warning instead of benefits. */
function isNotEnrolled(member: Member, now: Date) {
  return !memberHasActiveOrFutureEligibility(member, now)
}

const asOfQuery = (asOf: AsOfDate) => (asOf.ok && !asOf.isToday ? asOf.date : undefined)
const asOfView = (asOf: AsOfDate, texts: BenefitsTexts) =>
  asOf.ok ? { value: asOf.date, error: null } : { value: asOf.value, error: texts.rule(asOf.message) }

// ---------------------------------------------------------------- /benefits

export async function loadBenefitsIndex(args: PageArgs) {
  const b = await begin(args, requestFacts(args), ({ api }) => ({
    programs: api.programs(),
    history: api.benefitHistory(),
  }))
  const { programs, history } = b
  if (isNotEnrolled(b.member, b.now)) {
    const hasHistory = historyPeriods(history, b.member.memberKey).length > 0
    const hasPrograms = programs.some((p) => p.eligible)
    if (!hasHistory && hasPrograms) throw redirect('/benefits/programs')
    return {
      kind: hasHistory ? ('not-enrolled' as const) : ('none' as const),
      nav: navFor(b),
      history: historyView(history, b.member.memberKey, '', b.texts),
      messages: b.texts.messages(COVERAGE_TEXTS),
    }
  }
  if (usesReducedBenefitsMenu({ domainId: b.brand.domainId, groupId: b.account.groupId })) {
    throw redirect(benefitsSummaryTarget(b.now))
  }
  const target = defaultBenefitCategory(b.member, b.now, {
    hasPrograms: programs.some((p) => p.eligible),
  })
  if (target !== 'none') throw redirect(`/benefits/${target}`)
  return {
    kind: 'none' as const,
    nav: navFor(b),
    history: [],
    messages: b.texts.messages(COVERAGE_TEXTS),
  }
}

// ---------------------------------------------------------------- /benefits/{category}

export async function loadCategoryPage(args: PageArgs, categoryParam: string | undefined) {
  const category = parseCategory(categoryParam)
  if (!category) throw status(404)
  const facts = requestFacts(args)
  const asOf = parseAsOfDate(facts.url.searchParams.get('asOfDate'), facts.now)
  const query = { suffix: facts.memberSuffix, asOfDate: asOfQuery(asOf) }
  const b = await begin(args, facts, ({ api }) => ({
    coverage: asOf.ok ? api.benefits(category, query).catch(noneWhen(404, null)) : Promise.resolve(null),
    limits: asOf.ok ? api.limits(query) : Promise.resolve([]),
    history: api.benefitHistory(),
  }))
  const { coverage, limits, history } = b
  const target = targetMember(b, b.suffix, b.now)
  const who = people(b, target, b.now)
  const base = {
    category,
    label: BENEFIT_CATEGORY_LABEL[category],
    asOf: asOfView(asOf, b.texts),
    asOfText: asOf.ok && !asOf.isToday ? formatDisplayDate(asOf.date) : null,
    ...who,
    nav: navFor(b, who.query),
    history: historyView(history, target.memberKey, who.query, b.texts, category),
    messages: b.texts.messages(COVERAGE_TEXTS),
  }
  if (isNotEnrolled(b.member, b.now)) {
    return {
      ...base,
      kind: 'not-enrolled' as const,
      history: historyView(history, b.member.memberKey, '', b.texts),
    }
  }
  // A category the member has no eligibility in is not in their Benefits menu: not a page of theirs.
  if (memberCategoryStatus(target, category, b.now) === 'ineligible') throw status(404)
  if (!asOf.ok || !coverage) return { ...base, kind: 'no-coverage' as const }
  return { ...base, kind: 'coverage' as const, ...coverageView(coverage, limits, b, who.query) }
}

// ---------------------------------------------------------------- /benefits/summary

export async function loadSummaryPage(args: PageArgs) {
  const facts = requestFacts(args)
  const asOf = parseAsOfDate(facts.url.searchParams.get('asOfDate'), facts.now)
  const query = { suffix: facts.memberSuffix, asOfDate: asOf.ok ? asOf.date : undefined }
  const b = await begin(args, facts, ({ api }) => ({
    limits: asOf.ok ? api.limits(query) : Promise.resolve([]),
    history: api.benefitHistory(),
    coverages: Promise.all(
      BENEFIT_CATEGORIES_IN_ORDER.map((c: BenefitCategory) =>
        asOf.ok ? api.benefits(c, query).catch(noneWhen(404, null)) : null,
      ),
    ),
  }))
  const { limits, history, coverages } = b
  requireBenefitsMenuEntry(navFor(b), '/benefits/summary')
  const target = targetMember(b, b.suffix, b.now)
  const who = people(b, target, b.now)
  const base = {
    asOf: asOfView(asOf, b.texts),
    asOfText: asOf.ok ? formatDisplayDate(asOf.date) : null,
    ...who,
    nav: navFor(b, who.query),
    history: historyView(history, target.memberKey, who.query, b.texts),
    messages: b.texts.messages(COVERAGE_TEXTS),
  }
  if (isNotEnrolled(b.member, b.now)) {
    return { ...base, kind: 'not-enrolled' as const, sections: [] }
  }
  const sections = BENEFIT_CATEGORIES_IN_ORDER.flatMap((category, i) => {
    const coverage = coverages[i] as BenefitCoverage | null
    if (!coverage || memberCategoryStatus(target, category, b.now) === 'ineligible') return []
    return [
      {
        category,
        label: BENEFIT_CATEGORY_LABEL[category],
        href: `/benefits/${category}${who.query}`,
        ...coverageView(coverage, limits, b, who.query),
      },
    ]
  })
  return { ...base, kind: 'summary' as const, sections }
}

// ---------------------------------------------------------------- /history/{effectiveTimestamp}/benefits/{category}

export async function loadHistoryPage(
  args: PageArgs,
  params: { effectiveTimestamp?: string; category?: string },
) {
  const category = parseCategory(params.category)
  const effectiveDate = dateOfEffectiveTimestamp(params.effectiveTimestamp)
  if (!category || !effectiveDate) throw status(404)
  const facts = requestFacts(args)
  const query = { suffix: facts.memberSuffix, asOfDate: effectiveDate }
  const b = await begin(args, facts, ({ api }) => ({
    history: api.benefitHistory(),
    coverage: api.benefits(category, query).catch(noneWhen(404, null)),
    limits: api.limits(query),
  }))
  const { history, coverage, limits } = b
  const target = targetMember(b, b.suffix, b.now)
  const period = findPeriod(history, target.memberKey, category, effectiveDate)
  if (!period || !coverage) throw status(404)
  const who = people(b, target, b.now)
  return {
    category,
    label: BENEFIT_CATEGORY_LABEL[category],
    ...who,
    periodText: b.texts.t(isOpenEnded(period.termedDate) ? 'rules.period.openEnded' : 'rules.period.range', {
      from: formatDisplayDate(period.effectiveDate),
      to: terminationText(period.termedDate),
    }),
    nav: navFor(b, who.query),
    backHref: `/benefits/${category}${who.query}`,
    ...coverageView({ ...coverage, planName: coverage.planName ?? period.plan }, limits, b, who.query),
    messages: b.texts.messages(COVERAGE_TEXTS),
  }
}

// ---------------------------------------------------------------- dental service pages

async function loadDentalService(args: PageArgs, code: string | undefined) {
  const facts = requestFacts(args)
  const b = await begin(args, facts, ({ api }) => ({
    coverage: api.benefits('dental', { suffix: facts.memberSuffix }).catch(noneWhen(404, null)),
  }))
  const { coverage } = b
  const target = targetMember(b, b.suffix, b.now)
  const wanted = (code ?? '').trim().toUpperCase()
  const service = coverage?.dentalServices.find((s) => s.code.toUpperCase() === wanted)
  if (!coverage || !service) throw status(404)
  const who = people(b, target, b.now)
  return { b, coverage, service, who }
}

/** What the dental service pages render of the `benefits` namespace. */
const DENTAL_TEXTS: BenefitsSection[] = ['pages', 'coverage', 'dental']

export async function loadDentalDetailPage(args: PageArgs, params: { tier?: string; code?: string }) {
  const { b, service, coverage, who } = await loadDentalService(args, params.code)
  if (service.tier !== params.tier) throw status(404)
  return {
    service,
    hasCostDetail: coverage.serviceDetails.some((d) => d.id === service.code),
    memberName: who.memberName,
    query: who.query,
    nav: navFor(b, who.query),
    messages: b.texts.messages(DENTAL_TEXTS),
  }
}

export async function loadServiceDetailPage(args: PageArgs, params: { code?: string }) {
  const { b, service, coverage, who } = await loadDentalService(args, params.code)
  return {
    service: { code: service.code, name: service.name, tier: service.tier },
    detail: coverage.serviceDetails.find((d) => d.id === service.code) ?? null,
    memberName: who.memberName,
    query: who.query,
    nav: navFor(b, who.query),
    messages: b.texts.messages(DENTAL_TEXTS),
  }
}
