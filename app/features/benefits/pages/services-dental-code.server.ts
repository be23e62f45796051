import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadServiceDetailPage } from '~/features/benefits/benefits.server'

/** The service-detail view of a dental service (notes, items by network); unknown code: 404. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return loadServiceDetailPage(args, params)
}
