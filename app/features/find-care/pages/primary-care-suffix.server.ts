import { type LoaderFunctionArgs } from '@remix-run/node'
import { memberPrimaryCarePage } from '~/features/find-care/primary-care.server'

/** One member's primary care; a suffix the member may not act for is refused (403). */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return memberPrimaryCarePage(args, params.suffix)
}
