import { Anchor, Text } from '~/ui/layout'
import { Notice } from '~/ui/notice'
import type { Provider } from '@member-dashboard/contract'
import { useTranslation } from '~/platform/i18n/use-translation'
import { telHref } from './find-care'
import './find-care.css'

/** A provider's locations: address and phone of each (plain elements, find-care.css, decision 120). */
export function ProviderLocations({ locations }: { locations: Provider['locations'] }) {
  const { t } = useTranslation('find-care')
  if (locations.length === 0) return null
  return (
    <ul className="find-care-locations" aria-label={t('provider.locations')}>
      {locations.map((l) => (
        <li key={`${l.address}-${l.zipCode}`}>
          <span>
            {l.address}, {l.city}, {l.state} {l.zipCode}
          </span>
          {l.phoneNumber ? (
            <span>
              {` · ${t('provider.phone')} `}
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
  const { t } = useTranslation('find-care')
  const miles = provider.distance
  // '2.1 miles': one decimal, 'mile' for exactly 1 (the plural rule of the member's language).
  const distance = miles === null ? null : t('provider.distance', { count: miles, miles: miles.toFixed(1) })
  return (
    <div className="find-care-facts">
      {provider.groupName ? <p>{provider.groupName}</p> : null}
      {provider.specialty ? (
        <p>
          <strong>{t('provider.specialty')}</strong> {provider.specialty}
        </p>
      ) : null}
      {provider.languages.length ? (
        <p>
          <strong>{t('provider.languages')}</strong> {provider.languages.join(', ')}
        </p>
      ) : null}
      {distance ? (
        <p>
          <strong>{t('provider.distanceLabel')}</strong> {distance}
        </p>
      ) : null}
      <ProviderLocations locations={provider.locations} />
      {showAccepting ? (
        <p style={{ fontWeight: 700 }} data-testid="accepting">
          {provider.acceptingNewPatients ? t('provider.accepting') : t('provider.notAccepting')}
        </p>
      ) : null}
      {provider.notice ? (
        <Notice type="warning" title={t('provider.unavailable')}>
          <Text>{provider.notice}</Text>
        </Notice>
      ) : null}
    </div>
  )
}
