/**
 * Care reminders (issue 24, docs/decisions/155-care-reminders.md): the preventive care due for the
 * members the signed-in member may see (the gateway applies the visibility rule), grouped by member,
 * each with its due date and a link to find care. Pure, no I/O.
 */
import type { CareReminder, CareReminderFindCare } from '@member-dashboard/contract'
import { formatDisplayDate, toApiDate, type DateInput } from '~/platform/formats'
import { message } from '~/platform/i18n/message'

export const CARE_REMINDERS_PAGE = '/find-care/care-reminders'

const FIND_CARE_PAGE: Record<CareReminderFindCare, string> = {
  'primary-care': '/find-care/primary-care',
  'find-a-dentist': '/find-care/find-a-dentist',
  resources: '/find-care/resources',
}

/**
 * Where a reminder's "link to find care" leads: its find-care page, when the member can open it
 * (primary care only under the section 6 rule), else the find care landing page, which shows what
 * the member has.
 */
export function careReminderLink(
  findCare: CareReminderFindCare,
  options: { showPrimaryCare: boolean },
): string {
  if (findCare === 'primary-care' && !options.showPrimaryCare) return '/find-care'
  return FIND_CARE_PAGE[findCare]
}

export interface CareReminderView {
  id: string
  title: string
  reason: string
  overdue: boolean
  /** 'Overdue since 03/01/2026' or 'Due by 04/30/2026'. */
  dueText: string
  link: { target: string; label: string }
}

/** A reminder as the member reads it: overdue when its due date is before today. */
export function careReminderView(
  reminder: CareReminder,
  today: DateInput,
  options: { showPrimaryCare: boolean },
): CareReminderView {
  const overdue = reminder.dueDate < toApiDate(today)
  const date = formatDisplayDate(reminder.dueDate)
  return {
    id: reminder.reminderId,
    title: reminder.title,
    reason: reminder.reason,
    overdue,
    dueText: message(`find-care:reminderTexts.${overdue ? 'overdueSince' : 'dueBy'}`, { date }),
    link: {
      target: careReminderLink(reminder.findCare, options),
      label: message('find-care:reminderTexts.link', {
        name: reminder.memberName.split(' ')[0],
        title: reminder.title,
      }),
    },
  }
}

/** The reminders by member (subscriber first, then by suffix), each member's soonest due first. */
export function careRemindersByMember(
  reminders: readonly CareReminder[],
  today: DateInput,
  options: { showPrimaryCare: boolean },
): { memberName: string; memberSuffix: number; reminders: CareReminderView[] }[] {
  const members = new Map<number, { memberName: string; items: CareReminder[] }>()
  for (const r of reminders) {
    const member = members.get(r.memberSuffix) ?? { memberName: r.memberName, items: [] }
    member.items.push(r)
    members.set(r.memberSuffix, member)
  }
  return [...members]
    .sort(([a], [b]) => a - b)
    .map(([memberSuffix, { memberName, items }]) => ({
      memberName,
      memberSuffix,
      reminders: [...items]
        .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.reminderId.localeCompare(b.reminderId))
        .map((r) => careReminderView(r, today, options)),
    }))
}
