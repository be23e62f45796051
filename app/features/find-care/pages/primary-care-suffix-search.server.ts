import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { providerSearchPage, selectProviderAction } from '~/features/find-care/primary-care.server'

/** The provider search (GET form; results load on submit only; `choose` shows one result's selection form). */
export async function loader(args: LoaderFunctionArgs) {
  const { params } = args
  return providerSearchPage(args, params.suffix)
}

/** Selecting a provider: pcp/select, then back to the member's primary care with a notice. */
export async function action(args: ActionFunctionArgs) {
  const { params } = args
  return selectProviderAction(args, params.suffix)
}
