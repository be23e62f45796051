import { List } from '@mantine/core'
import { PlainLinkButton } from '~/ui/plain-button'
import { Anchor, Card, Group, Stack, Text, Title } from '~/ui/layout'
import { formatDisplayDate } from '~/platform/formats'
import type { MemberCard } from './primary-care.server'
import { providerDisplayName } from './primary-care'
import { useTranslation } from '~/platform/i18n/use-translation'
import { ProviderFacts, ProviderLocations } from './provider-details'

type Choice = NonNullable<MemberCard['current']>

function ChoiceBlock({ choice, heading, id }: { choice: Choice; heading: string; id: string }) {
  const { t } = useTranslation('find-care')
  const name = providerDisplayName(
    choice.provider ?? {
      name: choice.providerName ?? t('provider.named', { id: choice.providerId }),
      title: choice.providerTitle,
    },
  )
  const from = formatDisplayDate(choice.beginDate)
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
          ? t('primaryCare.fromTo', { from, to: formatDisplayDate(choice.endDate) })
          : t('primaryCare.from', { from })}
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
  const { t } = useTranslation('find-care')
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
          <ChoiceBlock choice={member.current} heading={t('primaryCare.current')} id={`${key}-current`} />
        ) : (
          <Text>{member.upcoming ? t('primaryCare.noneToday') : t('primaryCare.noneSelected')}</Text>
        )}
        {member.upcoming ? (
          <ChoiceBlock
            choice={member.upcoming}
            heading={t('primaryCare.upcoming', { date: formatDisplayDate(member.upcoming.beginDate) })}
            id={`${key}-upcoming`}
          />
        ) : null}
        <Text>
          {member.eligiblePeriods.length
            ? t('primaryCare.eligible', { periods: member.eligiblePeriods.join('; ') })
            : t('primaryCare.notEligible')}
        </Text>
        {member.history.length ? (
          <Stack gap={4} component="section" aria-labelledby={`${key}-history`}>
            <Title order={3} size="h4" id={`${key}-history`}>
              {t('primaryCare.historyHeading')}
            </Title>
            <List spacing={4}>
              {member.history.map((h) => (
                <List.Item key={`${h.providerId}-${h.beginDate}`}>
                  {t('primaryCare.historyItem', {
                    name: providerDisplayName({
                      name: h.providerName ?? t('provider.unnamed'),
                      title: h.providerTitle,
                    }),
                    from: formatDisplayDate(h.beginDate),
                    to: h.endDate ? formatDisplayDate(h.endDate) : t('primaryCare.present'),
                    status: h.status,
                  })}
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
        <Group gap="sm">
          {member.action ? (
            <PlainLinkButton to={member.action.href}>
              {member.action.label}
              <span className="visually-hidden">{` ${t('primaryCare.actionFor', { name: member.firstName })}`}</span>
            </PlainLinkButton>
          ) : null}
          {detailsLink ? (
            <Anchor to={`/find-care/primary-care/${member.suffix}`}>
              {t('primaryCare.details', { name: member.firstName })}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}
