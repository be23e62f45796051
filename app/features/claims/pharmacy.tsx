import { Button } from '@mantine/core'
import { Anchor, Stack, Text } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import { CONTACT_HOURS } from '~/platform/config/brands'
import { TTY_TEXT } from '~/platform/plan/contact'

/**
 * The pharmacy benefit manager (program 37): its phone (program details) and hours (spec section
 * 9, 'Medicare Advantage and pharmacy'), and the hand-off to its site. 'Go to the pharmacy site'
 * posts (same origin, no token) to /resources/pharmacy-hand-off, which answers the page that
 * carries the token to the pharmacy site in a hidden form field.
 */
export function PharmacyPage(props: { name: string; description: string; phone: string | null }) {
  const tel = props.phone?.replace(/[^\d+]/g, '')
  return (
    <Stack gap="lg">
      <Text>{props.description}</Text>
      <CardSection id="pharmacy-site-heading" title={props.name}>
        <Text mb="md">
          Find covered drugs and their prices, refill prescriptions, and get medicines by mail on our pharmacy
          benefit manager’s site. You stay signed in: we pass your sign-in securely.
        </Text>
        <form method="post" action="/resources/pharmacy-hand-off">
          <Button type="submit">Go to the pharmacy site</Button>
        </form>
      </CardSection>
      <CardSection id="pharmacy-phone-heading" title="Call pharmacy services">
        {props.phone ? (
          <Text>
            Phone: <Anchor href={`tel:${tel}`}>{props.phone}</Anchor>
          </Text>
        ) : null}
        <Text>Hours: {CONTACT_HOURS.medicareAdvantageAndPharmacy}</Text>
        <Text fw={700} mt="xs">
          {TTY_TEXT}
        </Text>
      </CardSection>
      <CardSection id="pharmacy-claims-heading" title="Pharmacy claims">
        <Anchor to="/claims?category=pharmacy">See your pharmacy claims</Anchor>
      </CardSection>
    </Stack>
  )
}
