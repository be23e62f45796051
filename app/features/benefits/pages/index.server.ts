import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadBenefitsIndex } from '~/features/benefits/benefits.server'

/** /benefits opens the member's default category (spec section 4 'Benefit category defaulting'). */
export async function loader(args: LoaderFunctionArgs) {
  return loadBenefitsIndex(args)
}
