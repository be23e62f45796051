/**
 * Limits, dental maximums and progress (spec section 3 'Limit', 'Dental maximums', 'Progress bar';
 * section 9 'Dental limit display order', 'Network tier', 'Dental maximums', 'Progress'). Pure.
 */
import type { BenefitData, Limit } from '@member-dashboard/contract'

/** "Dental limit display order: Annual Limit, then Deductible - In Network, then others, then none." */
export const ANNUAL_LIMIT = 'Annual Limit'
export const DEDUCTIBLE_IN_NETWORK = 'Deductible - In Network'

/** "Network tier: default in network (innet). Labels: tab1 or innet = 'In network'; tab2 or outnet = 'Out-of-network'." */
export const DEFAULT_NETWORK_TIER = 'innet'
export const IN_NETWORK_LABEL = 'In network'
export const OUT_OF_NETWORK_LABEL = 'Out-of-network'

/** "Dental maximums with amount -1 or 0 are skipped." */
export const SKIPPED_MAXIMUM_AMOUNTS: readonly number[] = [-1, 0]

export type DentalMaximum = BenefitData['maximums'][number]

// ---------------------------------------------------------------- validity and order

/** A limit whose total, met and remaining are all present. */
export type ValidLimit = Limit & { total: number; totalMet: number; totalRemaining: number }

/**
 * "A limit is valid only if total, met and remaining are present and met and remaining are not
 * both zero."
 */
export function isValidLimit(limit: Limit): limit is ValidLimit {
  const { total, totalMet, totalRemaining } = limit
  if (total === null || totalMet === null || totalRemaining === null) return false
  return !(totalMet === 0 && totalRemaining === 0)
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase()

/** A dental limit: productCategory 'D' (category letter) or 'dental', any case. */
export function isDentalLimit(limit: Pick<Limit, 'productCategory'>): boolean {
  return sameText(limit.productCategory, 'D') || sameText(limit.productCategory, 'dental')
}

/** Rank in "Annual Limit, then Deductible - In Network, then others": 0, 1, 2 (limitType compared trimmed, any case). */
export function dentalLimitRank(limit: Pick<Limit, 'limitType'>): number {
  if (sameText(limit.limitType, ANNUAL_LIMIT)) return 0
  if (sameText(limit.limitType, DEDUCTIBLE_IN_NETWORK)) return 1
  return 2
}

/** Limits in dental display order; the order among "others" is kept as received. */
export function sortDentalLimits<T extends Pick<Limit, 'limitType'>>(limits: readonly T[]): T[] {
  return [...limits].sort((a, b) => dentalLimitRank(a) - dentalLimitRank(b))
}

/**
 * The featured dental limit: the first valid dental limit in display order ("Annual Limit, then
 * Deductible - In Network, then others, then none"); null for none.
 */
export function featuredDentalLimit(limits: readonly Limit[]): ValidLimit | null {
  return sortDentalLimits(limits.filter(isDentalLimit)).find(isValidLimit) ?? null
}

// ---------------------------------------------------------------- network tier

export type NetworkTier = 'innet' | 'outnet'

/** "Network tier: default in network (innet)." tab1 -> innet, tab2 -> outnet; missing or unknown -> innet. */
export function normalizeNetworkTier(tier: string | null | undefined): NetworkTier {
  const t = (tier ?? '').trim().toLowerCase()
  if (t === 'tab2' || t === 'outnet') return 'outnet'
  return DEFAULT_NETWORK_TIER
}

/** "Labels: tab1 or innet = 'In network'; tab2 or outnet = 'Out-of-network'." */
export function networkTierLabel(tier: string | null | undefined): string {
  return normalizeNetworkTier(tier) === 'outnet' ? OUT_OF_NETWORK_LABEL : IN_NETWORK_LABEL
}

// ---------------------------------------------------------------- dental maximums

/** "Dental maximums with amount -1 or 0 are skipped." */
export function isShownMaximumAmount(amount: number): boolean {
  return !SKIPPED_MAXIMUM_AMOUNTS.includes(amount)
}

export interface DentalMaximumRow {
  description: string
  coverageType: 'INDIVIDUAL' | 'FAMILY'
  amount: number
  met: number
  remaining: number
  detailDescription: DentalMaximum['detailDescription']
}

/**
 * One row per shown amount of each maximum: the individual row (indivAmount) then the family row
 * (familyAmount); a row whose amount is -1 or 0 is skipped.
 */
export function dentalMaximumRows(maximums: readonly DentalMaximum[]): DentalMaximumRow[] {
  return maximums.flatMap((m) => {
    const rows: DentalMaximumRow[] = [
      {
        description: m.description,
        coverageType: 'INDIVIDUAL',
        amount: m.indivAmount,
        met: m.indivMet,
        remaining: m.indivRemaining,
        detailDescription: m.detailDescription,
      },
      {
        description: m.description,
        coverageType: 'FAMILY',
        amount: m.familyAmount,
        met: m.familyMet,
        remaining: m.familyRemaining,
        detailDescription: m.detailDescription,
      },
    ]
    return rows.filter((row) => isShownMaximumAmount(row.amount))
  })
}

// ---------------------------------------------------------------- progress

/** "percentage = met / limit x 100", clamped to 0..100; 0 when the limit is 0 (or not a number). */
export function progressPercent(met: number, limit: number): number {
  if (!Number.isFinite(met) || !Number.isFinite(limit) || limit <= 0) return 0
  return Math.min(100, Math.max(0, (met / limit) * 100))
}
