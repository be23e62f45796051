import { Anchor, List, Stack, Text } from '@mantine/core'
import { Notice } from '~/ui/notice'
import type { Provider } from '@member-dashboard/contract'
import { distanceText } from './primary-care'
import { telHref } from './find-care'

/** A provider's locations: address and phone of each. */
export function ProviderLocations({ locations }: { locations: Provider['locations'] }) {
  if (locations.length === 0) return null
  return (
    <List listStyleType="none" spacing={4} aria-label="Locations">
      {locations.map((l) => (
        <List.Item key={`${l.address}-${l.zipCode}`}>
          <Text component="span">
            {l.address}, {l.city}, {l.state} {l.zipCode}
          </Text>
          {l.phoneNumber ? (
            <Text component="span">
              {' · Phone: '}
              <Anchor href={telHref(l.phoneNumber)}>{l.phoneNumber}</Anchor>
            </Text>
          ) : null}
        </List.Item>
      ))}
    </List>
  )
}

/**
 * Name, title, group, specialty, languages, distance, locations and phone, accepting new patients
 * (spec section 3 'Provider'). Fields the provider lacks are left out; a stub (section 8 'Provider
 * lookup 404') shows what is known. The heading is the caller's.
 */
export function ProviderFacts({
  provider,
  showAccepting,
}: {
  provider: Provider & { source?: 'lookup' | 'stub'; notice?: string | null }
  showAccepting: boolean
}) {
  const distance = distanceText(provider.distance)
  return (
    <Stack gap={4}>
      {provider.groupName ? <Text>{provider.groupName}</Text> : null}
      {provider.specialty ? (
        <Text>
          <strong>Specialty:</strong> {provider.specialty}
        </Text>
      ) : null}
      {provider.languages.length ? (
        <Text>
          <strong>Languages:</strong> {provider.languages.join(', ')}
        </Text>
      ) : null}
      {distance ? (
        <Text>
          <strong>Distance:</strong> {distance}
        </Text>
      ) : null}
      <ProviderLocations locations={provider.locations} />
      {showAccepting ? (
        <Text fw={700} data-testid="accepting">
          {provider.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients'}
        </Text>
      ) : null}
      {provider.notice ? (
        <Notice type="warning" title="Some provider details are unavailable">
          <Text>{provider.notice}</Text>
        </Notice>
      ) : null}
    </Stack>
  )
}
