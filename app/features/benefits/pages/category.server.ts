import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadCategoryPage } from '~/features/benefits/benefits.server'

/** /benefits/{medical|dental|vision|pharmacy}; any other segment is the 404 page at the same address. */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return loadCategoryPage(args, params.category)
}
