import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import { CardSection } from '~/ui/card-section'
import type { Eob, EobPage } from '@member-dashboard/contract'
import { formatDisplayDate } from '~/platform/formats'
import { useTranslation } from '~/platform/i18n/use-translation'
import { AmountList, Pager, ScreenFailureNotice } from './pieces'

function EobCard({ eob }: { eob: Eob }) {
  const { t } = useTranslation('claims')
  const issued = formatDisplayDate(eob.issuedDate)
  return (
    <Paper component="li" withBorder p="md" data-testid="eob-card">
      <div className="claims-card-head">
        <Title order={3} size="h4">
          {eob.providerName}
        </Title>
        <p className="claims-text" data-size="sm" data-muted>
          {t('eobs.issued', { date: issued })}
        </p>
      </div>
      <p
        className="claims-text"
        data-size="sm"
        data-muted
        style={{ marginBottom: 'var(--mantine-spacing-sm)' }}
      >
        {t(`shared.category.${eob.category}`)} · {eob.patientName} ·{' '}
        {t('shared.dateOfService', { dates: formatDisplayDate(eob.serviceStartDate) })} ·{' '}
        <Anchor to={`/claims/${encodeURIComponent(eob.claimNumber)}`} underline="always">
          {t('shared.claimNumber', { claimNumber: eob.claimNumber })}
        </Anchor>
      </p>
      <AmountList
        cols={2}
        items={[
          { label: t('shared.amounts.planPaid'), amount: eob.planPaid },
          { label: t('shared.amounts.youOwe'), amount: eob.memberResponsibility, strong: true },
        ]}
      />
      <Anchor
        href={`/resources/eob/${encodeURIComponent(eob.eobId)}`}
        download
        fw={600}
        mt="sm"
        display="inline-block"
      >
        {t('eobs.download')}
        <span className="visually-hidden">
          {`, ${t('eobs.downloadDetails', { provider: eob.providerName, patient: eob.patientName, date: issued })}`}
        </span>
      </Anchor>
    </Paper>
  )
}

/** The EOB delivery preference ("Only subscribers see the EOB electronic-delivery preference"). */
export function EobDelivery({ electronicEob }: { electronicEob: boolean }) {
  const { t } = useTranslation('claims')
  return (
    <CardSection id="delivery-heading" title={t('eobs.delivery.heading')}>
      <Text mb="xs">{electronicEob ? t('eobs.delivery.paperless') : t('eobs.delivery.mail')}</Text>
      <Anchor to="/account/settings?edit=preferences">{t('eobs.delivery.change')}</Anchor>
    </CardSection>
  )
}

/** The EOB documents, newest first, each a PDF download (a plain link: works without JavaScript). */
export function EobList(props: {
  eobs: EobPage | null
  failure: { status: number; message: string } | null
  page: number
  downloadFailed: { status: number; eobId: string | null } | null
}) {
  const { t } = useTranslation('claims')
  return (
    <Stack gap="sm" component="section" aria-labelledby="eobs-heading">
      <Title order={2} size="h3" id="eobs-heading">
        {t('eobs.yourEobs')}
      </Title>
      {props.downloadFailed ? (
        <ScreenFailureNotice
          status={props.downloadFailed.status}
          message={t('eobs.downloadFailed')}
          retryHref={
            props.downloadFailed.eobId
              ? `/resources/eob/${encodeURIComponent(props.downloadFailed.eobId)}`
              : undefined
          }
        />
      ) : null}
      {props.failure ? <ScreenFailureNotice {...props.failure} /> : null}
      {props.eobs && props.eobs.totalElements === 0 ? (
        <Paper withBorder p="md" data-testid="eobs-empty">
          <Text fw={600}>{t('eobs.none')}</Text>
          <Text mt="xs">{t('eobs.noneYet')}</Text>
        </Paper>
      ) : null}
      {props.eobs && props.eobs.content.length > 0 ? (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {props.eobs.content.map((eob) => (
            <EobCard key={eob.eobId} eob={eob} />
          ))}
        </Stack>
      ) : null}
      {props.eobs ? (
        <Pager label={t('eobs.pages')} page={props.page} totalPages={props.eobs.totalPages} />
      ) : null}
    </Stack>
  )
}
