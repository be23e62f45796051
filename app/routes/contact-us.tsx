export { loader } from '~/features/public/pages/contact-us.server'
import { Anchor, Stack } from '~/ui/layout'
import { type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PaperlessNote } from '~/features/public/contact'
import { ContactBlocks, HolidayCalendar } from '~/ui/contact-blocks'
import { BasicFrame } from '~/features/shell/basic-frame'
import { pageTitle, useTranslation } from '~/platform/i18n/use-translation'
import { PageTitle } from '~/ui/page'
import type { loader } from '~/features/public/pages/contact-us.server'

export const meta: MetaFunction = (args) => pageTitle(args, 'public', 'contact.title')

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
