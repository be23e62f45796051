import { type LoaderFunctionArgs } from '@remix-run/node'
import { primaryCareList } from '~/features/find-care/primary-care.server'

/** Every family member the signed-in member may act for, with their primary care. */
export async function loader(args: LoaderFunctionArgs) {
  return primaryCareList(args)
}
