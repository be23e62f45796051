import { List } from '@mantine/core'
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '~/ui/layout'
import type { ReactNode } from 'react'
import { useTranslation } from '~/platform/i18n/use-translation'
import type { ProgramLink } from '~/platform/plan/programs'
import { telHref, type CareResource, type FindCareEntry } from './find-care'
import type { findADentist } from './find-care.server'

/** A link to a dashboard page or an outside site; one that opens a new tab says so, visibly. */
export function ProgramAnchor({ link, children }: { link: ProgramLink; children: ReactNode }) {
  const { t } = useTranslation('common')
  if (!link.external) {
    return (
      <Anchor to={link.target} fw={600}>
        {children}
      </Anchor>
    )
  }
  return (
    <Anchor
      href={link.target}
      fw={600}
      {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : { rel: 'noopener' })}
    >
      {children}
      {link.newTab ? ` ${t('shell.newTab')}` : null}
    </Anchor>
  )
}

function EntryCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

/** /find-care: one card per entry of the area. */
export function FindCareLanding({ entries }: { entries: FindCareEntry[] }) {
  const { t } = useTranslation('find-care')
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {entries.map((entry) => (
        <EntryCard key={entry.id} id={entry.id} title={t(`landing.entries.${entry.id}.title`)}>
          <Text>{t(`landing.entries.${entry.id}.description`)}</Text>
          <ProgramAnchor link={entry.link}>{t(`landing.entries.${entry.id}.link`)}</ProgramAnchor>
        </EntryCard>
      ))}
    </SimpleGrid>
  )
}

/** /find-care/find-a-dentist: the directory (program 92, new tab), estimator (33), Passport Dental (27), networks. */
export function FindADentist({ data }: { data: Awaited<ReturnType<typeof findADentist>> }) {
  const { t } = useTranslation('find-care')
  return (
    <Stack gap="md">
      <EntryCard id="dentist-directory" title={t('dentist.searchHeading')}>
        {data.directory ? (
          <>
            <Text>{data.directory.description}</Text>
            <ProgramAnchor link={{ target: data.directory.url, external: true, newTab: true }}>
              {data.directory.name}
            </ProgramAnchor>
          </>
        ) : (
          <Text>
            {t('dentist.noSearch')} <Anchor to="/contact-us">{t('dentist.contactUs')}</Anchor>{' '}
            {t('dentist.noSearchHelp')}
          </Text>
        )}
      </EntryCard>
      {data.networks.length ? (
        <EntryCard id="dental-networks" title={t('dentist.networksHeading')}>
          <Text>{t('dentist.networksIntro')}</Text>
          <List>
            {data.networks.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </EntryCard>
      ) : null}
      {data.estimator ? (
        <EntryCard id="dental-cost-estimator" title={data.estimator.name}>
          <Text>{data.estimator.description}</Text>
          <ProgramAnchor link={data.estimator.link}>{t('dentist.estimate')}</ProgramAnchor>
        </EntryCard>
      ) : null}
      {data.passport ? (
        <EntryCard id="passport-dental" title={data.passport.name}>
          <Text>{data.passport.description}</Text>
          <ProgramAnchor link={{ target: data.passport.target, external: false, newTab: false }}>
            {t('dentist.passport')}
          </ProgramAnchor>
        </EntryCard>
      ) : null}
    </Stack>
  )
}

/** /find-care/resources: each care program with its phone and/or link. */
export function CareResources({ resources }: { resources: CareResource[] }) {
  const { t } = useTranslation('find-care')
  if (resources.length === 0) return <Text>{t('resources.empty')}</Text>
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {resources.map((r) => (
        <EntryCard key={r.id} id={`resource-${r.id}`} title={r.name}>
          <Text>{r.description}</Text>
          {r.phone ? (
            <Text>
              {t('resources.phone')} <Anchor href={telHref(r.phone)}>{r.phone}</Anchor>
            </Text>
          ) : null}
          {r.link ? (
            <ProgramAnchor link={r.link}>{t('resources.open', { name: r.name })}</ProgramAnchor>
          ) : null}
        </EntryCard>
      ))}
    </SimpleGrid>
  )
}
