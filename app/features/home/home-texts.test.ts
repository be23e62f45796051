/**
 * The home area's texts (issue 26): the spec's quoted texts word for word, the rules' messages
 * read in English as the catalogue's, and the messages the rules write (keys and values, decision
 * 225) as the home loader shows them in Spanish.
 */
import { describe, expect, it } from 'vitest'
import { BENEFIT_CATEGORY_LABEL } from '~/platform/plan/benefit-categories'
import { IN_NETWORK_LABEL, OUT_OF_NETWORK_LABEL } from '~/platform/plan/limits'
import {
  CONTACT_CUSTOMER_SERVICE_LINK,
  MANAGE_MY_PLAN_LINK,
  planManagementBanner,
} from '~/platform/plan/plan-management'
import { shortcutPrograms } from '~/platform/plan/programs'
import { activityEvent, staffAccessEvent } from '../../../tests/account-activity'
import { catalogueTexts, describeSpecTexts } from '../../../tests/spec-texts'
import { COPIED_SUBSCRIBER_ID, PCP_DUE_DATE_UNAVAILABLE } from './home'
import { idCardActions, memberInfoTileIdentifier, SELECT_PRIMARY_CARE_LABEL } from './home-tiles'
import { staffAccessNotice } from './staff-access-notice'
import { textsFor } from '~/platform/i18n/page-texts.server'
import { inEnglish, shownIn } from '../../../tests/schema'
import { planDetails, args } from '../../../tests/fake-gateway'

describeSpecTexts([
  'home:welcome.copied',
  'home:planManagement.manageMyPlan',
  'home:primaryCare.select',
  'home:primaryCare.dueDateUnavailable',
  'home:idCardActions.download',
  'home:idCardActions.moreOptions',
  'home:programs.heading',
  'home:programs.viewAll',
])

const en = catalogueTexts.en
const spanish = new Request('http://localhost/home', { headers: { 'accept-language': 'es' } })

describe("the rules' English is the catalogue's (the pages show the catalogue's)", () => {
  it('the fixed texts the home rules return', () => {
    expect(en['home:welcome.copied']).toBe(COPIED_SUBSCRIBER_ID.message)
    expect(en['home:primaryCare.select']).toBe(SELECT_PRIMARY_CARE_LABEL)
    expect(en['home:primaryCare.dueDateUnavailable']).toBe(PCP_DUE_DATE_UNAVAILABLE)
    expect(en['home:idCardActions.download']).toBe(idCardActions(true)?.downloadLabel)
    expect(en['home:idCardActions.moreOptions']).toBe(idCardActions(true)?.moreOptions.title)
    const id = (local598: boolean) =>
      memberInfoTileIdentifier({ subscriberId: 'S', employeeId: 'E', local598 }).label
    expect(en['home:memberInfo.subscriberId']).toBe(id(false))
    expect(en['home:memberInfo.employeeId']).toBe(id(true))
  })

  it('the platform labels home shows', () => {
    for (const [category, label] of Object.entries(BENEFIT_CATEGORY_LABEL))
      expect(en[`home:categories.${category}`]).toBe(label)
    expect(en['home:programs.inNetwork']).toBe(IN_NETWORK_LABEL)
    expect(en['home:programs.outOfNetwork']).toBe(OUT_OF_NETWORK_LABEL)
    expect(en['home:planManagement.manageMyPlan']).toBe(inEnglish(MANAGE_MY_PLAN_LINK.title))
    expect(en['home:planManagement.contactCustomerService']).toBe(
      inEnglish(CONTACT_CUSTOMER_SERVICE_LINK.title),
    )
    const shortcuts = shortcutPrograms({
      isTermed: false,
      hasEbill: true,
      outlineOfCoverageUrl: 'https://example.com/ooc.pdf',
    })
    expect(shortcuts.map((s) => s.name)).toEqual([
      en['home:programs.ebill'],
      en['home:programs.outlineOfCoverage'],
    ])
  })
})

describe('the texts the server writes, in Spanish', () => {
  const details = planDetails()
  const lines = (over: object) => planManagementBanner({ ...details, ...over })?.lines ?? []
  const inSpanish = (text: string) => shownIn('es', text)

  it("the plan management reminder, with the plan year or 'the upcoming plan year'", () => {
    expect(lines({}).map(inSpanish)).toEqual([
      'Su período de inscripción abierta termina el 01/15/2027.',
      'Renueve, cambie o cancele su plan para el año del plan 2027.',
    ])
    expect(lines({ upcomingPlanYear: null, openEnrollmentEnd: null }).map(inSpanish)).toEqual([
      'Renueve, cambie o cancele su plan para el próximo año del plan.',
    ])
  })

  it('the cancellation lines, Medical or Medical and Dental, and the links', () => {
    expect(lines({ directPlanCancellationStatus: { id: 'D' } }).map(inSpanish)).toEqual([
      'Sus beneficios terminan el 12/31/2026.',
      'La cobertura médica y dental no se renovará para el próximo año del plan.',
    ])
    expect(lines({ directPlanCancellationStatus: { id: 'M' } }).map(inSpanish)[1]).toBe(
      'La cobertura médica no se renovará para el próximo año del plan.',
    )
    expect(inSpanish(MANAGE_MY_PLAN_LINK.title)).toBe('Administrar mi plan')
    expect(inSpanish(CONTACT_CUSTOMER_SERVICE_LINK.title)).toBe('Comuníquese con Servicio al Cliente')
  })

  it('the staff access notice, with its date as written (month/day/year)', () => {
    const notice = staffAccessNotice(
      [activityEvent('2026-03-10T15:00:00.000Z'), staffAccessEvent('2026-03-08T10:00:00.000Z')],
      null,
    )
    expect(inSpanish(notice?.text ?? '')).toBe(
      'Un representante de Servicios para Miembros accedió a su cuenta el 03/08/2026',
    )
    expect(inEnglish(notice?.text ?? '')).toBe(
      'A member services representative accessed your account on 03/08/2026',
    )
  })

  it('the dental limit title keeps the limit type as sent', () => {
    const t = textsFor(args(spanish), 'home').t
    expect(
      t('programs.dentalLimitTitle', { limitType: 'Annual Limit', tier: t('programs.outOfNetwork') }),
    ).toBe('Annual Limit (Fuera de la red)')
  })
})
