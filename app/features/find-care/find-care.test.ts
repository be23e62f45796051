import { describe, expect, it } from 'vitest'
import type { Program } from '@member-dashboard/contract'
import {
  careResources,
  dentalNetworkNames,
  dentistSearchUrl,
  DENTIST_DIRECTORY_URL,
  findCareEntries,
  telHref,
} from './find-care'

const program = (id: number, over: Partial<Program> = {}): Program => ({
  id,
  name: `Program ${id}`,
  description: `About ${id}`,
  categories: [],
  eligible: true,
  displayOrder: id,
  highPriority: false,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
  details: { phoneNumber: null },
  ...over,
})

describe('Find care landing', () => {
  it('primary care when the rule shows it, then find a dentist and resources', () => {
    expect(findCareEntries({ showPrimaryCare: true, programs: [] }).map((e) => e.id)).toEqual([
      'primary-care',
      'find-a-dentist',
      'resources',
      'care-reminders',
    ])
    expect(findCareEntries({ showPrimaryCare: false, programs: [] }).map((e) => e.id)).toEqual([
      'find-a-dentist',
      'resources',
      'care-reminders',
    ])
  })
  it('Passport Dental (27) and the dental cost estimator (33) only where the member has them', () => {
    const estimator = program(33, { url: 'https://estimate.example', urlDocumentType: 'ENDPOINT' })
    const entries = findCareEntries({
      showPrimaryCare: false,
      programs: [program(27), estimator, program(92)],
    })
    expect(entries.map((e) => e.id)).toEqual([
      'find-a-dentist',
      'resources',
      'care-reminders',
      'passport-dental',
      'dental-cost-estimator',
    ])
    expect(entries[2].link).toEqual({ target: '/find-care/care-reminders', external: false, newTab: false })
    expect(entries[3].link).toEqual({ target: '/passport-dental', external: false, newTab: false })
    expect(entries[4].link).toEqual({ target: 'https://estimate.example', external: true, newTab: false })
    const notEnrolled = findCareEntries({
      showPrimaryCare: false,
      programs: [program(27, { eligible: false })],
    })
    expect(notEnrolled.map((e) => e.id)).not.toContain('passport-dental')
  })
})

describe('find a dentist', () => {
  it("the program's own outside URL wins, else the brand's directory", () => {
    expect(dentistSearchUrl({ url: 'https://dentists.example', urlDocumentType: 'ENDPOINT' }, 1)).toBe(
      'https://dentists.example',
    )
    expect(dentistSearchUrl({ url: '/find-care/find-a-dentist', urlDocumentType: 'INTERNAL' }, 5)).toBe(
      DENTIST_DIRECTORY_URL[5],
    )
  })
  it('dental network names only', () => {
    expect(dentalNetworkNames(['Riverbend PPO Network', 'Riverbend Dental PPO'])).toEqual([
      'Riverbend Dental PPO',
    ])
    expect(dentalNetworkNames([])).toEqual([])
  })
})

describe('care resources', () => {
  it('enrolled find-care programs by display order, each with its phone and/or link', () => {
    const resources = careResources([
      program(96, {
        featureGroup: 'FIND_CARE',
        displayOrder: 13,
        url: 'https://uc.example',
        urlDocumentType: 'ENDPOINT',
      }),
      program(95, {
        featureGroup: 'FIND_CARE',
        displayOrder: 12,
        details: { phoneNumber: '1-866-555-0195' },
      }),
      program(52, {
        featureGroup: 'FIND_CARE',
        displayOrder: 5,
        url: 'https://virtual.example',
        urlDocumentType: 'ENDPOINT',
        details: { phoneNumber: '1-866-555-0152' },
      }),
      program(92, {
        featureGroup: 'FIND_CARE',
        displayOrder: 2,
        url: '/find-care/find-a-dentist',
        urlDocumentType: 'INTERNAL',
      }),
      program(70, { featureGroup: 'FIND_CARE', eligible: false }),
      program(61, { featureGroup: 'WELLNESS', details: { phoneNumber: '1-866-555-0161' } }),
    ])
    expect(resources.map((r) => [r.id, r.phone, r.link?.target ?? null])).toEqual([
      [92, null, '/find-care/find-a-dentist'],
      [52, '1-866-555-0152', 'https://virtual.example'],
      [95, '1-866-555-0195', null],
      [96, null, 'https://uc.example'],
    ])
  })
  it('a program with neither phone nor URL links to its program page', () => {
    expect(careResources([program(99, { featureGroup: 'FIND_CARE' })])[0].link?.target).toBe(
      '/benefits/programs/99',
    )
  })
  it('tel links', () => {
    expect(telHref('1-866-555-0195')).toBe('tel:18665550195')
  })
})
