/** The /select-group page: a card per group, its coverage dates, a row per plan, 'View group'. */
import type { BenefitCategory, GroupDetail } from '@member-dashboard/contract'
import { Group, Stack, Text } from '~/ui/layout'
import { BENEFIT_CATEGORIES_IN_ORDER, BENEFIT_CATEGORY_LABEL } from '~/platform/plan/benefit-categories'
import type { FormResult } from '~/platform/forms/use-schema-form'
import { useTranslation } from '~/platform/i18n/use-translation'
import { COLORS } from '~/ui/pieces/colors'
import { CheckIcon } from '~/ui/pieces/check-icon'
import { ChooseGroupButton, GroupCard, GroupCardList } from './group-cards'
import type { SelectGroupData } from './select-group.server'
import { PageTitle } from '~/ui/page'

export function SelectGroupPage({
  groups,
  currentGroupId,
  lastResult,
}: Pick<SelectGroupData, 'groups' | 'currentGroupId'> & { lastResult?: FormResult }) {
  const { t } = useTranslation('sign-in')
  return (
    <Stack gap="lg">
      <PageTitle>{t('selectGroup.heading')}</PageTitle>
      <GroupCardList label={t('selectGroup.listLabel')} cols={{ base: 1, md: 2 }} lastResult={lastResult}>
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
