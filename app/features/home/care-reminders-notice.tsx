import { Anchor, Text } from '~/ui/layout'
import { Notice } from '~/ui/notice'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { careRemindersLink } from './home'

/** "Linked from home when any is due": how many care reminders are due, and the link to them. */
export function CareRemindersNotice({
  count,
  overdue,
  target,
}: NonNullable<ReturnType<typeof careRemindersLink>>) {
  const { t } = useTranslation('home')
  return (
    <Notice type="info" title={t('careReminders.title')} testId="care-reminders-notice">
      <Text>
        {overdue > 0
          ? t('careReminders.dueWithOverdue', { count, overdue })
          : t('careReminders.due', { count })}
      </Text>
      <Anchor to={target} underline="always" fw={600}>
        {t('careReminders.link')}
      </Anchor>
    </Notice>
  )
}
