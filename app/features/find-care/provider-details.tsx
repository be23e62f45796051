import { Anchor, Text } from '~/ui/layout'
import { Notice } from '~/ui/notice'
import type { Provider } from '@member-dashboard/contract'
import { distanceText } from './primary-care'
import { telHref } from './find-care'
import './find-care.css'

/** A provider's locations: address and phone of each (plain elements, find-care.css, decision 120). */
export function ProviderLocations({ locations }: { locations: Provider['locations'] }) {
  if (locations.length === 0) return null
  return (
    <ul className="find-care-locations" aria-label="Locations">
      {locations.map((l) => (
        <li key={`${l.address}-${l.zipCode}`}>
          <span>
            {l.address}, {l.city}, {l.state} {l.zipCode}
          </span>
          {l.phoneNumber ? (
            <span>
              {' · Phone: '}
              <Anchor href={telHref(l.phoneNumber)}>{l.phoneNumber}</Anchor>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Name, title, group, specialty, languages, distance, locations and phone, accepting new patients
 * (spec section 3 'Provider'). Fields the provider lacks are left out; a stub (section 8 'Provider
 * lookup 404') shows what is known. The heading is the caller's. Plain elements with the classes of
 * find-care.css in place of Mantine Stack/Text/List: a search repeats them for every provider
 * (decision 120).
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
    <div className="find-care-facts">
      {provider.groupName ? <p>{provider.groupName}</p> : null}
      {provider.specialty ? (
        <p>
          <strong>Specialty:</strong> {provider.specialty}
        </p>
      ) : null}
      {provider.languages.length ? (
        <p>
          <strong>Languages:</strong> {provider.languages.join(', ')}
        </p>
      ) : null}
      {distance ? (
        <p>
          <strong>Distance:</strong> {distance}
        </p>
      ) : null}
      <ProviderLocations locations={provider.locations} />
      {showAccepting ? (
        <p style={{ fontWeight: 700 }} data-testid="accepting">
          {provider.acceptingNewPatients ? 'Accepting new patients' : 'Not accepting new patients'}
        </p>
      ) : null}
      {provider.notice ? (
        <Notice type="warning" title="Some provider details are unavailable">
          <Text>{provider.notice}</Text>
        </Notice>
      ) : null}
    </div>
  )
}
