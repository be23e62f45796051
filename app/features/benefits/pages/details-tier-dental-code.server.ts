import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadDentalDetailPage } from '~/features/benefits/benefits.server'

/** A dental service's detail; an unknown tier or code is the 404 page. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return loadDentalDetailPage(args, params)
}
