import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadEobs } from '~/features/claims/claims.server'

/** EOBs, subscribers only (dependents get the 403 page): the documents, newest first, as PDFs. */
export async function loader(args: LoaderFunctionArgs) {
  return loadEobs(args)
}
