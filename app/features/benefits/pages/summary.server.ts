import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadSummaryPage } from '~/features/benefits/benefits.server'

/** /benefits/summary?asOfDate=yyyy-mm-dd: every category as of that day (missing: today). */
export async function loader(args: LoaderFunctionArgs) {
  return loadSummaryPage(args)
}
