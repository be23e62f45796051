import { Group, Paper, Text } from '~/ui/layout'
import { COPIED_SUBSCRIBER_ID } from './home'
import { CopyButton } from '~/ui/pieces/copy-button'
import { useNotify } from '~/ui/notification-center'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'

/** Home item 1: first name and subscriber ID with a copy button (snackbar 'Copied subscriber ID to clipboard'). */
export function WelcomeBanner({ firstName, subscriberId }: { firstName: string; subscriberId: string }) {
  const notify = useNotify()
  const { t } = useTranslation('home')
  return (
    <Paper component="section" aria-labelledby="page-heading" data-testid="welcome-banner" p="lg" withBorder>
      <PageTitle>{t('welcome.heading', { firstName })}</PageTitle>
      <Group gap="xs" mt="xs">
        <Text component="span">{t('welcome.subscriberId')}</Text>
        <CopyButton
          value={subscriberId}
          label={t('welcome.copySubscriberId')}
          onCopied={() => notify('home', { ...COPIED_SUBSCRIBER_ID, message: t('welcome.copied') })}
        />
      </Group>
    </Paper>
  )
}
