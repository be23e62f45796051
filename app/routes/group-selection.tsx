import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { failTo } from '~/gateway/failures.server'
import { formatDisplayDate } from '~/rules/formats'
import { requireTemporaryToken } from '~/session/auth.server'
import { routeOnward } from '~/session/post-login.server'
import { chooseGroup } from '~/sign-in/groups.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'
import { BasicFrame } from '~/ui/shell/basic-frame'

/** Spec section 8 'Other errors'. */
const GROUP_LOOKUP_FAILURE = 'Failed to find group for current member'

export async function loader({ request }: LoaderFunctionArgs) {
  const { api, brand } = await requireTemporaryToken(request)
  const groups = await api.groups().catch(failTo(request))
  return { productDisplayName: brand.productDisplayName, groups }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireTemporaryToken(request)
  const groupId = (await request.formData()).get('groupId')
  const groups = await ctx.api.groups().catch(failTo(request))
  const ids = groups.map((group) => group.groupId)
  if ((await chooseGroup(request, ctx, groupId, ids)) === 'unknown') {
    return data({ error: 'Select one of your group plans.' }, { status: 400 })
  }
  return routeOnward(request, ctx.session)
}

export default function GroupSelection() {
  const { productDisplayName, groups } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' ? navigation.formData?.get('groupId') : null
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
        {result?.error || groups.length === 0 ? (
          <Alert color="red" variant="light" role="alert">
            {result?.error ?? GROUP_LOOKUP_FAILURE}
          </Alert>
        ) : null}
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
          aria-label="Your group plans"
        >
          {groups.map((group) => (
            <Card
              component="li"
              key={group.groupId}
              withBorder
              padding="lg"
              aria-labelledby={`group-${group.groupId}`}
            >
              <Stack gap="xs">
                {group.inactive ? (
                  <Badge color="gray.8" variant="filled" radius="sm">
                    Inactive plan
                  </Badge>
                ) : null}
                <Title order={2} size="h3" id={`group-${group.groupId}`}>
                  {group.groupName}
                </Title>
                <Text>Group ID: {group.groupId}</Text>
                <Text>
                  Effective date:{' '}
                  {group.planEffectiveDate ? formatDisplayDate(group.planEffectiveDate) : 'Not available'}
                </Text>
                <Text>
                  Termination date:{' '}
                  {group.planTerminationDate ? formatDisplayDate(group.planTerminationDate) : 'None'}
                </Text>
                <Form method="post">
                  <input type="hidden" name="groupId" value={group.groupId} />
                  <Group>
                    <Button
                      type="submit"
                      loading={pending === group.groupId}
                      aria-describedby={`group-${group.groupId}`}
                    >
                      Log in to account
                    </Button>
                  </Group>
                </Form>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </BasicFrame>
  )
}

export function ErrorBoundary() {
  return (
    <BasicFrame>
      <GeneralErrorBoundary />
    </BasicFrame>
  )
}
