import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadClaimsList } from '~/features/claims/claims.server'

/** The member's claims, newest first: filters and page in the address (GET), totals, paging. */
export async function loader(args: LoaderFunctionArgs) {
  return loadClaimsList(args)
}
