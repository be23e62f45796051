import type { AccountDetails, Member } from '@member-dashboard/contract'
import { categoryRow } from './account'
import { BENEFIT_CATEGORIES_IN_ORDER } from '~/platform/plan/benefit-categories'
import { isSubscriber } from '~/platform/plan/eligibility'
import { formatDisplayDate } from '~/platform/formats'
import { messageTextFor, textsFor } from '~/platform/i18n/page-texts.server'
import { codeText } from '~/platform/i18n/codes.server'
import type { PageArgs } from '~/platform/context/load-context.server'

const eligibilityOf = (member: Member, category: (typeof BENEFIT_CATEGORIES_IN_ORDER)[number]) =>
  category === 'medical' ? member.medicalEligibility : member[`${category}Eligibility`]

/** Each category's status, its text in the request's language. */
export function coverageRows(member: Member, now: Date, args: PageArgs) {
  const inLanguage = messageTextFor(args)
  return BENEFIT_CATEGORIES_IN_ORDER.map((category) => {
    const row = categoryRow(category, eligibilityOf(member, category), now)
    return { ...row, text: inLanguage(row.text) }
  })
}

/**
 * The family in suffix order (suffix 0 is the subscriber), as the signed-in member may see it: the
 * subscriber sees everyone on the contract; a dependent (an adult one included) sees only their own
 * personal details, whatever the gateway sent (decision 102). The relationship is the gateway's
 * (shown as sent), 'Subscriber' in the request's language.
 */
export function familyOf(
  account: AccountDetails,
  principal: Pick<Member, 'memberKey' | 'memberSuffix'>,
  now: Date,
  args: PageArgs,
) {
  const { t } = textsFor(args, 'account')
  const shown = isSubscriber(principal.memberSuffix)
    ? account.members
    : account.members.filter((m) => m.memberKey === principal.memberKey)
  return [...shown]
    .sort((a, b) => a.memberSuffix - b.memberSuffix)
    .map((member) => ({
      key: member.memberKey,
      name: `${member.firstName} ${member.lastName}`,
      relationship: isSubscriber(member.memberSuffix)
        ? t('coverage.subscriber')
        : codeText(args, 'relationship', member.relationship, member.relationshipDescription),
      subscriber: isSubscriber(member.memberSuffix),
      dateOfBirth: formatDisplayDate(member.dateOfBirth),
      coverage: coverageRows(member, now, args),
    }))
}
