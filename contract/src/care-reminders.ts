/**
 * Preventive care reminders (spec section 7: "Also configured: ... care-reminders"; the path is all
 * the spec gives). The shape is ours (docs/decisions/155-care-reminders.md).
 *
 * Whose reminders: the members the caller may see, by the rule of benefits and claims (a subscriber
 * sees their own and their dependents under 18; everyone else only their own: an adult dependent's
 * reminders are private). The gateway enforces it.
 */
import { z } from 'zod'
import { isoDate } from './api'

export const careReminderPaths = {
  /** GET: the reminders of every member the caller may see, soonest due first. */
  careReminders: 'care-reminders',
} as const

/** Where the reminder's "link to find care" leads: a find-care page of the dashboard. */
export const careReminderFindCare = z.enum(['primary-care', 'find-a-dentist', 'resources'])
export type CareReminderFindCare = z.infer<typeof careReminderFindCare>

export const careReminder = z.object({
  reminderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  memberKey: z.string(),
  memberSuffix: z.number().int().min(0),
  memberName: z.string(),
  /** 'Annual physical', 'Dental cleaning', ... */
  title: z.string(),
  /** Why it is due, one sentence for the member. */
  reason: z.string(),
  dueDate: isoDate,
  findCare: careReminderFindCare,
})
export type CareReminder = z.infer<typeof careReminder>
export const careReminders = z.array(careReminder)
