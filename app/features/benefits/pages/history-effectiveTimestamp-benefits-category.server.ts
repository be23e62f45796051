import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadHistoryPage } from '~/features/benefits/benefits.server'

/** An earlier plan period (docs/decisions/042-history-address.md: what the timestamp encodes). */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return loadHistoryPage(args, params)
}
