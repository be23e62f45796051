import { Anchor, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { PciDueDate, SelectedProvider } from './home'
import type { PrimaryCareTileVariant } from './home-tiles'
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
  const { t } = useTranslation('home')
  // The date in bold inside the sentence: the text without values keeps its `{{date}}` in place.
  const [beforeDate, afterDate = ''] = t('primaryCare.visitDue').split('{{date}}')
  return (
    <Tile
      title={t(variant === 'PCI' ? 'primaryCare.preventiveCareTitle' : 'primaryCare.primaryCareTitle')}
      testId="primary-care-tile"
    >
      {variant === 'PCI' && dueDate && (
        <Text data-testid="pci-due-date">
          {dueDate.available ? (
            <>
              {beforeDate}
              <strong>{dueDate.date}</strong>
              {afterDate}
            </>
          ) : (
            // The rule's one text (PCP_DUE_DATE_UNAVAILABLE), in the member's language.
            t('primaryCare.dueDateUnavailable')
          )}
        </Text>
      )}
      {provider ? (
        <>
          <Text>{t('primaryCare.yourProvider')}</Text>
          <Text fw={700}>
            {provider.providerName ?? t('primaryCare.providerById', { id: provider.providerId })}
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
            {t('primaryCare.change')}
          </Anchor>
        </>
      ) : (
        <>
          <Text>{t('primaryCare.noProvider')}</Text>
          <Anchor to="/find-care/primary-care" {...linkProps}>
            {t('primaryCare.select')}
          </Anchor>
        </>
      )}
    </Tile>
  )
}
