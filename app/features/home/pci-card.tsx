import { Anchor, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import { PCI_CONTACT } from './home'
import { Tile } from './tile'

/** Home item 6: the city preventive-care initiative card with phone and e-mail (group 10002805). */
export function PciCard() {
  const { t } = useTranslation('home')
  return (
    <Tile title={t('pci.title')} testId="pci-card">
      <Text>{t('pci.questions')}</Text>
      <Text>
        {t('pci.phone')}{' '}
        <Anchor href={`tel:${PCI_CONTACT.phone}`} underline="always">
          {PCI_CONTACT.phone}
        </Anchor>
      </Text>
      <Text>
        {t('pci.email')}{' '}
        <Anchor href={`mailto:${PCI_CONTACT.email}`} underline="always" style={{ overflowWrap: 'anywhere' }}>
          {PCI_CONTACT.email}
        </Anchor>
      </Text>
    </Tile>
  )
}
