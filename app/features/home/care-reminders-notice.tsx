import { Anchor, Text } from '~/ui/layout'
import { Notice } from '~/ui/notice'
import type { careRemindersLink } from './home'

/** "Linked from home when any is due": how many care reminders are due, and the link to them. */
export function CareRemindersNotice({
  count,
  overdue,
  target,
}: NonNullable<ReturnType<typeof careRemindersLink>>) {
  const due = count === 1 ? '1 care reminder is due' : `${count} care reminders are due`
  return (
    <Notice type="info" title="Preventive care is due" testId="care-reminders-notice">
      <Text>
        {due} for you or your family{overdue > 0 ? `, ${overdue} overdue` : ''}.
      </Text>
      <Anchor to={target} underline="always" fw={600}>
        View care reminders
      </Anchor>
    </Notice>
  )
}
