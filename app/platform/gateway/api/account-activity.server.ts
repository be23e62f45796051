/** The account activity call (issue 23): a page of the member's own events. */
import * as c from '@member-dashboard/contract'
import type { GatewayClient } from '../transport.server'

export function accountActivityApi({ get }: GatewayClient) {
  return {
    /** Never cached on the page (new sign-ins show at once); `cache` for the home notice. */
    accountActivity: (query: c.AccountActivityQuery, options: { cache?: boolean } = {}) =>
      get(c.accountActivityPaths.accountActivity, c.accountActivityPage, {
        query,
        cache: options.cache ?? false,
      }),
  }
}
