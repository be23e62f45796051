import {
  documentPaths,
  handbookId,
  type CertificateOfCoverage,
  type Handbook,
  type PriorAuthorization,
} from '@member-dashboard/contract'
import type { FastifyReply } from 'fastify'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { memberScope, type MemberScope, type RouteModule } from '../context'
import { yearOf } from '../dates'
import { categoryLabel, categoryOf, stateOf } from '../eligibility'
import { notFound } from '../errors'
import { brandName, customerServicePhone } from '../reference'
import type { CategoryLetter, MemberRow } from '../store'
import { referralMembers } from './referrals'

interface HandbookRow {
  handbook_id: string
  title: string
  description: string
  plan_year: number | null
  pages: number | null
}

interface PriorAuthorizationRow {
  authorization_id: string
  member_key: string
  service: string
  service_code: string | null
  provider_name: string
  status: PriorAuthorization['status']
  requested_date: string
  decision_date: string | null
  valid_from: string | null
  valid_to: string | null
}

const statusDescription: Record<PriorAuthorization['status'], string> = {
  APPROVED: 'Approved',
  PENDING: 'Pending review',
  DENIED: 'Denied',
  PARTIAL: 'Partly approved',
  CANCELLED: 'Cancelled',
}

const fullName = (m: MemberRow) => `${m.first_name} ${m.last_name}`

/**
 * Benefit documents (contract/src/documents.ts): handbooks (list and PDF), the certificate of
 * coverage for the current plan year (summary and PDF), prior authorization requests.
 */
export const documentRoutes: RouteModule = (app, ctx) => {
  const handbooksOf = ctx.db.prepare<[string], HandbookRow>(
    'SELECT handbook_id, title, description, plan_year, pages FROM handbooks WHERE group_id = ? ORDER BY seq',
  )
  const authorizationsOf = ctx.db.prepare<[string], PriorAuthorizationRow>(
    'SELECT * FROM prior_authorizations WHERE member_key = ?',
  )

  const toHandbook = (r: HandbookRow): Handbook => ({
    id: r.handbook_id,
    title: r.title,
    description: r.description,
    planYear: r.plan_year,
    pages: r.pages,
  })

  /** The certificate for the plan year of today: the coverage in force today, one line per category. */
  const certificateOf = (scope: MemberScope): CertificateOfCoverage => {
    const today = ctx.today()
    const order: CategoryLetter[] = ['M', 'D', 'V', 'X']
    const active = ctx.store
      .eligibility(scope.member.member_key, scope.group.group_id)
      .filter((r) => stateOf(r, today) === 'active')
    const coverage = order.flatMap((letter) => {
      const row = active.find((r) => r.category === letter)
      return row
        ? [
            {
              category: categoryOf[letter],
              planName: row.plan_name,
              effectiveDate: row.effective_date,
              terminationDate: row.termination_date,
            },
          ]
        : []
    })
    if (coverage.length === 0) throw notFound('No coverage in force for the current plan year')
    return {
      planYear: yearOf(today),
      memberName: fullName(scope.member),
      subscriberId: scope.subscriber.subscriber_id,
      groupId: scope.group.group_id,
      groupName: scope.group.group_name,
      coverage,
    }
  }

  const sendPdf = (reply: FastifyReply, bytes: Uint8Array, fileName: string) => {
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('cache-control', 'private, no-store')
    return Buffer.from(bytes)
  }

  app.get(`/${documentPaths.handbooks}`, async (request) =>
    handbooksOf.all(memberScope(ctx, request).group.group_id).map(toHandbook),
  )

  app.get<{ Params: { id: string } }>(`/${documentPaths.handbooks}/:id/document`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const id = handbookId.safeParse(request.params.id)
    const row = id.success
      ? handbooksOf.all(scope.group.group_id).find((h) => h.handbook_id === id.data)
      : undefined
    if (!row) throw notFound('No such handbook for this member')
    const pdf = await handbookPdf({
      brand: brandName[scope.member.domain_id],
      title: row.title,
      description: row.description,
      groupName: scope.group.group_name,
      pages: row.pages ?? 1,
      phone: customerServicePhone[scope.member.domain_id],
    })
    return sendPdf(reply, pdf, `${row.handbook_id}.pdf`)
  })

  app.get(`/${documentPaths.certificateOfCoverage}`, async (request) =>
    certificateOf(memberScope(ctx, request)),
  )

  app.get(`/${documentPaths.certificateOfCoverageDocument}`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const certificate = certificateOf(scope)
    const pdf = await certificatePdf(certificate, {
      brand: brandName[scope.member.domain_id],
      phone: customerServicePhone[scope.member.domain_id],
      issuedOn: ctx.today(),
    })
    return sendPdf(reply, pdf, `certificate-of-coverage-${certificate.planYear}.pdf`)
  })

  app.get(`/${documentPaths.priorAuthorizations}`, async (request) => {
    const scope = memberScope(ctx, request)
    return referralMembers(scope, ctx.today())
      .flatMap((m) =>
        authorizationsOf.all(m.member_key).map((r): PriorAuthorization => ({
          authorizationId: r.authorization_id,
          memberKey: r.member_key,
          memberName: fullName(m),
          service: r.service,
          serviceCode: r.service_code,
          providerName: r.provider_name,
          status: r.status,
          statusDescription: statusDescription[r.status],
          requestedDate: r.requested_date,
          decisionDate: r.decision_date,
          validFrom: r.valid_from,
          validTo: r.valid_to,
        })),
      )
      .sort(
        (a, b) =>
          b.requestedDate.localeCompare(a.requestedDate) ||
          a.authorizationId.localeCompare(b.authorizationId),
      )
  })
}

// ---------------------------------------------------------------- PDFs (pdf-lib, standard fonts)

/** Standard fonts only encode WinAnsi: anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
const ink = rgb(0.1, 0.1, 0.12)
const grey = rgb(0.35, 0.35, 0.4)
const accent = rgb(0.05, 0.3, 0.45)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

/** Word-wraps `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

function header(page: PDFPage, fonts: Fonts, brand: string, title: string) {
  const { width, height } = page.getSize()
  page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: accent })
  page.drawText(printable(brand), {
    x: 50,
    y: height - 32,
    size: 12,
    font: fonts.regular,
    color: rgb(1, 1, 1),
  })
  page.drawText(printable(title), { x: 50, y: height - 56, size: 18, font: fonts.bold, color: rgb(1, 1, 1) })
}

async function newDocument(title: string) {
  const doc = await PDFDocument.create()
  doc.setTitle(title)
  doc.setProducer('Member dashboard sandbox gateway')
  doc.setCreator('Member dashboard sandbox gateway')
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  return { doc, fonts }
}

const LETTER: [number, number] = [612, 792]

export async function certificatePdf(
  c: CertificateOfCoverage,
  options: { brand: string; phone: string; issuedOn: string },
): Promise<Uint8Array> {
  const title = `Certificate of Coverage ${c.planYear}`
  const { doc, fonts } = await newDocument(`${title} - ${c.memberName}`)
  doc.setSubject(`Plan year ${c.planYear}, ${c.memberName}`)
  const page = doc.addPage(LETTER)
  header(page, fonts, options.brand, title)
  let y = 680
  const row = (label: string, value: string) => {
    page.drawText(printable(label), { x: 50, y, size: 10, font: fonts.regular, color: grey })
    page.drawText(printable(value), { x: 190, y, size: 12, font: fonts.bold, color: ink })
    y -= 22
  }
  row('Plan year', String(c.planYear))
  row('Member', c.memberName)
  row('Subscriber ID', c.subscriberId)
  row('Group', `${c.groupName} (${c.groupId})`)
  row('Issued on', options.issuedOn)
  y -= 12
  page.drawText('Coverage', { x: 50, y, size: 14, font: fonts.bold, color: ink })
  y -= 22
  for (const line of c.coverage) {
    const period = `from ${line.effectiveDate}${line.terminationDate ? ` to ${line.terminationDate}` : ''}`
    page.drawText(printable(categoryLabel[line.category]), {
      x: 50,
      y,
      size: 11,
      font: fonts.bold,
      color: ink,
    })
    page.drawText(printable(`${line.planName}, ${period}`), {
      x: 150,
      y,
      size: 11,
      font: fonts.regular,
      color: ink,
    })
    y -= 18
  }
  y -= 16
  const statement =
    `This certifies that ${c.memberName} is covered by the plans above for the ${c.planYear} plan year. ` +
    'Coverage is subject to the terms, limits and exclusions of the plan documents. This certificate is ' +
    'not a guarantee of payment for any service.'
  for (const text of wrap(statement, fonts.regular, 11, 512)) {
    page.drawText(text, { x: 50, y, size: 11, font: fonts.regular, color: ink })
    y -= 16
  }
  page.drawText(printable(`Questions? Customer service ${options.phone} (TTY 711)`), {
    x: 50,
    y: 50,
    size: 9,
    font: fonts.regular,
    color: grey,
  })
  return doc.save()
}

const handbookSections = [
  [
    'How your plan works',
    'Your plan pays for covered services from the providers in its network. Some services need a referral or a prior authorization before you get them.',
  ],
  [
    'Getting care',
    'Choose a primary care provider, call ahead for appointments, and bring your member ID card to every visit.',
  ],
  [
    'What you pay',
    'Deductibles, copays and coinsurance are listed in your summary of benefits. The out-of-pocket maximum limits what you pay in a plan year.',
  ],
  [
    'Claims and appeals',
    'In-network providers send claims for you. If a claim is denied you may appeal within 180 days of the notice.',
  ],
  [
    'Your rights',
    'You have the right to privacy, to understandable information, and to file a complaint at any time.',
  ],
]

export async function handbookPdf(input: {
  brand: string
  title: string
  description: string
  groupName: string
  pages: number
  phone: string
}): Promise<Uint8Array> {
  const { doc, fonts } = await newDocument(input.title)
  for (let n = 0; n < Math.max(1, input.pages); n += 1) {
    const page = doc.addPage(LETTER)
    header(page, fonts, input.brand, input.title)
    let y = 680
    const paragraph = (text: string, size = 11) => {
      for (const line of wrap(text, fonts.regular, size, 512)) {
        page.drawText(line, { x: 50, y, size, font: fonts.regular, color: ink })
        y -= size + 5
      }
    }
    if (n === 0) {
      page.drawText(printable(input.groupName), { x: 50, y, size: 14, font: fonts.bold, color: ink })
      y -= 26
      paragraph(input.description, 12)
    } else {
      const [heading, text] = handbookSections[(n - 1) % handbookSections.length]
      page.drawText(printable(heading), { x: 50, y, size: 14, font: fonts.bold, color: ink })
      y -= 26
      paragraph(text)
    }
    page.drawText(
      printable(`Page ${n + 1} of ${input.pages}  -  Customer service ${input.phone} (TTY 711)`),
      {
        x: 50,
        y: 40,
        size: 9,
        font: fonts.regular,
        color: grey,
      },
    )
  }
  return doc.save()
}
