import { List } from '@mantine/core'
import { Anchor, Card, Stack, Text, Title } from '~/ui/layout'

export function PassportDental({
  phone,
  findUrl,
  description = null,
}: {
  phone: string
  findUrl: string
  /** The Passport Dental program's description from the programs call, when the member has it. */
  description?: string | null
}) {
  return (
    <Stack gap="lg">
      {description ? <Text data-testid="passport-program-description">{description}</Text> : null}
      <Text>
        Passport Dental covers dental care when you travel or live outside the United States. Your plan's benefits
        apply to covered services you get abroad.
      </Text>
      <Card withBorder component="section" aria-labelledby="find-abroad-heading">
        <Title order={2} size="h3" id="find-abroad-heading" mb="xs">
          Find a dentist abroad
        </Title>
        <Text>
          Call <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor> for help finding a dentist
          outside the United States.
        </Text>
        <Anchor href={findUrl} target="_blank" rel="noopener noreferrer">
          Find an in-network dentist (opens in a new tab)
        </Anchor>
      </Card>
      <Card withBorder component="section" aria-labelledby="claim-abroad-heading">
        <Title order={2} size="h3" id="claim-abroad-heading" mb="xs">
          How to submit a claim abroad
        </Title>
        <List type="ordered" spacing={4}>
          <List.Item>Pay the dentist and ask for an itemized receipt with the services, dates and charges.</List.Item>
          <List.Item>Fill in a dental claim form with your subscriber ID and the patient's name.</List.Item>
          <List.Item>Send the claim form and receipt to customer service; we convert the charges to US dollars.</List.Item>
          <List.Item>We pay you by check or direct deposit, based on your plan's benefits.</List.Item>
        </List>
        <Text mt="xs">
          Questions? <Anchor to="/contact-us">Contact us</Anchor>.
        </Text>
      </Card>
    </Stack>
  )
}
