import {
  claimsPaths,
  claimsQuery,
  eobsQuery,
  type BenefitCategory,
  type ClaimDetail,
  type ClaimLine,
  type ClaimPage,
  type ClaimStatus,
  type ClaimSummary,
  type Eob,
  type EobPage,
  type MemberCost,
} from '@member-dashboard/contract'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { memberScope, type GatewayContext, type MemberScope, type RouteModule } from '../context'
import { ageOn } from '../dates'
import { badRequest, forbidden, notFound, parseInput } from '../errors'
import { landingPage, landingPageHeaders } from '../html'
import { brandName, customerServicePhone } from '../reference'
import type { MemberRow } from '../store'

interface ClaimRow {
  claim_number: string
  member_key: string
  category: BenefitCategory
  provider_name: string
  network_status: 'IN_NETWORK' | 'OUT_OF_NETWORK'
  service_start: string
  service_end: string
  received_date: string
  processed_date: string | null
  status: ClaimStatus
  denial_reason: string | null
  eob_id: string | null
}

interface LineRow {
  claim_number: string
  line_number: number
  service_date: string
  procedure_code: string
  description: string
  billed_cents: number
  allowed_cents: number | null
  plan_paid_cents: number | null
  deductible_cents: number | null
  copay_cents: number | null
  coinsurance_cents: number | null
  not_covered_cents: number | null
  remark: string | null
}

const ADULT_AGE = 18

/**
 * Whose claims a member sees: a subscriber their own and their minor (under 18) dependents'; a
 * dependent only their own. An adult dependent's claims are theirs alone.
 */
export function claimVisibleMembers(scope: MemberScope, today: string): MemberRow[] {
  if (!scope.isSubscriber) return [scope.member]
  return scope.family.filter(
    (m) => m.member_key === scope.member.member_key || ageOn(m.date_of_birth, today) < ADULT_AGE,
  )
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100)
const sum = (values: (number | null)[]) =>
  values.some((v) => v === null) ? null : values.reduce<number>((a, v) => a + (v as number), 0)

function costOf(lines: LineRow[]): MemberCost | null {
  const part = (pick: (l: LineRow) => number | null) => sum(lines.map(pick))
  const deductible = part((l) => l.deductible_cents)
  const copay = part((l) => l.copay_cents)
  const coinsurance = part((l) => l.coinsurance_cents)
  const notCovered = part((l) => l.not_covered_cents)
  if (deductible === null || copay === null || coinsurance === null || notCovered === null) return null
  return {
    deductible: deductible / 100,
    copay: copay / 100,
    coinsurance: coinsurance / 100,
    notCovered: notCovered / 100,
  }
}

const owed = (cost: MemberCost | null) =>
  cost === null
    ? null
    : Math.round((cost.deductible + cost.copay + cost.coinsurance + cost.notCovered) * 100) / 100

function lineOf(l: LineRow): ClaimLine {
  const cost = costOf([l])
  return {
    lineNumber: l.line_number,
    serviceDate: l.service_date,
    procedureCode: l.procedure_code,
    description: l.description,
    billedAmount: l.billed_cents / 100,
    allowedAmount: dollars(l.allowed_cents),
    planPaid: dollars(l.plan_paid_cents),
    memberCost: cost,
    remark: l.remark,
  }
}

/**
 * claims (paged, filtered, newest first, with totals), claims/{claimNumber}, eobs (subscribers
 * only), eobs/{eobId}/document (the EOB as a PDF), and the pharmacy benefit manager's sandbox
 * site (pharmacy-site, an outside system reached by a form POST).
 */
export const claimRoutes: RouteModule = (app, ctx) => {
  const ofMembers = (keys: string[]) =>
    ctx.db
      .prepare<string[], ClaimRow>(
        `SELECT c.*, e.eob_id FROM claims c LEFT JOIN eobs e USING (claim_number)
         WHERE c.member_key IN (${keys.map(() => '?').join(', ')})
         ORDER BY c.service_start DESC, c.claim_number DESC`,
      )
      .all(...keys)
  const byNumber = ctx.db.prepare<[string], ClaimRow>(
    'SELECT c.*, e.eob_id FROM claims c LEFT JOIN eobs e USING (claim_number) WHERE c.claim_number = ?',
  )
  const byEob = ctx.db.prepare<[string], ClaimRow>(
    'SELECT c.*, e.eob_id FROM claims c JOIN eobs e USING (claim_number) WHERE e.eob_id = ?',
  )
  const issued = ctx.db.prepare<[string], { issued_date: string }>(
    'SELECT issued_date FROM eobs WHERE eob_id = ?',
  )
  const linesOf = ctx.db.prepare<[string], LineRow>(
    'SELECT * FROM claim_lines WHERE claim_number = ? ORDER BY line_number',
  )

  const nameOf = (m: MemberRow) => `${m.first_name} ${m.last_name}`

  const summaryOf = (row: ClaimRow, member: MemberRow, scope: MemberScope): ClaimSummary => {
    const lines = linesOf.all(row.claim_number)
    const cost = costOf(lines)
    return {
      claimNumber: row.claim_number,
      memberKey: row.member_key,
      memberSuffix: member.suffix,
      patientName: nameOf(member),
      category: row.category,
      providerName: row.provider_name,
      networkStatus: row.network_status,
      serviceStartDate: row.service_start,
      serviceEndDate: row.service_end,
      receivedDate: row.received_date,
      processedDate: row.processed_date,
      status: row.status,
      billedAmount: lines.reduce((a, l) => a + l.billed_cents, 0) / 100,
      allowedAmount: dollars(sum(lines.map((l) => l.allowed_cents))),
      planPaid: dollars(sum(lines.map((l) => l.plan_paid_cents))),
      memberResponsibility: owed(cost),
      memberCost: cost,
      denialReason: row.denial_reason,
      eobId: scope.isSubscriber ? row.eob_id : null,
    }
  }

  /** The claim if the scope may see it: 404 when unknown or outside the family, 403 when another's. */
  const visibleClaim = (scope: MemberScope, row: ClaimRow | undefined) => {
    const owner = row ? scope.family.find((m) => m.member_key === row.member_key) : undefined
    if (!row || !owner) throw notFound('Claim not found')
    if (!claimVisibleMembers(scope, ctx.today()).some((m) => m.member_key === owner.member_key)) {
      throw forbidden("This claim belongs to a family member whose claims you can't view")
    }
    return { row, owner }
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(`/${claimsPaths.claims}`, async (request) => {
    const scope = memberScope(ctx, request)
    const q = parseInput(claimsQuery, request.query, 'claims query')
    if (q.serviceDateFrom && q.serviceDateTo && q.serviceDateTo < q.serviceDateFrom) {
      throw badRequest('Invalid claims query: serviceDateTo is before serviceDateFrom')
    }
    const visible = claimVisibleMembers(scope, ctx.today())
    if (q.memberKey && !visible.some((m) => m.member_key === q.memberKey)) {
      throw forbidden("You can't view this member's claims")
    }
    const keys = q.memberKey ? [q.memberKey] : visible.map((m) => m.member_key)
    const members = new Map(visible.map((m) => [m.member_key, m]))
    const matches = ofMembers(keys)
      .filter(
        (r) =>
          (!q.category || r.category === q.category) &&
          (!q.status || r.status === q.status) &&
          (!q.serviceDateFrom || r.service_start >= q.serviceDateFrom) &&
          (!q.serviceDateTo || r.service_start <= q.serviceDateTo),
      )
      .map((r) => summaryOf(r, members.get(r.member_key)!, scope))
    const cents = (pick: (c: ClaimSummary) => number | null) =>
      matches.reduce((a, c) => a + Math.round((pick(c) ?? 0) * 100), 0) / 100
    const content = matches.slice(q.page * q.size, q.page * q.size + q.size)
    const totalPages = Math.ceil(matches.length / q.size)
    const page: ClaimPage = {
      content,
      totals: {
        claimCount: matches.length,
        billedAmount: cents((c) => c.billedAmount),
        planPaid: cents((c) => c.planPaid),
        memberResponsibility: cents((c) => c.memberResponsibility),
        pendingCount: matches.filter((c) => c.status === 'PENDING').length,
      },
      first: q.page === 0,
      last: q.page >= totalPages - 1,
      empty: content.length === 0,
      number: q.page,
      numberOfElements: content.length,
      size: q.size,
      totalElements: matches.length,
      totalPages,
    }
    return page
  })

  app.get<{ Params: { claimNumber: string } }>(`/${claimsPaths.claims}/:claimNumber`, async (request) => {
    const scope = memberScope(ctx, request)
    const { row, owner } = visibleClaim(scope, byNumber.get(request.params.claimNumber))
    const detail: ClaimDetail = {
      ...summaryOf(row, owner, scope),
      serviceLines: linesOf.all(row.claim_number).map(lineOf),
    }
    return detail
  })

  const subscriberScope = (request: Parameters<typeof memberScope>[1]) => {
    const scope = memberScope(ctx, request)
    if (!scope.isSubscriber) throw forbidden('Explanations of benefits are for the subscriber only')
    return scope
  }

  app.get<{ Querystring: Record<string, string | undefined> }>(`/${claimsPaths.eobs}`, async (request) => {
    const scope = subscriberScope(request)
    const q = parseInput(eobsQuery, request.query, 'EOB query')
    const visible = claimVisibleMembers(scope, ctx.today())
    const members = new Map(visible.map((m) => [m.member_key, m]))
    const all: Eob[] = ofMembers(visible.map((m) => m.member_key))
      .filter((r) => r.eob_id !== null)
      .map((r) => {
        const claim = summaryOf(r, members.get(r.member_key)!, scope)
        return {
          eobId: r.eob_id as string,
          claimNumber: r.claim_number,
          memberKey: r.member_key,
          patientName: claim.patientName,
          providerName: r.provider_name,
          category: r.category,
          serviceStartDate: r.service_start,
          issuedDate: issued.get(r.eob_id as string)!.issued_date,
          status: r.status,
          planPaid: claim.planPaid ?? 0,
          memberResponsibility: claim.memberResponsibility ?? 0,
        }
      })
      .sort((a, b) => b.issuedDate.localeCompare(a.issuedDate) || b.eobId.localeCompare(a.eobId))
    const content = all.slice(q.page * q.size, q.page * q.size + q.size)
    const totalPages = Math.ceil(all.length / q.size)
    const page: EobPage = {
      content,
      first: q.page === 0,
      last: q.page >= totalPages - 1,
      empty: content.length === 0,
      number: q.page,
      numberOfElements: content.length,
      size: q.size,
      totalElements: all.length,
      totalPages,
    }
    return page
  })

  app.get<{ Params: { eobId: string } }>(`/${claimsPaths.eobs}/:eobId/document`, async (request, reply) => {
    const scope = subscriberScope(request)
    const found = byEob.get(request.params.eobId)
    if (!found) throw notFound('Explanation of benefits not found')
    const { row, owner } = visibleClaim(scope, found)
    const claim: ClaimDetail = {
      ...summaryOf(row, owner, scope),
      serviceLines: linesOf.all(row.claim_number).map(lineOf),
    }
    const pdf = await eobPdf(ctx, scope, claim, issued.get(request.params.eobId)!.issued_date)
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="eob-${row.claim_number}.pdf"`)
      .header('cache-control', 'private, no-store')
    return Buffer.from(pdf)
  })

  pharmacySite(app, ctx)
}

// ---------------------------------------------------------------- the pharmacy benefit manager's site

/**
 * Stand-in for the pharmacy benefit manager's member site: the dashboard hands off with a form
 * POST whose `token` field carries the member's token (never a URL). It verifies the token and
 * shows the member it received, never the token itself.
 */
const pharmacySite: RouteModule = (app, ctx) => {
  app.post<{ Body: Record<string, string> | undefined }>(
    `/${claimsPaths.pharmacySite}`,
    { config: { public: true } },
    async (request, reply) => {
      const body = typeof request.body === 'object' && request.body ? request.body : {}
      const claims = typeof body.token === 'string' && body.token ? await ctx.tokens.verify(body.token) : null
      const member = claims?.memberKey ? ctx.store.memberByKey(claims.memberKey) : undefined
      reply.headers(landingPageHeaders)
      if (!claims || !member) {
        reply.code(401)
        return landingPage(
          'Pharmacy sign-on failed',
          [['Token', body.token ? 'received, not valid' : 'missing']],
          'The pharmacy sandbox could not verify the hand-off token.',
        )
      }
      return landingPage(
        'Pharmacy benefits (sandbox)',
        [
          ['Member', `${member.first_name} ${member.last_name}`],
          ['Subscriber ID', member.subscriber_id],
          ['Member suffix', String(member.suffix)],
          ['Token', 'received, verified'],
        ],
        'The pharmacy benefit manager sandbox received and verified this member.',
      )
    },
  )
}

// ---------------------------------------------------------------- the EOB document

/** Standard fonts only encode WinAnsi: anything else becomes '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
const money = (value: number | null) =>
  value === null
    ? '-'
    : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`

const STATUS_TEXT: Record<ClaimStatus, string> = { PAID: 'Paid', DENIED: 'Denied', PENDING: 'Pending' }

/** A one-page letter-size explanation of benefits naming the subscriber, the patient and the claim. */
async function eobPdf(ctx: GatewayContext, scope: MemberScope, claim: ClaimDetail, issuedDate: string) {
  const subscriber = `${scope.subscriber.first_name} ${scope.subscriber.last_name}`
  const brand = brandName[scope.member.domain_id]
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setTitle(`Explanation of Benefits for ${subscriber}, claim ${claim.claimNumber}`)
  doc.setSubject(`Claim ${claim.claimNumber} for ${claim.patientName}`)
  doc.setAuthor(brand)
  doc.setProducer('Member dashboard sandbox gateway')
  doc.setCreator('Member dashboard sandbox gateway')
  doc.setCreationDate(new Date(`${issuedDate}T12:00:00Z`))
  doc.setModificationDate(ctx.now())
  const page = doc.addPage([612, 792])
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.1, 0.12)
  const grey = rgb(0.35, 0.35, 0.4)
  const text = (value: string, x: number, y: number, size = 10, font: PDFFont = regular, color = ink) =>
    page.drawText(printable(value), { x, y, size, font, color })

  page.drawRectangle({ x: 0, y: 732, width: 612, height: 60, color: rgb(0.05, 0.3, 0.45) })
  text(brand, 40, 766, 18, bold, rgb(1, 1, 1))
  text('Explanation of Benefits', 40, 746, 12, regular, rgb(1, 1, 1))
  text('THIS IS NOT A BILL', 430, 746, 12, bold, rgb(1, 1, 1))

  const pairs: [string, string][] = [
    ['Subscriber', subscriber],
    ['Subscriber ID', scope.subscriber.subscriber_id],
    ['Group', `${scope.group.group_name} (${scope.group.group_id})`],
    ['Patient', claim.patientName],
    ['Claim number', claim.claimNumber],
    [
      'Provider',
      `${claim.providerName} (${claim.networkStatus === 'IN_NETWORK' ? 'in network' : 'out of network'})`,
    ],
    [
      'Dates of service',
      claim.serviceStartDate === claim.serviceEndDate
        ? usDate(claim.serviceStartDate)
        : `${usDate(claim.serviceStartDate)} to ${usDate(claim.serviceEndDate)}`,
    ],
    ['Claim received', usDate(claim.receivedDate)],
    ['Claim processed', claim.processedDate ? usDate(claim.processedDate) : '-'],
    ['Status', STATUS_TEXT[claim.status]],
    ['Statement date', usDate(issuedDate)],
  ]
  pairs.forEach(([label, value], i) => {
    text(label, 40, 704 - i * 18, 9, regular, grey)
    text(value, 160, 704 - i * 18, 11, bold)
  })

  let y = 490
  const columns: [string, number][] = [
    ['Service', 40],
    ['Billed', 300],
    ['Allowed', 370],
    ['Plan paid', 440],
    ['You owe', 510],
  ]
  columns.forEach(([label, x]) => text(label, x, y, 9, bold))
  page.drawLine({ start: { x: 40, y: y - 5 }, end: { x: 572, y: y - 5 }, thickness: 0.5, color: grey })
  y -= 20
  for (const line of claim.serviceLines) {
    drawRow(page, regular, y, [
      `${usDate(line.serviceDate)} ${line.procedureCode} ${line.description}`.slice(0, 52),
      money(line.billedAmount),
      money(line.allowedAmount),
      money(line.planPaid),
      money(owed(line.memberCost)),
    ])
    y -= 16
    if (line.remark) {
      text(line.remark, 52, y, 8, regular, grey)
      y -= 14
    }
  }
  page.drawLine({ start: { x: 40, y: y + 6 }, end: { x: 572, y: y + 6 }, thickness: 0.5, color: grey })
  y -= 8
  drawRow(page, bold, y, [
    'Total',
    money(claim.billedAmount),
    money(claim.allowedAmount),
    money(claim.planPaid),
    money(claim.memberResponsibility),
  ])

  y -= 36
  text('What you owe', 40, y, 12, bold)
  const cost = claim.memberCost ?? { deductible: 0, copay: 0, coinsurance: 0, notCovered: 0 }
  const split: [string, number][] = [
    ['Deductible', cost.deductible],
    ['Copay', cost.copay],
    ['Coinsurance', cost.coinsurance],
    ['Not covered', cost.notCovered],
  ]
  split.forEach(([label, value], i) => {
    text(label, 40, y - 18 - i * 16, 10)
    text(money(value), 160, y - 18 - i * 16, 10, bold)
  })
  y -= 18 + split.length * 16 + 10
  if (claim.denialReason) {
    text('Why this claim was denied', 40, y, 12, bold)
    text(claim.denialReason, 40, y - 18, 10)
    y -= 40
  }
  text(
    `You may owe your provider up to ${money(claim.memberResponsibility)}. Questions? Call ${customerServicePhone[scope.member.domain_id]} (TTY 711).`,
    40,
    Math.min(y, 90),
    9,
  )
  return doc.save()
}

function drawRow(page: PDFPage, font: PDFFont, y: number, cells: string[]) {
  const xs = [40, 300, 370, 440, 510]
  cells.forEach((cell, i) =>
    page.drawText(printable(cell), { x: xs[i], y, size: 9, font, color: rgb(0.1, 0.1, 0.12) }),
  )
}
