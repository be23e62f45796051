/** Content calls every page frame needs: alerts, accreditation, chat config and the holiday calendar. */
import * as c from '@member-dashboard/contract'
import { env } from '~/platform/config/env.server'
import { type GatewayClient } from '../transport.server'

export function contentApi({ get }: GatewayClient) {
  const p = c.paths
  return {
    /** Signed out: the brand's calendar (message/calendar/domain/{id}). */
    holidayCalendar: (domainId: c.DomainId) => get(p.messageCalendarDomain(domainId), c.messageCalendar),
    /** Signed in: the plain variant, the calendar of the member's own brand (from the token). */
    memberHolidayCalendar: () => get(p.messageCalendar, c.messageCalendar),
    alerts: () => get(p.alerts, c.globalAlerts),
    /** "accreditation URL from configuration" (ACCREDITATION_URL). */
    accreditation: () => get(env.accreditationUrl, c.accreditationResponse),
    /** "chat config URL from configuration" (CHAT_CONFIG_URL). */
    chatConfig: () => get(env.chatConfigUrl, c.chatConfig),
  }
}
