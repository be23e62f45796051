import { Button, List } from '@mantine/core'
import { Anchor, Card, Group, Stack, Text, Title } from '~/ui/layout'
import { Link } from '@remix-run/react'
import { formatDisplayDate } from '~/platform/formats'
import type { MemberCard } from './primary-care.server'
import { historyStatus, providerDisplayName } from './primary-care'
import { ProviderFacts, ProviderLocations } from './provider-details'

type Choice = NonNullable<MemberCard['current']>

function ChoiceBlock({ choice, heading, id }: { choice: Choice; heading: string; id: string }) {
  const name = choice.provider
    ? providerDisplayName(choice.provider)
    : providerDisplayName({ name: choice.providerName, title: choice.providerTitle }, choice.providerId)
  return (
    <Stack gap={4} component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {heading}
      </Title>
      <Text fw={700} data-testid="provider-name">
        {name}
      </Text>
      <Text>
        {choice.endDate
          ? `From ${formatDisplayDate(choice.beginDate)} to ${formatDisplayDate(choice.endDate)}`
          : `From ${formatDisplayDate(choice.beginDate)}`}
      </Text>
      {choice.provider ? (
        <ProviderFacts provider={choice.provider} showAccepting={false} />
      ) : (
        <ProviderLocations locations={choice.locations} />
      )}
    </Stack>
  )
}

/**
 * One family member's primary care: current (and upcoming) provider, eligible dates, selection
 * history (pcp360History) and the 'Select primary care' / 'Change primary care' action.
 */
export function MemberCareCard({ member, detailsLink }: { member: MemberCard; detailsLink: boolean }) {
  const key = `member-${member.suffix}`
  return (
    <Card
      withBorder
      component="section"
      aria-labelledby={`${key}-heading`}
      data-testid={`primary-care-${member.suffix}`}
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={`${key}-heading`}>
            {member.name}
          </Title>
          <Text>{member.relationship}</Text>
        </div>
        {member.current ? (
          <ChoiceBlock
            choice={member.current}
            heading="Current primary care provider"
            id={`${key}-current`}
          />
        ) : (
          <Text>
            {member.upcoming ? 'No primary care provider today.' : 'No primary care provider selected.'}
          </Text>
        )}
        {member.upcoming ? (
          <ChoiceBlock
            choice={member.upcoming}
            heading={`New primary care provider from ${formatDisplayDate(member.upcoming.beginDate)}`}
            id={`${key}-upcoming`}
          />
        ) : null}
        <Text>
          {member.eligiblePeriods.length
            ? `Eligible for primary care: ${member.eligiblePeriods.join('; ')}.`
            : 'Not eligible for a primary care selection.'}
        </Text>
        {member.history.length ? (
          <Stack gap={4} component="section" aria-labelledby={`${key}-history`}>
            <Title order={3} size="h4" id={`${key}-history`}>
              Selection history
            </Title>
            <List spacing={4}>
              {member.history.map((h) => (
                <List.Item key={`${h.providerId}-${h.beginDate}`}>
                  {providerDisplayName({ name: h.providerName, title: h.providerTitle })}:{' '}
                  {formatDisplayDate(h.beginDate)} to {h.endDate ? formatDisplayDate(h.endDate) : 'present'}
                  {` (${historyStatus(h)})`}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Group gap="sm">
          {member.action ? (
            <Button component={Link} to={member.action.href}>
              {member.action.label}
              <span className="visually-hidden"> for {member.firstName}</span>
            </Button>
          ) : null}
          {detailsLink ? (
            <Anchor to={`/find-care/primary-care/${member.suffix}`}>
              {member.firstName}&apos;s primary care details
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}
