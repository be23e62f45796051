import { Alert } from '@mantine/core'
import { Badge } from '~/ui/badge'
import { Stack, Text, Title } from '~/ui/layout'
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { failTo } from '~/platform/failures/failures.server'
import { formatDisplayDate } from '~/platform/formats'
import { requireTemporaryToken } from '~/platform/session/auth.server'
import { routeOnward } from '~/features/sign-in/post-login.server'
import { chooseGroup } from '~/features/sign-in/groups.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { ChooseGroupButton, GroupCard, GroupCardList } from '~/features/sign-in/group-cards'

/** Spec section 8 'Other errors'. */
const GROUP_LOOKUP_FAILURE = 'Failed to find group for current member'

export const meta: MetaFunction = () => [{ title: 'Select plan' }]

/** The cards are the spec's "Group list item for selection", from GET groups/individual. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, brand } = await requireTemporaryToken(request)
  const groups = await api.groupsIndividual().catch(failTo(request))
  return { productDisplayName: brand.productDisplayName, groups }
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
  return (
    <BasicFrame>
      <Stack gap="lg">
        <Title order={1} id="page-heading" tabIndex={-1}>
          Access your Member Dashboard: Select plan
        </Title>
        <Text>
          You have more than one group plan with {productDisplayName}. Select the group plan you want to
          access:
        </Text>
        {groups.length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {GROUP_LOOKUP_FAILURE}
          </Alert>
        ) : null}
        <GroupCardList label="Your group plans" cols={{ base: 1, sm: 2 }} lastResult={actionData?.result}>
          {groups.map((group) => (
            <GroupCard
              key={group.groupId}
              groupId={group.groupId}
              groupName={group.groupName}
              before={
                group.inactive ? (
                  <Badge color="gray.8" variant="filled" radius="sm">
                    Inactive plan
                  </Badge>
                ) : null
              }
            >
              <Text>Group ID: {group.groupId}</Text>
              <Text>
                Effective date:{' '}
                {group.planEffectiveDate ? formatDisplayDate(group.planEffectiveDate) : 'Not available'}
              </Text>
              <Text>
                Termination date:{' '}
                {group.planTerminationDate ? formatDisplayDate(group.planTerminationDate) : 'None'}
              </Text>
              <ChooseGroupButton groupId={group.groupId} label="Log in to account" />
            </GroupCard>
          ))}
        </GroupCardList>
      </Stack>
    </BasicFrame>
  )
}
