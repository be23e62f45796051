/** Claims and explanation-of-benefits calls. */
import type { GatewayClient } from '../client.server'

export function claimsApi(_client: GatewayClient) {
  return {}
}
