import { List } from '@mantine/core'
import { Table } from './table'
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import type { ContactLine } from '~/platform/config/brands'
import { TTY_TEXT, type Holiday } from '~/platform/plan/contact'
import { formatDisplayDate } from '~/platform/formats'

/** One contact block per line of business, from the brand config (hours of spec section 9). */
export function ContactBlocks({ lines, headingOrder = 2 }: { lines: ContactLine[]; headingOrder?: 2 | 3 }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {lines.map((line) => (
          <Card key={line.id} withBorder component="section" aria-labelledby={`contact-${line.id}`}>
            <Title order={headingOrder} size="h4" id={`contact-${line.id}`}>
              {line.title}
            </Title>
            <Text>
              Phone: <Anchor href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}>{line.phone}</Anchor>
            </Text>
            {line.email ? (
              <Text>
                Email: <Anchor href={`mailto:${line.email}`}>{line.email}</Anchor>
              </Text>
            ) : null}
            <List listStyleType="none" size="sm">
              {line.hours.map((hours) => (
                <List.Item key={hours}>Hours: {hours}</List.Item>
              ))}
            </List>
          </Card>
        ))}
      </SimpleGrid>
      <Text fw={700}>{TTY_TEXT}</Text>
    </Stack>
  )
}

export function HolidayCalendar({ holidays }: { holidays: Holiday[] }) {
  return (
    <Card withBorder component="section" aria-labelledby="holidays-heading">
      <Title order={2} size="h3" id="holidays-heading" mb="xs">
        Holiday calendar
      </Title>
      <Text mb="sm">Our offices are closed on these holidays.</Text>
      {holidays.length ? (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Holiday</Table.Th>
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
        <Text>No holidays are listed.</Text>
      )}
    </Card>
  )
}
