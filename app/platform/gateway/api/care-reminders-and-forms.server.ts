/** Care reminders and the plan's member forms (spec section 7: "Also configured: ... care-reminders, forms"). */
import * as c from '@member-dashboard/contract'
import type { GatewayClient } from '../transport.server'

export function careRemindersAndFormsApi({ get, send }: GatewayClient) {
  return {
    /** The reminders of every member the signed-in member may see, soonest due first. */
    careReminders: () => get(c.careReminderPaths.careReminders, c.careReminders),
    memberForms: () => get(c.memberFormPaths.forms, c.memberForms),
    /** The raw response, to stream the form's PDF through a resource route. */
    memberFormDocument: (id: string) =>
      send('GET', c.memberFormPaths.formDocument(id), { headers: { accept: 'application/pdf' } }),
  }
}
