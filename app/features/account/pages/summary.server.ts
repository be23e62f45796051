import { type LoaderFunctionArgs } from '@remix-run/node'
import { familyOf, coverageRows } from '~/features/account/family.server'
import { requireAccount } from '~/platform/session/account-state.server'
import { messagesFor } from '~/platform/i18n/page-texts.server'

export async function loader(args: LoaderFunctionArgs) {
  const { account, member } = await requireAccount(args)
  const now = new Date()
  return {
    memberName: `${member.firstName} ${member.lastName}`,
    subscriberId: account.subscriberId,
    groupId: account.groupId,
    groupName: account.groupName,
    family: familyOf(account, member, now, args),
    coverage: coverageRows(member, now, args),
    messages: messagesFor(args, { account: ['summary', 'coverage'] }),
  }
}
