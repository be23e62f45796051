import { PlainLinkButton } from '~/ui/plain-button'
import { Anchor, Group, Text } from '~/ui/layout'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { IdCardActions, MemberInfoIdentifier } from './home-tiles'
import { Tile } from './tile'

export interface MemberInfoTileProps {
  name: string
  identifier: MemberInfoIdentifier
  groupId: string
  groupName: string
  insuranceType: string
  networks: string[]
  idCardActions: IdCardActions | null
}

/** The identifier's label as the rule names it, as a catalogue key. */
const IDENTIFIER_LABEL_KEY: Record<MemberInfoIdentifier['label'], string> = {
  'Subscriber ID': 'memberInfo.subscriberId',
  'Employee ID': 'memberInfo.employeeId',
}

/** The ID card download: a plain link to the resource route (works without JavaScript). */
export const ID_CARD_DOWNLOAD_PATH = '/resources/id-card'

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'contents' }}>
      <Text component="dt" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

/** Home item 5: name, subscriber or employee ID, group, insurance type, networks; ID card actions when eligible. */
export function MemberInfoTile(props: MemberInfoTileProps) {
  const { idCardActions } = props
  const { t } = useTranslation('home')
  const notAvailable = t('memberInfo.notAvailable')
  return (
    <Tile title={t('memberInfo.title')} testId="member-info-tile">
      <dl
        style={{
          display: 'grid',
          // The labels' column takes at most 45 % (their words wrap), so a value is never cut into
          // two-letter lines at 320 px ('Av / ery' beside 'Redes de proveedores'; decision 218).
          gridTemplateColumns: 'fit-content(45%) 1fr',
          gap: '0.25rem 1rem',
          margin: 0,
        }}
      >
        <Row label={t('memberInfo.name')} value={props.name} />
        <Row label={t(IDENTIFIER_LABEL_KEY[props.identifier.label])} value={props.identifier.value} />
        <Row label={t('memberInfo.groupNumber')} value={props.groupId} />
        <Row label={t('memberInfo.groupName')} value={props.groupName} />
        <Row label={t('memberInfo.insuranceType')} value={props.insuranceType || notAvailable} />
        <Row
          label={t('memberInfo.networks')}
          value={props.networks.length ? props.networks.join(', ') : notAvailable}
        />
      </dl>
      {idCardActions && (
        // The rule's labels ('Download ID card', 'More ID card options') in the member's language.
        <Group gap="md" mt="xs">
          <PlainLinkButton href={ID_CARD_DOWNLOAD_PATH}>{t('idCardActions.download')}</PlainLinkButton>
          <Anchor to={idCardActions.moreOptions.target} underline="always" fw={600}>
            {t('idCardActions.moreOptions')}
          </Anchor>
        </Group>
      )}
    </Tile>
  )
}
