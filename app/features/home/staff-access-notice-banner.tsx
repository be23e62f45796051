import { Anchor, Text } from '~/ui/layout'
import { useFetcher } from '@remix-run/react'
import { ACCOUNT_ACTIVITY_PATH } from '~/platform/plan/permissions'
import { Notice } from '~/ui/notice'
import { COLORS } from '~/ui/pieces/colors'
import { PlainCloseButton } from '~/ui/plain-close-button'
import { useTranslation } from '~/platform/i18n/use-translation'
import { STAFF_ACCESS_NOTICE_INTENT, type StaffAccessNotice } from './staff-access-notice'

/**
 * 'A member services representative accessed your account on MM/DD/YYYY', linking to the account
 * activity page (the loader sends the text in the member's language); dismissed by a small POST
 * form to /home (a fetcher with JavaScript, gone at once).
 */
export function StaffAccessNoticeBanner({ notice }: { notice: StaffAccessNotice }) {
  const fetcher = useFetcher()
  const { t } = useTranslation('home')
  if (fetcher.state !== 'idle' || fetcher.data) return null
  return (
    <Notice
      type="info"
      title={t('staffAccess.title')}
      testId="staff-access-notice"
      action={
        <fetcher.Form method="post" action="/home">
          <input type="hidden" name="intent" value={STAFF_ACCESS_NOTICE_INTENT} />
          <input type="hidden" name="reference" value={notice.reference} />
          <PlainCloseButton type="submit" aria-label={t('staffAccess.dismiss')} color={COLORS.text} />
        </fetcher.Form>
      }
    >
      <Text>{notice.text}</Text>
      <Anchor to={ACCOUNT_ACTIVITY_PATH} underline="always" fw={600}>
        See your account activity
      </Anchor>
    </Notice>
  )
}
