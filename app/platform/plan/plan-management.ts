/**
 * Texts of the plan management banner (spec section 4 'Plan management banner'; section 2 'Home'
 * item 2: link 'Manage my plan' to /account/plan-benefits), as messages of the `home` catalogue's
 * `planManagement` (keys and values, decision 225) that the home loader translates. Pure.
 */
import type { PlanManagementDetails } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { message } from '~/platform/i18n/message'

export interface BannerLink {
  title: string
  target: string
}

export const MANAGE_MY_PLAN_LINK: BannerLink = {
  title: message('home:planManagement.manageMyPlan'),
  target: '/account/plan-benefits',
}
export const CONTACT_CUSTOMER_SERVICE_LINK: BannerLink = {
  title: message('home:planManagement.contactCustomerService'),
  target: '/support/customer-service',
}

export type PlanManagementBanner =
  | { variant: 'reminder'; lines: string[]; link: BannerLink }
  | { variant: 'cancellation'; lines: string[]; link: BannerLink; contactLink: BannerLink }

/** "Medical (id M) or Medical and Dental (id D)". */
export function cancelledCoverageText(id: 'M' | 'D'): string {
  return message(`home:planManagement.${id === 'M' ? 'medical' : 'medicalAndDental'}`)
}

const planYearText = (year: string | null) =>
  year ? message('home:planManagement.planYear', { year }) : message('home:planManagement.upcomingPlanYear')

/**
 * "No direct cancellation status: shows a renew/change/cancel reminder with the open-enrollment
 * end date." E.g. 'Your open enrollment period ends 01/15/2026. Renew, change or cancel your plan
 * for the 2026 plan year.' Without an end date the first sentence is left out.
 */
export function reminderLines(
  details: Pick<PlanManagementDetails, 'openEnrollmentEnd' | 'upcomingPlanYear'>,
): string[] {
  const lines: string[] = []
  if (details.openEnrollmentEnd) {
    const date = formatDisplayDate(details.openEnrollmentEnd)
    lines.push(message('home:planManagement.openEnrollmentEnds', { date }))
  }
  lines.push(
    message('home:planManagement.renewChangeOrCancel', { planYear: planYearText(details.upcomingPlanYear) }),
  )
  return lines
}

/**
 * "A cancellation status exists: says benefits end on the coverage end date, and lists Medical
 * (id M) or Medical and Dental (id D) as not renewed for the upcoming plan year, with a Contact
 * Customer Service link." Without a coverage end date the first sentence is left out.
 */
export function cancellationLines(
  details: Pick<PlanManagementDetails, 'coverageEndDateUponCancellation'> & {
    directPlanCancellationStatus: { id: 'M' | 'D' }
  },
): string[] {
  const lines: string[] = []
  if (details.coverageEndDateUponCancellation) {
    const date = formatDisplayDate(details.coverageEndDateUponCancellation)
    lines.push(message('home:planManagement.benefitsEnd', { date }))
  }
  const coverage = cancelledCoverageText(details.directPlanCancellationStatus.id)
  lines.push(message('home:planManagement.notRenewed', { coverage }))
  return lines
}

export type PlanManagementBannerVariant = 'reminder' | 'cancellation'

/**
 * "No direct cancellation status: shows a renew/change/cancel reminder" (only for members
 * eligibleAndActive); "A cancellation status exists: says benefits end ..." (whatever
 * eligibleAndActive says). No details, or neither case: no banner (null).
 */
export function planManagementBannerVariant(
  details:
    Pick<PlanManagementDetails, 'eligibleAndActive' | 'directPlanCancellationStatus'> | null | undefined,
): PlanManagementBannerVariant | null {
  if (!details) return null
  if (details.directPlanCancellationStatus) return 'cancellation'
  return details.eligibleAndActive ? 'reminder' : null
}

/** The whole banner, or null when none shows (see planManagementBannerVariant). */
export function planManagementBanner(
  details: PlanManagementDetails | null | undefined,
): PlanManagementBanner | null {
  const variant = planManagementBannerVariant(details)
  if (!details || !variant) return null
  const status = details.directPlanCancellationStatus
  if (variant === 'cancellation' && status) {
    return {
      variant,
      lines: cancellationLines({ ...details, directPlanCancellationStatus: status }),
      link: MANAGE_MY_PLAN_LINK,
      contactLink: CONTACT_CUSTOMER_SERVICE_LINK,
    }
  }
  return { variant: 'reminder', lines: reminderLines(details), link: MANAGE_MY_PLAN_LINK }
}
