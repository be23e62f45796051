import { Anchor, Text } from '~/ui/layout'
import { PCI_CONTACT } from './home'
import { Tile } from './tile'

/** Home item 6: the city preventive-care initiative card with phone and e-mail (group 10002805). */
export function PciCard() {
  return (
    <Tile title={PCI_CONTACT.title} testId="pci-card">
      <Text>Questions about the initiative? Contact the CoP Member Health Advocate.</Text>
      <Text>
        Phone:{' '}
        <Anchor href={`tel:${PCI_CONTACT.phone}`} underline="always">
          {PCI_CONTACT.phone}
        </Anchor>
      </Text>
      <Text>
        E-mail:{' '}
        <Anchor href={`mailto:${PCI_CONTACT.email}`} underline="always" style={{ overflowWrap: 'anywhere' }}>
          {PCI_CONTACT.email}
        </Anchor>
      </Text>
    </Tile>
  )
}
