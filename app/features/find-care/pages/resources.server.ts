import { type LoaderFunctionArgs } from '@remix-run/node'
import { findCareResources } from '~/features/find-care/find-care.server'

export async function loader(args: LoaderFunctionArgs) {
  return findCareResources(args)
}
