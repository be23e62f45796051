import type { BenefitCategory, CategoryEligibility, PlanStatus } from '@member-dashboard/contract'
import type { IsoDate } from './dates'
import type { CategoryLetter, EligibilityRow } from './store'

/** Spec section 4: active, future, termed (or ineligible). A termination date is the last covered day. */
export type EligibilityState = 'active' | 'future' | 'termed' | 'ineligible'

export const letterOf: Record<BenefitCategory, CategoryLetter> = {
  medical: 'M',
  dental: 'D',
  vision: 'V',
  pharmacy: 'X',
}
export const categoryOf: Record<CategoryLetter, BenefitCategory> = {
  M: 'medical',
  D: 'dental',
  V: 'vision',
  X: 'pharmacy',
}
export const categoryLabel: Record<BenefitCategory, string> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  pharmacy: 'Pharmacy',
}

export function stateOf(row: EligibilityRow, today: IsoDate): EligibilityState {
  if (!row.eligible) return 'ineligible'
  if (row.effective_date > today) return 'future'
  if (row.termination_date === null || row.termination_date >= today) return 'active'
  return 'termed'
}

const rank: Record<EligibilityState, number> = { active: 0, future: 1, termed: 2, ineligible: 3 }

/** One row per category: active preferred, then future, then termed; earliest effective date first. */
export function pickCurrent(rows: EligibilityRow[], today: IsoDate): EligibilityRow | undefined {
  let best: EligibilityRow | undefined
  for (const row of rows) {
    if (!best) {
      best = row
      continue
    }
    const diff = rank[stateOf(row, today)] - rank[stateOf(best, today)]
    if (diff < 0 || (diff === 0 && row.effective_date < best.effective_date)) best = row
  }
  return best
}

/** The row covering a day, else the preferred current row. */
export function pickOn(rows: EligibilityRow[], day: IsoDate, today: IsoDate): EligibilityRow | undefined {
  return (
    rows.find(
      (r) => r.eligible && r.effective_date <= day && (!r.termination_date || r.termination_date >= day),
    ) ?? pickCurrent(rows, today)
  )
}

export function currentByCategory(rows: EligibilityRow[], today: IsoDate) {
  const pick = (letter: CategoryLetter) =>
    pickCurrent(
      rows.filter((r) => r.category === letter),
      today,
    )
  return { M: pick('M'), D: pick('D'), V: pick('V'), X: pick('X') }
}

export function toCategoryEligibility(row: EligibilityRow | undefined): CategoryEligibility {
  if (!row) {
    return {
      eligible: false,
      classPlanId: null,
      effectiveDate: null,
      terminationDate: null,
      classPlanEffectiveDate: null,
    }
  }
  return {
    eligible: row.eligible === 1,
    classPlanId: row.class_plan_id,
    effectiveDate: row.effective_date,
    terminationDate: row.termination_date,
    classPlanEffectiveDate: row.class_plan_effective_date,
  }
}

export function planStatusOf(row: EligibilityRow, today: IsoDate): PlanStatus {
  const state = stateOf(row, today)
  return state === 'active' ? 'ACTIVE' : state === 'future' ? 'FUTURE' : 'TERMED'
}

/** Active or future coverage in any category. */
export function hasCurrentCoverage(rows: EligibilityRow[], today: IsoDate): boolean {
  return rows.some((r) => {
    const state = stateOf(r, today)
    return state === 'active' || state === 'future'
  })
}
