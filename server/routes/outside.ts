import { chatPaths, paths } from '@member-dashboard/contract'
import type { RouteModule } from '../context'
import { landingPage, landingPageHeaders } from '../html'

/**
 * Stand-ins for the outside systems the browser is sent to: the CRM single sign-on (hidden form POST)
 * and the eBill site (form POST). Each answers a small HTML page showing what it received, never a raw token.
 */
export const outsideRoutes: RouteModule = (app, ctx) => {
  app.post<{ Body: Record<string, string> | undefined }>(
    `/${paths.crmSso}`,
    { config: { public: true } },
    async (request, reply) => {
      const body = typeof request.body === 'object' && request.body ? request.body : {}
      const claims = typeof body.token === 'string' ? await ctx.tokens.verify(body.token) : null
      const member = claims?.memberKey ? ctx.store.memberByKey(claims.memberKey) : undefined
      reply.headers(landingPageHeaders)
      if (!claims || !member) {
        reply.code(401)
        return landingPage(
          'CRM sign-on failed',
          [['Token', body.token ? 'received, not valid' : 'missing']],
          'The CRM sandbox could not verify the hand-off token.',
        )
      }
      const rows: [string, string][] = [
        ['Member', `${member.first_name} ${member.last_name}`],
        ['Subscriber ID', member.subscriber_id],
        ['Group', claims.groupId ?? 'none'],
        ['Signed in by staff', claims.issuedByRole ? 'yes' : 'no'],
      ]
      if (body.testEnvironment) rows.push(['Test environment', body.testEnvironment])
      return landingPage(
        'CRM member portal (sandbox)',
        rows,
        'The CRM sandbox received and verified this member.',
      )
    },
  )

  /**
   * The eBill site: the dashboard hands off with a form POST (query firsttime, theme,
   * dashboardlink; the idptoken in the body, never in a URL). A GET is accepted too.
   */
  const ebillPage = async (query: Record<string, string | undefined>, idptoken: unknown) => {
    const claims = typeof idptoken === 'string' && idptoken ? await ctx.tokens.verify(idptoken) : null
    return landingPage(
      'eBill (sandbox)',
      [
        ['firsttime', query.firsttime ?? '(not sent)'],
        ['theme', query.theme ?? '(not sent)'],
        ['dashboardlink', query.dashboardlink ?? '(not sent)'],
        ['idptoken received', idptoken ? (claims ? 'yes, verified' : 'yes, not valid') : 'no'],
      ],
      query.firsttime === 'Y'
        ? 'First visit: the eBill site would start registration.'
        : 'Returning eBill user.',
    )
  }
  app.get<{ Querystring: Record<string, string | undefined> }>(
    `/${paths.ebillSite}`,
    { config: { public: true } },
    async (request, reply) => {
      reply.headers(landingPageHeaders)
      return ebillPage(request.query, request.query.idptoken)
    },
  )
  app.post<{ Querystring: Record<string, string | undefined>; Body: Record<string, string> | undefined }>(
    `/${paths.ebillSite}`,
    { config: { public: true } },
    async (request, reply) => {
      const body = typeof request.body === 'object' && request.body ? request.body : {}
      reply.headers(landingPageHeaders)
      return ebillPage(request.query, body.idptoken)
    },
  )

  /** The chat site: 'Chat with us' posts the chat configuration and the member's user key. */
  app.post<{ Body: Record<string, string> | undefined }>(
    `/${chatPaths.chatSite}`,
    { config: { public: true } },
    async (request, reply) => {
      const body = typeof request.body === 'object' && request.body ? request.body : {}
      const user = /^\d+$/.test(body.userKey ?? '') ? ctx.store.userById(Number(body.userKey)) : undefined
      const member = user?.member_key ? ctx.store.memberByKey(user.member_key) : undefined
      reply.headers(landingPageHeaders)
      return landingPage(
        'Chat with us (sandbox)',
        [
          ['Member', member ? `${member.first_name} ${member.last_name}` : 'not recognised'],
          ['Chat host', body.host || '(not sent)'],
          ['Queue (bus / poc)', `${body.bus || '-'} / ${body.poc || '-'}`],
          ['Group', body.mappedGroupId || '(none)'],
        ],
        member
          ? 'The chat sandbox received this member; an agent would join here.'
          : 'The chat sandbox could not recognise the member.',
      )
    },
  )
}
