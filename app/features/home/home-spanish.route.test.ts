/**
 * Home and the ID card page in Spanish, from the loaders (issue 26): each sends the `home`
 * sections its page renders in the member's language, and the texts the server writes (the plan
 * management banner, the staff access notice, the dental limit's title, the insurance type) come
 * in Spanish too.
 */
import { describe, expect, it } from 'vitest'
import { loader, meta } from '~/routes/_member.home'
import { loader as idCardLoader, meta as idCardMeta } from '~/routes/_member.id-card'
import { activityPage, activityEvent, staffAccessEvent } from '../../../tests/account-activity'
import {
  planDetails,
  args,
  averyAccount,
  averyClaims,
  averyMember,
  memberPageAnswers,
  signedInRequest,
  startFakeGateway,
} from '../../../tests/fake-gateway'
import { unpackMessages } from '~/platform/i18n/packed-messages'

const answer = startFakeGateway(memberPageAnswers)

async function spanish(path: string, how: Record<string, string> = { 'accept-language': 'es-MX,es;q=0.9' }) {
  const request = await signedInRequest(path, { claims: averyClaims })
  for (const [name, value] of Object.entries(how)) {
    const merged = name === 'cookie' ? `${request.headers.get('cookie')}; ${value}` : value
    request.headers.set(name, merged)
  }
  return args(request)
}

/** What `meta` gets: the root's language and the page's loader data. */
const metaArgs = (data: unknown) =>
  ({
    matches: [
      { id: 'root', data: { language: 'es' } },
      { id: 'page', data },
    ],
  }) as unknown as Parameters<typeof meta>[0]

const cancelledPlan = planDetails({ directPlanCancellationStatus: { id: 'D' } })

describe('home in Spanish (issue 26)', () => {
  it('sends the sections the page renders, in Spanish, and writes its own texts in Spanish', async () => {
    answer({
      'GET plan-management/details': cancelledPlan,
      'GET account/activity': activityPage([
        activityEvent('2026-03-10T15:00:00.000Z'),
        staffAccessEvent('2026-03-08T10:00:00.000Z'),
        activityEvent('2026-03-01T09:00:00.000Z'),
      ]),
      'GET account': averyAccount({
        members: [
          averyMember({ medicalEligibility: { ...averyMember().medicalEligibility, insuranceType: null } }),
        ],
      }),
      'GET benefits/limits': [
        {
          productCategory: 'D',
          coverageType: 'INDIVIDUAL',
          limitType: 'Annual Limit',
          networkTier: 'innet',
          total: 1500,
          totalMet: 400,
          totalRemaining: 1100,
          detailedDescription: null,
        },
      ],
    })
    const data = await loader(await spanish('/home'))
    expect(Object.keys(unpackMessages(data.messages)!.home).sort()).toEqual(
      [
        'banners',
        'careReminders',
        'idCardActions',
        'memberInfo',
        'pci',
        'primaryCare',
        'programs',
        'staffAccess',
        'title',
        'welcome',
      ].sort(),
    )
    expect(unpackMessages(data.messages)!.home).toMatchObject({
      title: 'Inicio',
      welcome: { heading: 'Le damos la bienvenida, {{firstName}}' },
      programs: { viewAll: 'Ver todos los programas' },
    })
    expect(data.banners.planManagement).toMatchObject({
      variant: 'cancellation',
      lines: [
        'Sus beneficios terminan el 12/31/2026.',
        'La cobertura médica y dental no se renovará para el próximo año del plan.',
      ],
      link: { title: 'Administrar mi plan', target: '/account/plan-benefits' },
      contactLink: { title: 'Comuníquese con Servicio al Cliente', target: '/support/customer-service' },
    })
    expect(data.staffAccessNotice?.text).toBe(
      'Un representante de Servicios para Miembros accedió a su cuenta el 03/08/2026',
    )
    expect(data.programs?.dentalLimit?.title).toBe('Annual Limit (Dentro de la red)')
    expect(data.memberInfoTile.insuranceType).toBe('Médica, Dental, Visión, Farmacia')
    expect(meta(metaArgs(data))).toEqual([{ title: 'Inicio' }])
  })

  it('follows the language chosen with the switch, whatever the browser prefers', async () => {
    answer()
    const data = await loader(await spanish('/home', { cookie: 'language=es', 'accept-language': 'en-US' }))
    expect(unpackMessages(data.messages)!.home).toMatchObject({
      memberInfo: { title: 'Información del miembro' },
    })
    const english = await loader(await spanish('/home', {}))
    expect(unpackMessages(english.messages)!.home).toMatchObject({
      memberInfo: { title: 'Member information' },
    })
  })
})

describe('the ID card page in Spanish (issue 26)', () => {
  it('sends only the ID card texts, in Spanish', async () => {
    answer()
    const data = (await idCardLoader(await spanish('/id-card'))) as { messages: unknown }
    expect(Object.keys(unpackMessages(data.messages)!.home).sort()).toEqual([
      'categories',
      'idCard',
      'idCardActions',
    ])
    expect(idCardMeta(metaArgs(data))).toEqual([{ title: 'Tarjeta de identificación' }])
    expect(unpackMessages(data.messages)!.home).toMatchObject({
      idCard: { heading: 'Tarjeta de identificación' },
      idCardActions: { download: 'Descargar su tarjeta' },
    })
  })
})
