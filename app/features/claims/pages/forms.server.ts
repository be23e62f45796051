import { type LoaderFunctionArgs } from '@remix-run/node'
import { loadMemberForms } from '~/features/claims/member-forms.server'

/** The plan's member forms (claim form, appeal, ...), each a PDF (Claims menu, customer service). */
export async function loader(args: LoaderFunctionArgs) {
  return loadMemberForms(args)
}
