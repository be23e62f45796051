/**
 * Home rules not covered by home-tiles.ts (spec section 2 'Home', section 8 'PCP due date
 * unavailable', section 8 'Success messages'). Pure: `now` is injected.
 */
import type { Dayjs } from 'dayjs'
import type { CareReminder, PcpHistoryEntry, PcpMembers } from '@member-dashboard/contract'
import { SNACKBAR_LONG_MS } from '~/platform/session/flash'
import { formatDisplayDate, toApiDate } from '~/platform/formats'

type Now = Date | Dayjs

/** "PCP due date unavailable: 'This information is currently unavailable. Please contact the CoP Member Health Advocate'". */
export const PCP_DUE_DATE_UNAVAILABLE =
  'This information is currently unavailable. Please contact the CoP Member Health Advocate'

export type PciDueDate =
  { available: true; date: string } | { available: false; text: typeof PCP_DUE_DATE_UNAVAILABLE }

/**
 * The PCI due date: the pcp/city-of-portland answer ('YYYY-MM-DD' shown as MM/DD/YYYY, any other
 * text as sent), or the unavailable text when the call failed or answered nothing.
 */
export function pciDueDate(result: { ok: true; value: string } | { ok: false }): PciDueDate {
  const value = result.ok ? result.value.trim().replace(/^"|"$/g, '') : ''
  if (value === '') return { available: false, text: PCP_DUE_DATE_UNAVAILABLE }
  return { available: true, date: /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDisplayDate(value) : value }
}

/**
 * The city preventive-care initiative (PCI) card's contact (group 10002805; our sandbox values);
 * its title and texts are in the `home` catalogue (`pci`).
 */
export const PCI_CONTACT = {
  phone: '503-555-0142',
  email: 'healthadvocate@cop.members.example',
} as const

/** "'Copied subscriber ID to clipboard' (success, 5000 ms)." */
export const COPIED_SUBSCRIBER_ID = {
  message: 'Copied subscriber ID to clipboard',
  status: 'success',
  dismissAfter: SNACKBAR_LONG_MS,
} as const

/** The selected primary care provider of one member, as the tile shows it. */
export interface SelectedProvider {
  providerId: string
  providerName: string | null
  providerTitle: string | null
  location: PcpHistoryEntry['locations'][number] | null
}

const coversDay = (begin: string, end: string | null, today: string) =>
  begin <= today && (end === null || today < end)

/**
 * The member's provider: their pcp/members selection (the current one when several: started on
 * or before today, latest start first), described by the matching pcp360History entry (selected,
 * same provider) when there is one. Null when the member has no selection, so the tile offers
 * 'Select primary care'.
 */
export function selectedProvider(
  pcp: Pick<PcpMembers, 'selections' | 'pcp360History'>,
  memberKey: string,
  now: Now,
): SelectedProvider | null {
  const today = toApiDate(now)
  const own = pcp.selections
    .filter((s) => s.memberKey === memberKey)
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate))
  const selection = own.find((s) => s.effectiveDate <= today) ?? own[0]
  if (!selection) return null
  const history =
    pcp.pcp360History.find(
      (h) =>
        h.memberKey === memberKey &&
        h.providerId === selection.providerId &&
        h.pcpSelected &&
        coversDay(h.beginDate, h.endDate, today),
    ) ??
    pcp.pcp360History.find((h) => h.memberKey === memberKey && h.providerId === selection.providerId) ??
    null
  return {
    providerId: selection.providerId,
    providerName: history?.providerName ?? null,
    providerTitle: history?.providerTitle ?? null,
    location: history?.locations[0] ?? null,
  }
}

/** "id-card is blocked for termed members, who are sent to /home." */
export function idCardRedirect(isTermed: boolean): '/home' | null {
  return isTermed ? '/home' : null
}

/** The care reminders page (find care area); home links to it when any reminder is due. */
export const CARE_REMINDERS_TARGET = '/find-care/care-reminders'

/**
 * "Linked from home when any is due": every reminder the gateway lists is due (decision 155), so
 * the link shows when there is any; it says how many and how many are overdue. None: no link.
 */
export function careRemindersLink(
  reminders: readonly Pick<CareReminder, 'dueDate'>[],
  now: Date | Dayjs,
): { count: number; overdue: number; target: string } | null {
  if (reminders.length === 0) return null
  const today = toApiDate(now)
  return {
    count: reminders.length,
    overdue: reminders.filter((r) => r.dueDate < today).length,
    target: CARE_REMINDERS_TARGET,
  }
}
