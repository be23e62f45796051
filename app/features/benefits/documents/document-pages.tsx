import { Button, List } from '@mantine/core'
import { Table } from '~/ui/table'
import { Anchor, Paper, Stack, Text, Title } from '~/ui/layout'
import type { ReactNode } from 'react'
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
  if (materials.length === 0) {
    return (
      <Empty testId="medicare-materials-empty">
        There are no Medicare materials for your plan right now. Materials such as your Annual Notice of
        Changes are posted here when they are available.
      </Empty>
    )
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
            {m.pdf ? 'Download' : 'Open'} {m.title}
            {m.pdf ? ' (PDF)' : ''}
          </NewTabLink>
        </Paper>
      ))}
    </DocumentList>
  )
}

/** Plan documents that are not in the Benefits menu: reached from the handbooks and referrals pages. */
export function OtherDocuments({ only }: { only?: 'prior-authorization' }) {
  return (
    <Stack component="section" aria-labelledby="other-documents" gap="xs">
      <Title order={2} size="h4" id="other-documents">
        Other plan documents
      </Title>
      <List>
        {only === undefined && (
          <List.Item>
            <Anchor to="/benefits/certificate-of-coverage" underline="always">
              Certificate of coverage
            </Anchor>
          </List.Item>
        )}
        <List.Item>
          <Anchor to="/benefits/prior-authorization" underline="always">
            Prior authorization requests
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  )
}

/** /benefits/handbooks: the member's handbooks (downloads) and the outline of coverage (outside document). */
export function Handbooks({ handbooks }: { handbooks: HandbookView[] }) {
  if (handbooks.length === 0) {
    return (
      <Stack gap="lg">
        <Empty testId="handbooks-empty">There are no handbooks for your plan right now.</Empty>
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
                Open {h.title} ({h.format})
              </NewTabLink>
            ) : (
              // A plain link (a document request), so the download works without JavaScript.
              <Anchor href={h.href} underline="always">
                Download {h.title} ({h.format})
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
  if (!certificate) {
    return (
      <Empty testId="certificate-empty">
        There is no certificate of coverage for the current plan year: you have no coverage in force today.
        Contact customer service if you think this is wrong.
      </Empty>
    )
  }
  return (
    <Stack gap="md">
      <Text>
        Your certificate of coverage shows the plans that cover you in the {certificate.planYear} plan year.
        Some providers, employers and schools ask for it as proof of coverage.
      </Text>
      <FactList>
        <Fact label="Plan year">{certificate.planYear}</Fact>
        <Fact label="Member">{certificate.memberName}</Fact>
        <Fact label="Subscriber ID">{certificate.subscriberId}</Fact>
        <Fact label="Group">{certificate.groupName}</Fact>
      </FactList>
      <Table.ScrollContainer
        label={`Coverage in the ${certificate.planYear} plan year (scrolls sideways on small screens)`}
        minWidth={320}
      >
        <Table withTableBorder data-testid="certificate-coverage">
          <Table.Caption>Coverage in the {certificate.planYear} plan year</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Coverage</Table.Th>
              <Table.Th scope="col">Plan</Table.Th>
              <Table.Th scope="col">Dates</Table.Th>
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
        <Button component="a" href={downloadHref} data-testid="certificate-download">
          Download certificate of coverage (PDF)
        </Button>
      </div>
    </Stack>
  )
}

type Request = ReturnType<typeof priorAuthorizationView>

/** /benefits/prior-authorization: the member's requests, newest first, or a clear empty state. */
export function PriorAuthorizations({ requests }: { requests: Request[] }) {
  if (requests.length === 0) {
    return (
      <Empty testId="prior-authorizations-empty">
        You have no prior authorization requests. When your provider asks us to approve a service before you
        get it, the request and our decision show here.
      </Empty>
    )
  }
  return (
    <Stack gap="sm">
      <Text role="status">
        {requests.length} {requests.length === 1 ? 'request' : 'requests'}
      </Text>
      <DocumentList>
        {requests.map((r) => (
          <Paper component="li" key={r.id} withBorder p="md" data-testid="prior-authorization">
            <Title order={2} size="h4" mb="xs">
              {r.service}
            </Title>
            <FactList>
              <Fact label="Status">{r.status}</Fact>
              <Fact label="Member">{r.memberName}</Fact>
              <Fact label="Provider">{r.providerName}</Fact>
              <Fact label="Requested">{r.requested}</Fact>
              <Fact label="Decided">{r.decided}</Fact>
              {r.approvedFor && <Fact label="Approved for">{r.approvedFor}</Fact>}
              <Fact label="Request number">{r.id}</Fact>
            </FactList>
          </Paper>
        ))}
      </DocumentList>
    </Stack>
  )
}
