import { Anchor, Stack, Text } from '~/ui/layout'
import type { ContactLine } from '~/platform/config/brands'
import type { Holiday } from '~/platform/plan/contact'
import { ContactBlocks, HolidayCalendar } from '~/ui/contact-blocks'
import { useTranslation } from '~/platform/i18n/use-translation'

/** Customer service: the member's contact lines with hours and TTY 711, and the domain's holidays. */
export function CustomerServicePage({ lines, holidays }: { lines: ContactLine[]; holidays: Holiday[] }) {
  const { t } = useTranslation('claims')
  return (
    <Stack gap="lg">
      <Text>{t('customerService.intro')}</Text>
      <ContactBlocks lines={lines} />
      <HolidayCalendar holidays={holidays} />
      <Text>
        {t('customerService.claimsQuestion')}{' '}
        <Anchor to="/claims" underline="always">
          {t('customerService.claimsLink')}
        </Anchor>
      </Text>
      <Text>
        {t('customerService.formsQuestion')}{' '}
        <Anchor to="/forms" underline="always">
          {t('customerService.formsLink')}
        </Anchor>
      </Text>
    </Stack>
  )
}
