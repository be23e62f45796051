import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadClaimDetail } from '~/features/claims/claims.server'

/** One claim: /claims/{claimNumber}. A claim the member may not see shows the refusal on the page. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return loadClaimDetail(args, params.claimNumber ?? '')
}
