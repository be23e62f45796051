import { List } from '@mantine/core'
import { Table } from './table'
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import type { ContactLine } from '~/platform/config/brands'
import type { Holiday } from '~/platform/plan/contact'
import { formatDisplayDate } from '~/platform/formats'
import { useTranslation } from '~/platform/i18n/use-translation'
import { useBrandText } from './brand-text'

/**
 * One contact block per line of business, from the brand config (hours of spec section 9); the
 * brand's titles and hours in the member's language (`useBrandText`).
 */
export function ContactBlocks({ lines, headingOrder = 2 }: { lines: ContactLine[]; headingOrder?: 2 | 3 }) {
  const { t } = useTranslation()
  const brandText = useBrandText()
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {lines.map((line) => (
          <Card key={line.id} withBorder component="section" aria-labelledby={`contact-${line.id}`}>
            <Title order={headingOrder} size="h4" id={`contact-${line.id}`}>
              {brandText(line.title)}
            </Title>
            <Text>
              {t('ui.contact.phone')}{' '}
              <Anchor href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>{line.phone}</Anchor>
            </Text>
            {line.email ? (
              <Text>
                {t('ui.contact.email')}{' '}
                {/* A long address breaks rather than running off a narrow screen (decision 218). */}
                <Anchor href={`mailto:${line.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {line.email}
                </Anchor>
              </Text>
            ) : null}
            <List listStyleType="none" size="sm">
              {line.hours.map((hours) => (
                <List.Item key={hours}>
                  {t('ui.contact.hours')} {brandText(hours)}
                </List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Text fw={700}>{t('ui.contact.tty')}</Text>
    </Stack>
  )
}

export function HolidayCalendar({ holidays }: { holidays: Holiday[] }) {
  const { t } = useTranslation()
  return (
    <Card withBorder component="section" aria-labelledby="holidays-heading">
      <Title order={2} size="h3" id="holidays-heading" mb="xs">
        {t('ui.contact.holidayCalendar')}
      </Title>
      <Text mb="sm">{t('ui.contact.closedOn')}</Text>
      {holidays.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ui.contact.date')}</Table.Th>
              <Table.Th scope="col">{t('ui.contact.holiday')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.map((holiday) => (
              <Table.Tr key={holiday.date}>
                <Table.Td>{formatDisplayDate(holiday.date)}</Table.Td>
                <Table.Td>{holiday.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text>{t('ui.contact.noHolidays')}</Text>
      )}
    </Card>
  )
}
