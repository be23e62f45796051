import { Group, Paper, Text, Title } from '~/ui/layout'
import { COPIED_SUBSCRIBER_ID } from './home'
import { CopyButton } from '~/ui/pieces/copy-button'
import { useNotify } from '~/ui/notification-center'

/** Home item 1: first name and subscriber ID with a copy button (snackbar 'Copied subscriber ID to clipboard'). */
export function WelcomeBanner({ firstName, subscriberId }: { firstName: string; subscriberId: string }) {
  const notify = useNotify()
  return (
    <Paper component="section" aria-labelledby="page-heading" data-testid="welcome-banner" p="lg" withBorder>
      <Title order={1} id="page-heading" tabIndex={-1}>
        Welcome, {firstName}
      </Title>
      <Group gap="xs" mt="xs">
        <Text component="span">Subscriber ID:</Text>
        <CopyButton
          value={subscriberId}
          label="Copy subscriber ID"
          onCopied={() => notify('home', COPIED_SUBSCRIBER_ID)}
        />
      </Group>
    </Paper>
  )
}
