export { loader, action } from '~/features/sign-in/pages/group-selection.server'
import { Alert } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Stack, Text } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { formatDisplayDate } from '~/platform/formats'
import { BasicFrame } from '~/features/shell/basic-frame'
import { ChooseGroupButton, GroupCard, GroupCardList } from '~/features/sign-in/group-cards'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { action, loader } from '~/features/sign-in/pages/group-selection.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'groupSelection.title')

export default function GroupSelection() {
  const { productDisplayName, groups } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('sign-in')
  return (
    <BasicFrame>
      <Stack gap="lg">
        <PageTitle>{t('groupSelection.heading')}</PageTitle>
        <Text>{t('groupSelection.intro', { product: productDisplayName })}</Text>
        {groups.length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {/* Spec section 8 'Other errors'. */}
            {t('groupSelection.lookupFailure')}
          </Alert>
        ) : null}
        <GroupCardList
          label={t('groupSelection.listLabel')}
          cols={{ base: 1, sm: 2 }}
          lastResult={actionData?.result}
        >
          {groups.map((group) => (
            <GroupCard
              key={group.groupId}
              groupId={group.groupId}
              groupName={group.groupName}
              before={
                group.inactive ? (
                  <Badge color="gray.8" variant="filled" radius="sm">
                    {t('groupSelection.inactive')}
                  </Badge>
                ) : null
              }
            >
              <Text>{t('groupSelection.groupId', { id: group.groupId })}</Text>
              <Text>
                {t('groupSelection.effectiveDate', {
                  date: group.planEffectiveDate
                    ? formatDisplayDate(group.planEffectiveDate)
                    : t('groupSelection.notAvailable'),
                })}
              </Text>
              <Text>
                {t('groupSelection.terminationDate', {
                  date: group.planTerminationDate
                    ? formatDisplayDate(group.planTerminationDate)
                    : t('groupSelection.none'),
                })}
              </Text>
              <ChooseGroupButton groupId={group.groupId} label={t('groupSelection.logIn')} />
            </GroupCard>
          ))}
        </GroupCardList>
      </Stack>
    </BasicFrame>
  )
}
