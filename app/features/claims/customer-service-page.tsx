import { Anchor, Stack, Text } from '~/ui/layout'
import type { ContactLine } from '~/platform/config/brands'
import type { Holiday } from '~/platform/plan/contact'
import { ContactBlocks, HolidayCalendar } from '~/ui/contact-blocks'

/** Customer service: the member's contact lines with hours and TTY 711, and the domain's holidays. */
export function CustomerServicePage({ lines, holidays }: { lines: ContactLine[]; holidays: Holiday[] }) {
  return (
    <Stack gap="lg">
      <Text>
        Call us about your plan, your claims or your account. Hours are Pacific Time; we are closed on the
        holidays listed below.
      </Text>
      <ContactBlocks lines={lines} />
      <HolidayCalendar holidays={holidays} />
      <Text>
        Looking for your claims?{' '}
        <Anchor to="/claims" underline="always">
          See your claims
        </Anchor>
      </Text>
      <Text>
        Need a claim form, an appeal or another plan form?{' '}
        <Anchor to="/forms" underline="always">
          Forms and documents
        </Anchor>
      </Text>
    </Stack>
  )
}
