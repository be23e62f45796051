import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import {
  FILTER_MESSAGES,
  claimMembers,
  claimsQueryFor,
  digitalClaimsProgram,
  memberCostRows,
  pageNumber,
  pageSearch,
  pendingNote,
  serviceDatesText,
  withoutEmptyParams,
} from './claims'
import { earliestStartDate, serviceDates } from './claim-dates'
import { catalogues } from '~/platform/i18n/catalogues.server'
import { createTranslate } from '~/platform/i18n/translate'
import { claimsFilterSchema } from './claims-schemas'
import { customerServiceLines, lineOfBusiness } from './customer-service'
import { brands } from '~/platform/config/brands'
import type { Program } from '@member-dashboard/contract'

const now = new Date(2026, 10, 23, 9, 0)
const person = (memberKey: string, memberSuffix: number, dateOfBirth: string) => ({
  memberKey,
  memberSuffix,
  firstName: memberKey,
  lastName: 'Thompson',
  dateOfBirth,
})
const avery = person('Avery', 0, '1984-03-22')
const blake = person('Blake', 1, '1982-11-05')
const cameron = person('Cameron', 2, '2010-07-26')
const dana = person('Dana', 3, '2006-05-07')
const family = [dana, cameron, blake, avery]

describe('claimMembers: whose claims a member sees', () => {
  it('a subscriber: herself and her minor dependents, in suffix order', () => {
    expect(claimMembers(family, avery, now).map((m) => m.memberKey)).toEqual(['Avery', 'Cameron'])
  })
  it('an adult dependent: only himself', () => {
    expect(claimMembers(family, blake, now).map((m) => m.memberKey)).toEqual(['Blake'])
  })
  it('a minor dependent: only himself', () => {
    expect(claimMembers(family, cameron, now).map((m) => m.memberKey)).toEqual(['Cameron'])
  })
  it('a dependent turning 18 drops out of the subscriber’s list on the birthday', () => {
    const turning = person('Sam', 4, '2008-11-23')
    expect(claimMembers([avery, turning], avery, new Date(2026, 10, 22)).map((m) => m.memberKey)).toEqual([
      'Avery',
      'Sam',
    ])
    expect(claimMembers([avery, turning], avery, now).map((m) => m.memberKey)).toEqual(['Avery'])
  })
})

describe('claimsFilterSchema', () => {
  const schema = claimsFilterSchema({ memberSuffixes: [0, 2], now })
  const parse = (entries: Record<string, string>) => parseWithZod(new URLSearchParams(entries), { schema })

  it('takes no filters at all', () => {
    expect(parse({}).status).toBe('success')
  })

  it('normalises the values: suffix number, ISO dates (MM/DD/YYYY accepted too)', () => {
    const result = parse({
      member: '2',
      category: 'dental',
      status: 'paid',
      from: '01/15/2026',
      to: '2026-02-01',
    })
    expect(result.status === 'success' && result.value).toEqual({
      memberSuffix: 2,
      category: 'dental',
      status: 'paid',
      from: '2026-01-15',
      to: '2026-02-01',
    })
  })

  it.each([
    [{ member: '1' }, { member: [FILTER_MESSAGES.member] }],
    [{ member: 'x' }, { member: [FILTER_MESSAGES.member] }],
    [{ category: 'dentistry' }, { category: [FILTER_MESSAGES.category] }],
    [{ status: 'PAID' }, { status: [FILTER_MESSAGES.status] }],
    [{ from: '2026-02-30' }, { from: [FILTER_MESSAGES.startInvalid] }],
    [{ to: 'soon' }, { to: [FILTER_MESSAGES.endInvalid] }],
    [{ from: '2026-03-01', to: '2026-03-01' }, { to: [FILTER_MESSAGES.endNotAfterStart] }],
    [{ from: '2026-03-02', to: '2026-03-01' }, { to: [FILTER_MESSAGES.endNotAfterStart] }],
    [{ from: '2024-11-22' }, { from: [FILTER_MESSAGES.startTooOld('11/23/2024')] }],
    [{ from: '2024-11-22', to: '2025-01-01' }, { from: [FILTER_MESSAGES.startTooOld('11/23/2024')] }],
  ])('%j gives %j', (entries, errors) => {
    expect(parse(entries).reply().error).toEqual(errors)
  })

  it('a start exactly two years ago passes; an end alone is never too old', () => {
    expect(parse({ from: '2024-11-23' }).status).toBe('success')
    expect(parse({ to: '2020-01-01' }).status).toBe('success')
  })

  it('earliestStartDate is today minus two years (29 February becomes 28 February)', () => {
    expect(earliestStartDate(now)).toBe('2024-11-23')
    expect(earliestStartDate(new Date(2028, 1, 29))).toBe('2026-02-28')
  })
})

describe('claimsQueryFor', () => {
  const members = claimMembers(family, avery, now)
  it('sends the 0-based page, the member’s key and the status in capitals', () => {
    expect(
      claimsQueryFor(
        { memberSuffix: 2, category: 'medical', status: 'denied', from: '2026-01-01', to: undefined },
        members,
        3,
      ),
    ).toEqual({
      page: 2,
      size: 10,
      memberKey: 'Cameron',
      category: 'medical',
      status: 'DENIED',
      serviceDateFrom: '2026-01-01',
      serviceDateTo: undefined,
    })
  })
  it('no member filter asks for every member one may see (no memberKey)', () => {
    const query = claimsQueryFor(
      { memberSuffix: undefined, category: undefined, status: undefined, from: undefined, to: undefined },
      members,
      1,
    )
    expect(query.memberKey).toBeUndefined()
    expect(query.page).toBe(0)
  })
})

describe('addresses', () => {
  it('pageNumber: 1-based, anything odd is page 1', () => {
    expect([
      pageNumber('3'),
      pageNumber(null),
      pageNumber('0'),
      pageNumber('-2'),
      pageNumber('2.5'),
      pageNumber('x'),
    ]).toEqual([3, 1, 1, 1, 1, 1])
  })
  it('pageSearch keeps the filters and sets or drops the page', () => {
    expect(pageSearch('?category=dental&page=2', 3)).toBe('?category=dental&page=3')
    expect(pageSearch('?category=dental&page=2', 1)).toBe('?category=dental')
    expect(pageSearch('', 1)).toBe('')
  })
  it('withoutEmptyParams drops what an empty GET field sends, or says the address is clean', () => {
    expect(withoutEmptyParams('?member=&category=dental&from=')).toBe('?category=dental')
    expect(withoutEmptyParams('?member=&from=')).toBe('')
    expect(withoutEmptyParams('?category=dental')).toBeNull()
    expect(withoutEmptyParams('')).toBeNull()
  })
})

describe('texts', () => {
  const t = createTranslate(catalogues.en, 'en', 'claims')
  it('serviceDatesText: one day, or a range', () => {
    expect(serviceDatesText(serviceDates('2026-01-05', '2026-01-05'), t)).toBe('01/05/2026')
    expect(serviceDatesText(serviceDates('2026-01-05', '2026-01-12'), t)).toBe('01/05/2026 to 01/12/2026')
  })
  it('memberCostRows in EOB order', () => {
    const rows = memberCostRows({ deductible: 620, copay: 0, coinsurance: 1, notCovered: 2 })
    expect(rows.map((row) => [t(`claimDetail.memberCost.${row.key}`), row.amount])).toEqual([
      ['Deductible', 620],
      ['Copay', 0],
      ['Coinsurance', 1],
      ['Not covered', 2],
    ])
  })
  it('pendingNote only when claims are pending', () => {
    const note = (pendingCount: number) => {
      const found = pendingNote({ pendingCount })
      return found && t(found.key, { count: found.count })
    }
    expect(note(0)).toBeNull()
    expect(note(1)).toBe('1 pending claim is not in plan paid and you owe until processed.')
    expect(note(2)).toMatch(/^2 pending claims are/)
  })
})

describe('programs', () => {
  const program = (id: number, over: Partial<Program> = {}): Program => ({
    id,
    name: `Program ${id}`,
    description: 'd',
    categories: [],
    eligible: true,
    displayOrder: 1,
    highPriority: true,
    featureGroup: null,
    childResourceIds: [],
    resource: null,
    url: 'https://claims.example/submit',
    urlDocumentType: 'ENDPOINT',
    details: null,
    ...over,
  })
  it('digital claims (93) opens its outside URL in a new tab', () => {
    expect(digitalClaimsProgram([program(93)])?.link).toEqual({
      target: 'https://claims.example/submit',
      external: true,
      newTab: true,
    })
    expect(digitalClaimsProgram([program(93, { eligible: false })])).toBeNull()
  })
})

describe('customer service lines', () => {
  const ids = (lob: Parameters<typeof customerServiceLines>[1], domainId: 1 | 2 | 5 = 1) =>
    customerServiceLines(brands[domainId].contactLines, lob).map((line) => line.id)

  it('avery (medical, dental, vision, pharmacy; Oregon): customer service first, then her lines', () => {
    const lob = lineOfBusiness({
      categories: ['medical', 'dental', 'vision', 'pharmacy'],
      state: 'or',
      domainId: 1,
      parentGroupId: null,
    })
    expect(ids(lob)).toEqual(['customer-service', 'account', 'medical', 'dental-ak-or', 'pharmacy'])
  })
  it('sky (medical and dental; Washington): no Alaska/Oregon dental line, no pharmacy', () => {
    const lob = lineOfBusiness({
      categories: ['medical', 'dental'],
      state: 'WA',
      domainId: 1,
      parentGroupId: null,
    })
    expect(ids(lob)).toEqual(['customer-service', 'account', 'medical'])
  })
  it('a Texas member gets the Texas line; a Medicare group the Medicare line', () => {
    expect(
      ids(lineOfBusiness({ categories: ['medical'], state: 'TX', domainId: 1, parentGroupId: null })),
    ).toContain('texas')
    expect(
      ids(lineOfBusiness({ categories: ['medical'], state: 'OR', domainId: 1, parentGroupId: '100000075' })),
    ).toContain('medicare')
  })
  it('other brands keep their own lines (customer service first)', () => {
    const lob = lineOfBusiness({ categories: ['dental'], state: 'OR', domainId: 5, parentGroupId: null })
    expect(ids(lob, 5)).toEqual(['dental', 'account'])
    expect(
      ids(lineOfBusiness({ categories: ['medical'], state: 'OR', domainId: 2, parentGroupId: null }), 2),
    ).toEqual(['customer-service', 'medicare-advantage-pharmacy', 'account'])
  })
})
