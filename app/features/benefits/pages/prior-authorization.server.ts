import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadPriorAuthorizations } from '~/features/benefits/documents/documents.server'

export async function loader(args: LoaderFunctionArgs) {
  return loadPriorAuthorizations(args)
}
