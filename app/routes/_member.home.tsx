import { Paper, Stack, Text, Title } from '@mantine/core'
import { type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { failTo } from '~/gateway/failures.server'
import { loadAccountState } from '~/member/account.server'
import { requireMember } from '~/session/auth.server'
import { GeneralErrorBoundary } from '~/ui/error-boundary'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireMember(request)
  const { account, member } = await loadAccountState(ctx).catch(failTo(request))
  return { firstName: member.firstName, subscriberId: account.subscriberId }
}

export default function Home() {
  const { firstName, subscriberId } = useLoaderData<typeof loader>()
  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby="page-heading" p="lg" withBorder>
        <Title order={1} id="page-heading" tabIndex={-1}>
          Welcome, {firstName}
        </Title>
        <Text>
          Subscriber ID: <strong>{subscriberId}</strong>
        </Text>
      </Paper>
    </Stack>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
