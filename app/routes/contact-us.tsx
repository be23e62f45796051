import { Anchor, Stack } from '~/ui/layout'
import { type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { createMemberApi } from '~/platform/gateway/client.server'
import { failTo } from '~/platform/failures/failures.server'
import { PaperlessNote } from '~/features/public/contact'
import { ContactBlocks, HolidayCalendar } from '~/ui/contact-blocks'
import { parseHolidayCalendar } from '~/platform/plan/contact'
import { getAuthState } from '~/platform/session/auth.server'
import { BasicFrame } from '~/features/shell/basic-frame'
import { messagesFor } from '~/platform/i18n/language.server'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'

export const meta: MetaFunction = (args) => pageTitle(args, 'public', 'contact.title')

/** Contact us, signed in or out: contact lines of the brand, TTY, the domain's holiday calendar. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { brand, token } = await getAuthState(request)
  const calendar = await createMemberApi(token).holidayCalendar(brand.domainId).catch(failTo(request))
  return {
    lines: brand.contactLines,
    holidays: parseHolidayCalendar(calendar.data.item.content.value),
    messages: messagesFor(request, { public: 'all' }),
  }
}

export default function ContactUs() {
  const { lines, holidays } = useLoaderData<typeof loader>()
  const { t } = useTranslation('public')
  return (
    <BasicFrame>
      <Stack gap="lg" maw={880}>
        <Anchor to="/login">{t('contact.backToLogin')}</Anchor>
        <PageTitle>{t('contact.heading')}</PageTitle>
        <ContactBlocks lines={lines} />
        <HolidayCalendar holidays={holidays} />
        <PaperlessNote />
      </Stack>
    </BasicFrame>
  )
}
