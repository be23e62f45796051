import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadCustomerService } from '~/features/claims/claims.server'

/** Customer service (the plan management banner's 'Contact Customer Service'). */
export async function loader(args: LoaderFunctionArgs) {
  return loadCustomerService(args)
}
