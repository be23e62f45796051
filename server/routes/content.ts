import {
  domainId as domainIdSchema,
  domainIds,
  paths,
  type DomainId,
  type GlobalAlert,
  type accreditationResponse,
  type messageCalendar,
} from '@member-dashboard/contract'
import type { z } from 'zod'
import { chatConfigFor } from '../account'
import { claimsOf, memberScope, optionalClaims, type RouteModule } from '../context'
import { notFound } from '../errors'

interface AlertRow {
  alert_id: string
  type: GlobalAlert['type']
  title: string
  content: string
  can_dismiss: number
  links: string
  buttons: string
}

const accreditationLevels: Record<string, string> = {
  Accredited: 'Accredited by the National Committee for Quality Assurance (NCQA) for health plan quality.',
  Commendable: 'Commendable accreditation from the National Committee for Quality Assurance (NCQA).',
  Interim: 'Interim accreditation from the National Committee for Quality Assurance (NCQA).',
}

/** Holiday calendars, outline of coverage, global alerts, and the configured accreditation and chat calls. */
export const contentRoutes: RouteModule = (app, ctx) => {
  const holidays = ctx.db.prepare<[number], { holiday_date: string; name: string }>(
    'SELECT holiday_date, name FROM holidays WHERE domain_id = ? ORDER BY holiday_date',
  )
  const alerts = ctx.db.prepare<[number, string | null, string, string], AlertRow>(
    `SELECT * FROM alerts WHERE (domain_id IS NULL OR domain_id = ?) AND (group_id IS NULL OR group_id = ?)
     AND (start_date IS NULL OR start_date <= ?) AND (end_date IS NULL OR end_date >= ?) ORDER BY seq`,
  )
  const setting = ctx.db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?')

  const parseDomain = (value: unknown, fallback?: DomainId): DomainId => {
    if ((value === undefined || value === '') && fallback) return fallback
    const parsed = domainIdSchema.safeParse(Number(value))
    if (!parsed.success) throw notFound(`Unknown domain ${String(value)}`)
    return parsed.data
  }
  const calendar = (domainId: DomainId): z.infer<typeof messageCalendar> => ({
    data: {
      item: {
        content: {
          value: holidays
            .all(domainId)
            .map((h) => `${h.holiday_date}|${h.name}`)
            .join('\n'),
        },
      },
    },
  })

  // The plain variant: the signed-in member's brand (from the bearer token), else ?domainId, else 1.
  app.get<{ Querystring: { domainId?: string } }>(
    `/${paths.messageCalendar}`,
    { config: { public: true } },
    async (request) =>
      calendar((await optionalClaims(ctx, request))?.domainId ?? parseDomain(request.query.domainId, 1)),
  )
  for (const id of domainIds) {
    app.get(`/${paths.messageCalendarDomain(id)}`, { config: { public: true } }, async () => calendar(id))
  }

  app.get(`/${paths.handbookOoc}`, async (request, reply) => {
    reply.type('text/plain; charset=utf-8')
    return memberScope(ctx, request).group.ooc_url ?? ''
  })

  app.get(`/${paths.alerts}`, async (request) => {
    const claims = claimsOf(request)
    const today = ctx.today()
    return alerts.all(claims.domainId, claims.groupId, today, today).map((a): GlobalAlert => ({
      id: a.alert_id,
      type: a.type,
      title: a.title,
      content: a.content,
      canDismiss: a.can_dismiss === 1,
      links: JSON.parse(a.links) as GlobalAlert['links'],
      buttons: JSON.parse(a.buttons) as GlobalAlert['buttons'],
    }))
  })

  app.get(`/${paths.accreditation}`, { config: { public: true } }, async () => {
    const level = setting.get('accreditation_level')?.value ?? 'Accredited'
    const result: z.infer<typeof accreditationResponse> = {
      accreditations: [
        {
          image: `https://assets.riverbendhealth.example/accreditation/${level.toLowerCase()}.png`,
          text: accreditationLevels[level] ?? accreditationLevels.Accredited,
        },
      ],
      elementValue: level,
    }
    return result
  })

  app.get<{ Querystring: { domainId?: string; groupId?: string } }>(
    `/${paths.chatConfig}`,
    { config: { public: true } },
    async (request) => {
      // A signed-in member's chat configuration follows their token's brand and group.
      const claims = await optionalClaims(ctx, request)
      if (claims) return chatConfigFor(claims.domainId, claims.groupId)
      return chatConfigFor(parseDomain(request.query.domainId, 1), request.query.groupId?.trim() || null)
    },
  )
}
