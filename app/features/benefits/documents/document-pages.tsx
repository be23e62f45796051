import { List } from '@mantine/core'
import { PlainLinkButton } from '~/ui/plain-button'
import { Table } from '~/ui/table'
import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import type { ReactNode } from 'react'
import { useTranslation } from '~/platform/i18n/use-translation'
import { NewTabLink } from '../programs/new-tab-link'
import { Fact, FactList } from './fact'
import type {
  HandbookView,
  certificateView,
  medicareMaterialViews,
  priorAuthorizationView,
} from './documents'

const listStyle = { listStyle: 'none', padding: 0, margin: 0 }

function DocumentList({ children }: { children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" style={listStyle}>
      {children}
    </Stack>
  )
}

/** An empty state: what is (not) there and where to ask. */
function Empty({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Text>{children}</Text>
    </Paper>
  )
}

type Materials = ReturnType<typeof medicareMaterialViews>

/** /benefits/medicare-materials: each material with its link (an outside document, new tab). */
export function MedicareMaterials({ materials }: { materials: Materials }) {
  const { t } = useTranslation('benefits')
  if (materials.length === 0) {
    return <Empty testId="medicare-materials-empty">{t('documents.noMedicareMaterials')}</Empty>
  }
  return (
    <DocumentList>
      {materials.map((m) => (
        <Paper component="li" key={m.id} withBorder p="md" data-testid="medicare-material">
          <Title order={2} size="h4">
            {m.title}
          </Title>
          <Text mb="xs">{m.description}</Text>
          <NewTabLink href={m.url}>
            {t(m.pdf ? 'documents.downloadPdf' : 'documents.open', { title: m.title })}
          </NewTabLink>
        </Paper>
      ))}
    </DocumentList>
  )
}

/** Plan documents that are not in the Benefits menu: reached from the handbooks and referrals pages. */
export function OtherDocuments({ only }: { only?: 'prior-authorization' }) {
  const { t } = useTranslation('benefits')
  return (
    <Stack component="section" aria-labelledby="other-documents" gap="xs">
      <Title order={2} size="h4" id="other-documents">
        {t('documents.otherDocuments')}
      </Title>
      <List>
        {only === undefined && (
          <List.Item>
            <Anchor to="/benefits/certificate-of-coverage" underline="always">
              {t('documents.certificateLink')}
            </Anchor>
          </List.Item>
        )}
        <List.Item>
          <Anchor to="/benefits/prior-authorization" underline="always">
            {t('documents.priorAuthorizationLink')}
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  )
}

/** /benefits/handbooks: the member's handbooks (downloads) and the outline of coverage (outside document). */
export function Handbooks({ handbooks }: { handbooks: HandbookView[] }) {
  const { t } = useTranslation('benefits')
  if (handbooks.length === 0) {
    return (
      <Stack gap="lg">
        <Empty testId="handbooks-empty">{t('documents.noHandbooks')}</Empty>
        <OtherDocuments />
      </Stack>
    )
  }
  return (
    <Stack gap="lg">
      <DocumentList>
        {handbooks.map((h) => (
          <Paper component="li" key={h.id} withBorder p="md" data-testid="handbook" data-handbook-id={h.id}>
            <Title order={2} size="h4">
              {h.title}
            </Title>
            <Text mb="xs">{h.description}</Text>
            {h.external ? (
              <NewTabLink href={h.href}>
                {t('documents.openHandbook', { title: h.title, format: h.format })}
              </NewTabLink>
            ) : (
              // A plain link (a document request), so the download works without JavaScript.
              <Anchor href={h.href} underline="always">
                {t('documents.downloadHandbook', { title: h.title, format: h.format })}
              </Anchor>
            )}
          </Paper>
        ))}
      </DocumentList>
      <OtherDocuments />
    </Stack>
  )
}

type Certificate = ReturnType<typeof certificateView>

/** /benefits/certificate-of-coverage: the plan year, the member, the coverage, and the PDF download. */
export function CertificateOfCoverage({
  certificate,
  downloadHref,
}: {
  certificate: Certificate | null
  downloadHref: string
}) {
  const { t } = useTranslation('benefits')
  if (!certificate) {
    return <Empty testId="certificate-empty">{t('documents.noCertificate')}</Empty>
  }
  const year = { year: certificate.planYear }
  return (
    <Stack gap="md">
      <Text>{t('documents.certificateIntro', year)}</Text>
      <FactList>
        <Fact label={t('documents.planYear')}>{certificate.planYear}</Fact>
        <Fact label={t('documents.member')}>{certificate.memberName}</Fact>
        <Fact label={t('documents.subscriberId')}>{certificate.subscriberId}</Fact>
        <Fact label={t('documents.group')}>{certificate.groupName}</Fact>
      </FactList>
      <Table.ScrollContainer label={t('documents.coverageScroll', year)} minWidth={320}>
        <Table withTableBorder data-testid="certificate-coverage">
          <Table.Caption>{t('documents.coverageCaption', year)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('documents.coverage')}</Table.Th>
              <Table.Th scope="col">{t('documents.plan')}</Table.Th>
              <Table.Th scope="col">{t('documents.dates')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {certificate.coverage.map((line) => (
              <Table.Tr key={line.category}>
                <Table.Th scope="row">{line.category}</Table.Th>
                <Table.Td>{line.planName}</Table.Td>
                <Table.Td>{line.period}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div>
        {/* A plain link (a document request), so the download works without JavaScript. */}
        {/* Its label wraps instead of running off a 320 px screen (decision 218). */}
        <PlainLinkButton href={downloadHref} data-testid="certificate-download" multiline>
          {t('documents.downloadCertificate')}
        </PlainLinkButton>
      </div>
    </Stack>
  )
}

type Request = ReturnType<typeof priorAuthorizationView>

/** /benefits/prior-authorization: the member's requests, newest first, or a clear empty state. */
export function PriorAuthorizations({ requests }: { requests: Request[] }) {
  const { t } = useTranslation('benefits')
  if (requests.length === 0) {
    return <Empty testId="prior-authorizations-empty">{t('documents.noPriorAuthorizations')}</Empty>
  }
  return (
    <Stack gap="sm">
      <Text role="status">{t('documents.requestCount', { count: requests.length })}</Text>
      <DocumentList>
        {requests.map((r) => (
          <Paper component="li" key={r.id} withBorder p="md" data-testid="prior-authorization">
            <Title order={2} size="h4" mb="xs">
              {r.service}
            </Title>
            <FactList>
              <Fact label={t('documents.status')}>{r.status}</Fact>
              <Fact label={t('documents.member')}>{r.memberName}</Fact>
              <Fact label={t('documents.provider')}>{r.providerName}</Fact>
              <Fact label={t('documents.requested')}>{r.requested}</Fact>
              <Fact label={t('documents.decided')}>{r.decided}</Fact>
              {r.approvedFor && <Fact label={t('documents.approvedFor')}>{r.approvedFor}</Fact>}
              <Fact label={t('documents.requestNumber')}>{r.id}</Fact>
            </FactList>
          </Paper>
        ))}
      </DocumentList>
    </Stack>
  )
}
