import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadReferrals } from '~/features/benefits/referrals/referrals.server'

export async function loader(args: LoaderFunctionArgs) {
  return loadReferrals(args)
}
