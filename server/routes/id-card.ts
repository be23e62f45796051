import { idCardEmailRequest, idCardRequestQuery, paths, type IdCardDetails } from '@member-dashboard/contract'
import { memberScope, type MemberScope, type RouteModule } from '../context'
import { categoryLabel, categoryOf, stateOf } from '../eligibility'
import { badRequest, forbidden, parseInput } from '../errors'
import { idCardPdf } from '../pdf'
import { brandName, customerServicePhone } from '../reference'
import type { CategoryLetter } from '../store'
import { isEmail } from '@member-dashboard/contract'

/** idCard/eligible, view (PDF), email, request: only members with active coverage get a card. */
export const idCardRoutes: RouteModule = (app, ctx) => {
  const record = ctx.db.prepare<[string, string, string, string]>(
    'INSERT INTO id_card_requests (member_key, category, channel, requested_at) VALUES (?, ?, ?, ?)',
  )
  const outbox = ctx.db.prepare<[number, string, string]>(
    `INSERT INTO outbox (kind, user_id, member_key, created_at) VALUES ('id-card-email', ?, ?, ?)`,
  )

  const activeRows = (scope: MemberScope) =>
    ctx.store
      .eligibility(scope.member.member_key, scope.group.group_id)
      .filter((r) => stateOf(r, ctx.today()) === 'active')

  const requireCoverage = (scope: MemberScope, category?: CategoryLetter) => {
    const rows = activeRows(scope)
    if (rows.length === 0) throw forbidden('This member is not eligible for an ID card')
    if (category && !rows.some((r) => r.category === category)) {
      throw badRequest(`No active ${categoryOf[category]} coverage for this member`)
    }
    return rows
  }

  app.get(`/${paths.idCardEligible}`, async (request) => activeRows(memberScope(ctx, request)).length > 0)

  /** The card's facts; idCard/view answers them as JSON or draws them as the PDF. */
  const cardOf = (scope: MemberScope): IdCardDetails => {
    const rows = requireCoverage(scope)
    const order: CategoryLetter[] = ['M', 'D', 'V', 'X']
    return {
      memberName: `${scope.member.first_name} ${scope.member.last_name}`,
      subscriberId: scope.subscriber.subscriber_id,
      memberSuffix: scope.member.suffix,
      groupId: scope.group.group_id,
      groupName: scope.group.group_name,
      coverage: order.flatMap((letter) => {
        const row = rows.find((r) => r.category === letter)
        return row
          ? [{ category: categoryOf[letter], planName: row.plan_name, effectiveDate: row.effective_date }]
          : []
      }),
      customerServicePhone: customerServicePhone[scope.member.domain_id],
    }
  }

  // "json or blob (pdf)": JSON when the caller asks for JSON before (or without) a PDF.
  app.get(`/${paths.idCardView}`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const card = cardOf(scope)
    const accept = String(request.headers.accept ?? '')
    const json = accept.indexOf('application/json')
    const pdfAt = accept.indexOf('application/pdf')
    if (json !== -1 && (pdfAt === -1 || json < pdfAt)) {
      reply.header('cache-control', 'private, no-store')
      return card
    }
    const pdf = await idCardPdf({
      brand: brandName[scope.member.domain_id],
      ...card,
      coverage: card.coverage.map((line) => ({
        label: categoryLabel[line.category],
        planName: line.planName,
        effectiveDate: line.effectiveDate,
      })),
    })
    reply
      .type('application/pdf')
      .header('content-disposition', 'inline; filename="id-card.pdf"')
      .header('cache-control', 'private, no-store')
    return Buffer.from(pdf)
  })

  app.post(`/${paths.idCardEmail}`, async (request) => {
    const scope = memberScope(ctx, request)
    const body = parseInput(idCardEmailRequest, request.body, 'ID card e-mail request')
    if (!isEmail(body.emailAddress.trim())) throw badRequest('Invalid email address')
    requireCoverage(scope, body.category)
    record.run(scope.member.member_key, body.category, 'email', ctx.stamp())
    outbox.run(Number(scope.claims.sub), scope.member.member_key, ctx.stamp())
    return { message: 'Your ID card has been sent to the e-mail address provided.' }
  })

  app.get(`/${paths.idCardRequest}`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const { category } = parseInput(idCardRequestQuery, request.query, 'ID card request')
    requireCoverage(scope, category)
    record.run(scope.member.member_key, category, 'mail', ctx.stamp())
    reply.type('text/plain; charset=utf-8')
    const label = categoryLabel[categoryOf[category]]
    return `Your request for a new ${label} ID card has been received. It will be mailed to the address on file within 7 to 10 business days.`
  })
}
