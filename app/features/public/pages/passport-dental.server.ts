import { type LoaderFunctionArgs } from '@remix-run/node'
import { requireAccount } from '~/platform/session/account-state.server'
import { passportDentalFindUrl, passportDentalProgramDetails } from '~/platform/plan/contact'
import { messagesFor } from '~/platform/i18n/page-texts.server'

export async function loader(args: LoaderFunctionArgs) {
  // The programs call starts with the account state (no waterfall).
  const { account, brand, programs } = await requireAccount(args, ({ api }) => ({
    programs: api.programs(),
  }))
  const details = passportDentalProgramDetails(programs, brand.passportDentalPhone)
  return {
    ...details,
    findUrl: passportDentalFindUrl(account.parentGroupId),
    messages: messagesFor(args, { public: 'all' }),
  }
}
