/**
 * The gateway facts the Benefits menu rule needs beyond the account (benefits-menu.ts), loaded the
 * same way by the shell's header data and the benefits pages' navigation (the per-token cache
 * shares the calls between them). Every call starts at once.
 */
import { noneWhen } from '~/platform/failures/failures.server'
import type { MemberApi } from '~/platform/gateway/client.server'
import type { BenefitsMenuFacts } from './benefits-menu'

export type { BenefitsMenuFacts }

/**
 * "Referrals link: when the member has referrals", "Medicare Materials: when materials eligibility
 * is true", and the certificate of coverage and prior authorization "where the member has them": a
 * certificate the gateway does not answer 404 for, at least one prior authorization request
 * (docs/decisions/154-benefits-menu-order.md).
 */
export async function loadBenefitsMenuFacts(api: MemberApi): Promise<BenefitsMenuFacts> {
  const [hasReferrals, medicareMaterialsEligible, hasCertificate, hasPriorAuthorizations] = await Promise.all(
    [
      api.hasReferrals(),
      api.medicareMaterialsEligible(),
      api.certificateOfCoverage().then(() => true, noneWhen(404, false)),
      api.priorAuthorizations().then((requests) => requests.length > 0),
    ],
  )
  return { hasReferrals, medicareMaterialsEligible, hasCertificate, hasPriorAuthorizations }
}
