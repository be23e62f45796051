import { Anchor, Text } from '~/ui/layout'
import type { PciDueDate, SelectedProvider } from './home'
import { SELECT_PRIMARY_CARE_LABEL, type PrimaryCareTileVariant } from './home-tiles'
import { Tile } from './tile'

const linkProps = { underline: 'always', fw: 600 } as const

/**
 * Home item 4: the PCP tile (the member's provider, or 'Select primary care') or, for group
 * 10002805, the PCI variant with the preventive visit due date from pcp/city-of-portland.
 */
export function PrimaryCareTile({
  variant,
  provider,
  dueDate,
}: {
  variant: PrimaryCareTileVariant
  provider: SelectedProvider | null
  dueDate: PciDueDate | null
}) {
  return (
    <Tile title={variant === 'PCI' ? 'Preventive care' : 'Primary care'} testId="primary-care-tile">
      {variant === 'PCI' && dueDate && (
        <Text data-testid="pci-due-date">
          {dueDate.available ? (
            <>
              Your preventive care visit is due by <strong>{dueDate.date}</strong>.
            </>
          ) : (
            dueDate.text
          )}
        </Text>
      )}
      {provider ? (
        <>
          <Text>Your primary care provider:</Text>
          <Text fw={700}>
            {provider.providerName ?? `Provider ${provider.providerId}`}
            {provider.providerTitle ? `, ${provider.providerTitle}` : ''}
          </Text>
          {provider.location && (
            <Text>
              {provider.location.address}, {provider.location.city}, {provider.location.state}{' '}
              {provider.location.zipCode}
              {provider.location.phoneNumber ? ` · ${provider.location.phoneNumber}` : ''}
            </Text>
          )}
          <Anchor to="/find-care/primary-care" {...linkProps}>
            Change primary care
          </Anchor>
        </>
      ) : (
        <>
          <Text>You have not selected a primary care provider yet.</Text>
          <Anchor to="/find-care/primary-care" {...linkProps}>
            {SELECT_PRIMARY_CARE_LABEL}
          </Anchor>
        </>
      )}
    </Tile>
  )
}
