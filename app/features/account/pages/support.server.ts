import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

/** The help center: the contact lines of the member's brand. */
export async function loader(args: LoaderFunctionArgs) {
  const { brand } = await requireAccount(args)
  return { lines: brand.contactLines, messages: messagesFor(args, { account: ['support'] }) }
}
