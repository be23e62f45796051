import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import { formMessages } from '~/platform/i18n/language.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

export async function loader(args: LoaderFunctionArgs) {
  const { details } = await requireAccount(args, ({ api }) => ({ details: api.planManagementDetails() }))
  return {
    details,
    messages: messagesFor(args, { account: ['planBenefits'], validation: formMessages('account') }),
  }
}
