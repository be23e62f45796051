import { brandForRequest } from '~/platform/config/brand.server'

/** The phone the sign-in refusals name: the brand's Customer Service line (else its first line). */
export function customerServicePhone(request: Request) {
  const lines = brandForRequest(request).contactLines
  return (lines.find((line) => line.id === 'customer-service') ?? lines[0])?.phone ?? ''
}
