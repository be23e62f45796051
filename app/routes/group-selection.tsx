import { Alert } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Stack, Text } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { formatDisplayDate } from '~/platform/formats'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { chooseGroup } from '~/features/sign-in/groups.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { ChooseGroupButton, GroupCard, GroupCardList } from '~/features/sign-in/group-cards'
import { formMessages, messagesFor } from '~/platform/i18n/language.server'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction = (args) => pageTitle(args, 'sign-in', 'groupSelection.title')

/** The cards are the spec's "Group list item for selection", from GET groups/individual. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, brand } = await requireTemporaryToken(request)
  const groups = await api.groupsIndividual().catch(failTo(request))
  return {
    productDisplayName: brand.productDisplayName,
    groups,
    messages: messagesFor(request, { 'sign-in': 'all', validation: formMessages('sign-in') }),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireTemporaryToken(request)
  const groupIds = async () =>
    (await ctx.api.groupsIndividual().catch(failTo(request))).map((group) => group.groupId)
  const { refused } = await chooseGroup(request, ctx, groupIds)
  return refused ?? routeOnward(request, ctx.session)
}

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
