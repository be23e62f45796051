/** Content calls every page frame needs: alerts, accreditation, chat config and the holiday calendar. */
import * as c from '@member-dashboard/contract'
import { type GatewayClient } from '../client.server'

export function contentApi({ get }: GatewayClient) {
  const p = c.paths
  return {
    holidayCalendar: (domainId: c.DomainId) => get(p.messageCalendarDomain(domainId), c.messageCalendar),
    alerts: () => get(p.alerts, c.globalAlerts),
    accreditation: () => get(p.accreditation, c.accreditationResponse),
    chatConfig: () => get(p.chatConfig, c.chatConfig),
  }
}
