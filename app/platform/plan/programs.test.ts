import { describe, expect, it } from 'vitest'
import type { Program } from '@member-dashboard/contract'
import {
  featuredPrograms,
  homePrograms,
  isExternalProgram,
  opensInNewTab,
  programLink,
  programTileName,
  shortcutPrograms,
} from './programs'

const program = (id: number, over: Partial<Program> = {}): Program => ({
  id,
  name: `Program ${id}`,
  description: '',
  categories: [],
  eligible: true,
  displayOrder: id,
  highPriority: true,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
  details: null,
  ...over,
})
const ids = (list: Program[]) => list.map((p) => p.id)

describe('featured and home programs', () => {
  const seven = [7, 3, 5, 1, 6, 2, 4].map((n) => program(n))

  it('featured list: at most 5, sorted by displayOrder', () => {
    expect(ids(featuredPrograms(seven))).toEqual([1, 2, 3, 4, 5])
  })
  it('home Programs section: at most 6, sorted by displayOrder', () => {
    expect(ids(homePrograms(seven))).toEqual([1, 2, 3, 4, 5, 6])
  })
  it('exactly 5 high-priority programs all show in the featured list', () => {
    expect(ids(featuredPrograms(seven.slice(0, 5)))).toHaveLength(5)
  })
  it('only high-priority programs', () => {
    const list = [program(1, { highPriority: false }), program(2)]
    expect(ids(featuredPrograms(list))).toEqual([2])
    expect(ids(homePrograms(list))).toEqual([2])
  })
  it('only eligible (enrolled) programs', () => {
    const list = [program(1, { eligible: false }), program(2)]
    expect(ids(featuredPrograms(list))).toEqual([2])
    expect(ids(homePrograms(list))).toEqual([2])
  })
  it('sorts by displayOrder, not id; equal orders keep the received order', () => {
    const list = [
      program(10, { displayOrder: 2 }),
      program(20, { displayOrder: 1 }),
      program(30, { displayOrder: 2 }),
    ]
    expect(ids(homePrograms(list))).toEqual([20, 10, 30])
  })
  it('does not reorder the given list', () => {
    const list = [program(2), program(1)]
    homePrograms(list)
    expect(ids(list)).toEqual([2, 1])
  })
})

describe('shortcut programs', () => {
  it('eBill (-1) with eBill and not termed, leading to /account/ebill', () => {
    expect(shortcutPrograms({ hasEbill: true, isTermed: false, outlineOfCoverageUrl: null })).toEqual([
      { id: -1, name: 'eBill', target: '/account/ebill', external: false },
    ])
  })
  it('eBill hidden without eBill', () => {
    expect(shortcutPrograms({ hasEbill: false, isTermed: false, outlineOfCoverageUrl: null })).toEqual([])
  })
  it('eBill hidden for a termed member', () => {
    expect(shortcutPrograms({ hasEbill: true, isTermed: true, outlineOfCoverageUrl: null })).toEqual([])
  })
  it('Outline of Coverage (-3) with a URL, after eBill', () => {
    const url = 'https://example.org/ooc.pdf'
    expect(shortcutPrograms({ hasEbill: true, isTermed: false, outlineOfCoverageUrl: url })).toEqual([
      { id: -1, name: 'eBill', target: '/account/ebill', external: false },
      { id: -3, name: 'Outline of Coverage', target: url, external: true },
    ])
  })
  it('Outline of Coverage hidden without a URL (null or blank)', () => {
    expect(shortcutPrograms({ hasEbill: false, isTermed: false, outlineOfCoverageUrl: '' })).toEqual([])
    expect(shortcutPrograms({ hasEbill: false, isTermed: false, outlineOfCoverageUrl: '  ' })).toEqual([])
  })
})

describe('program tile name (cut at 55 characters)', () => {
  const fiftyFive = 'A'.repeat(55)
  it('54 characters: shown whole', () => {
    expect(programTileName('A'.repeat(54))).toEqual({
      text: 'A'.repeat(54),
      fullName: 'A'.repeat(54),
      truncated: false,
    })
  })
  it('55 characters: shown whole', () => {
    expect(programTileName(fiftyFive)).toEqual({ text: fiftyFive, fullName: fiftyFive, truncated: false })
  })
  it("56 characters: first 55 then '…', full name kept for screen readers", () => {
    const name = `${fiftyFive}B`
    expect(programTileName(name)).toEqual({ text: `${fiftyFive}…`, fullName: name, truncated: true })
  })
  it('a real long name', () => {
    const name = 'Smile Healthy Kids Preventive Dental Sealant and Fluoride Varnish Program'
    expect(programTileName(name).text).toBe('Smile Healthy Kids Preventive Dental Sealant and Fluori…')
  })
  it('a space at the cut is dropped before the ellipsis', () => {
    const name = `${'A'.repeat(54)} tail`
    expect(programTileName(name).text).toBe(`${'A'.repeat(54)}…`)
  })
})

describe('program links', () => {
  it("external when urlDocumentType is 'ENDPOINT'", () => {
    expect(isExternalProgram({ urlDocumentType: 'ENDPOINT' })).toBe(true)
    expect(isExternalProgram({ urlDocumentType: 'PAGE' })).toBe(false)
    expect(isExternalProgram({ urlDocumentType: null })).toBe(false)
  })
  it('an external program leads to its URL', () => {
    const p = program(50, { url: 'https://partner.example.org', urlDocumentType: 'ENDPOINT' })
    expect(programLink(p)).toEqual({ target: 'https://partner.example.org', external: true, newTab: false })
  })
  it('digital claims (93) opens a new tab', () => {
    expect(opensInNewTab({ id: 93 })).toBe(true)
    expect(opensInNewTab({ id: 33 })).toBe(false)
    const p = program(93, { url: 'https://claims.example.org', urlDocumentType: 'ENDPOINT' })
    expect(programLink(p)).toEqual({ target: 'https://claims.example.org', external: true, newTab: true })
  })
  it('passport dental (27) leads to /passport-dental', () => {
    expect(programLink(program(27)).target).toBe('/passport-dental')
  })
  it('find a dentist (92) leads to /find-care/find-a-dentist', () => {
    expect(programLink(program(92)).target).toBe('/find-care/find-a-dentist')
  })
  it('the pharmacy benefit manager (37) leads to /navitus, even with an outside URL', () => {
    const p = program(37, { url: 'https://pharmacy.example.org', urlDocumentType: 'ENDPOINT' })
    expect(programLink(p)).toEqual({ target: '/navitus', external: false, newTab: false })
  })
  it('any other program leads to its program page', () => {
    expect(programLink(program(33))).toEqual({
      target: '/benefits/programs/33',
      external: false,
      newTab: false,
    })
  })
})
