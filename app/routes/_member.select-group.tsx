import { Group, Stack, Text, Title } from '~/ui/layout'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { BenefitCategory, GroupDetail } from '@member-dashboard/contract'
import { failTo } from '~/platform/failures/failures.server'
import { BENEFIT_CATEGORIES_IN_ORDER, BENEFIT_CATEGORY_LABEL } from '~/platform/plan/benefit-categories'
import { dateRangeText, planStatusText } from '~/platform/plan/eligibility'
import { menuGroupData } from '~/platform/plan/groups'
import { commitSession, requireMember } from '~/platform/session/auth.server'
import { chooseGroup } from '~/features/sign-in/groups.server'
import { COLORS } from '~/ui/pieces/colors'
import { CheckIcon } from '~/ui/pieces/check-icon'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { ChooseGroupButton, GroupCard, GroupCardList } from '~/features/sign-in/group-cards'
import { messagesFor } from '~/platform/i18n/catalogues.server'
import { inRequestLanguage, languageOf } from '~/platform/i18n/language.server'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'selectGroup.title')

/** Select group (spec section 2): "Group details are loaded before the page opens." */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, claims } = await requireMember(request)
  const [groups, memberGroups] = await Promise.all([api.groupDetails(), api.groups()]).catch(failTo(request))
  // The dates and plan statuses as the rules write them, in the member's language (decision 189).
  const inLanguage = (text: string) => inRequestLanguage(request, 'common', 'planDates', text)
  return {
    groups: groups.map((group) => ({
      ...group,
      coverageText: group.groupEffectiveDate
        ? inLanguage(dateRangeText(group.groupEffectiveDate, group.groupTerminationDate))
        : null,
      planStatusTexts: Object.fromEntries(
        BENEFIT_CATEGORIES_IN_ORDER.flatMap((category) => {
          const plan = group[category]
          if (!plan) return []
          const text = planStatusText(plan.planStatus, plan.planEffectiveDate, plan.planTerminationDate)
          return [[category, inLanguage(text)]]
        }),
      ) as Partial<Record<BenefitCategory, string>>,
    })),
    // The group being viewed is the menus' current group (spec section 3 'Menu group data').
    currentGroupId: menuGroupData(memberGroups, claims.groupId).currentGroup?.groupId ?? null,
    messages: messagesFor(languageOf(request), ['sign-in']),
  }
}

/** 'View group': a new token for that group from group-selection; the old token's cache is cleared. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireMember(request)
  const groupIds = async () =>
    (await ctx.api.groupDetails().catch(failTo(request))).map((group) => group.groupId)
  const { refused } = await chooseGroup(request, ctx, groupIds)
  if (refused) return refused
  throw redirect('/home', { headers: { 'set-cookie': await commitSession(ctx.session) } })
}

export default function SelectGroup() {
  const { groups, currentGroupId } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('sign-in')
  return (
    <Stack gap="lg">
      <Title order={1} id="page-heading" tabIndex={-1}>
        {t('selectGroup.heading')}
      </Title>
      <GroupCardList
        label={t('selectGroup.listLabel')}
        cols={{ base: 1, md: 2 }}
        lastResult={actionData?.result}
      >
        {groups.map((group) => (
          <GroupCard key={group.groupId} groupId={group.groupId} groupName={group.groupName}>
            <Text>
              {t('selectGroup.coverageDates', {
                dates: group.coverageText ?? t('selectGroup.notAvailable'),
              })}
            </Text>
            <PlanRows group={group} />
            {group.groupId === currentGroupId ? (
              <Text fw={600}>{t('selectGroup.viewing')}</Text>
            ) : (
              <ChooseGroupButton groupId={group.groupId} label={t('selectGroup.view')} />
            )}
          </GroupCard>
        ))}
      </GroupCardList>
    </Stack>
  )
}

/** A row per plan type: status text and an icon (green check ACTIVE, red cross TERMED). */
function PlanRows({
  group,
}: {
  group: GroupDetail & { planStatusTexts: Partial<Record<BenefitCategory, string>> }
}) {
  return (
    <dl style={{ margin: 0 }}>
      {BENEFIT_CATEGORIES_IN_ORDER.map((category) => {
        const plan = group[category]
        if (!plan) return null
        return (
          <Group key={category} gap="xs" wrap="nowrap" data-plan-status={plan.planStatus}>
            <Text component="dt" fw={600} miw={80}>
              {/* The category names are shown as the menus show them (as the gateway names them). */}
              {BENEFIT_CATEGORY_LABEL[category]}
            </Text>
            <Text component="dd" m={0} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              {plan.planStatus === 'ACTIVE' ? (
                <span style={{ color: COLORS.success, display: 'inline-flex' }}>
                  <CheckIcon />
                </span>
              ) : plan.planStatus === 'TERMED' ? (
                <CrossIcon />
              ) : null}
              {group.planStatusTexts[category]}
            </Text>
          </Group>
        )
      })}
    </dl>
  )
}

function CrossIcon() {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke={COLORS.error}
      strokeWidth={3}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
