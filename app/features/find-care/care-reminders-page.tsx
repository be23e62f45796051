import { Badge } from '~/ui/badge'
import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import { COLORS } from '~/ui/pieces/colors'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { careRemindersByMember } from './care-reminders'

/**
 * /find-care/care-reminders: one section per family member, each reminder with its title, whether it
 * is overdue or when it is due, why, and a link to find care. Nothing due: a plain sentence. Titles
 * and reasons are the gateway's, as sent; the due texts and link names come in the member's
 * language from the loader.
 */
export function CareRemindersPage({ members }: { members: ReturnType<typeof careRemindersByMember> }) {
  const { t } = useTranslation('find-care')
  if (members.length === 0) {
    return (
      <Paper withBorder p="md" data-testid="care-reminders-empty">
        <Text>{t('reminders.empty')}</Text>
      </Paper>
    )
  }
  return (
    <Stack gap="lg">
      <Text>{t('reminders.intro')}</Text>
      {members.map((member) => (
        <Stack
          component="section"
          key={member.memberSuffix}
          gap="sm"
          aria-labelledby={`care-reminders-${member.memberSuffix}`}
          data-testid="care-reminders-member"
        >
          <Title order={2} size="h3" id={`care-reminders-${member.memberSuffix}`}>
            {member.memberName}
          </Title>
          <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {member.reminders.map((r) => (
              <Paper component="li" key={r.id} withBorder p="md" data-testid="care-reminder">
                <Stack gap={6}>
                  <Title order={3} size="h4">
                    {r.title}
                  </Title>
                  <Badge
                    variant={r.overdue ? 'filled' : 'outline'}
                    color={r.overdue ? COLORS.error : COLORS.text}
                    size="lg"
                    radius="sm"
                    data-testid="care-reminder-due"
                  >
                    {r.dueText}
                  </Badge>
                  <Text>{r.reason}</Text>
                  <Anchor to={r.link.target} underline="always" fw={600}>
                    {r.link.label}
                  </Anchor>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  )
}
