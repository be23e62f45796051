import { PlainLinkButton } from '~/ui/plain-close-button'
import { Anchor, Group, Text } from '~/ui/layout'
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
  return (
    <Tile title="Member information" testId="member-info-tile">
      <dl
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
          gap: '0.25rem 1rem',
          margin: 0,
        }}
      >
        <Row label="Name" value={props.name} />
        <Row label={props.identifier.label} value={props.identifier.value} />
        <Row label="Group number" value={props.groupId} />
        <Row label="Group name" value={props.groupName} />
        <Row label="Insurance type" value={props.insuranceType || 'Not available'} />
        <Row
          label="Provider networks"
          value={props.networks.length ? props.networks.join(', ') : 'Not available'}
        />
      </dl>
      {idCardActions && (
        <Group gap="md" mt="xs">
          <PlainLinkButton href={ID_CARD_DOWNLOAD_PATH}>{idCardActions.downloadLabel}</PlainLinkButton>
          <Anchor to={idCardActions.moreOptions.target} underline="always" fw={600}>
            {idCardActions.moreOptions.title}
          </Anchor>
        </Group>
      )}
    </Tile>
  )
}
