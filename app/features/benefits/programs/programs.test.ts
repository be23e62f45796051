import { describe, expect, it } from 'vitest'
import type { Program } from '@member-dashboard/contract'
import {
  byPriority,
  categoryLabel,
  memberPrograms,
  parseProgramId,
  programAction,
  programsByCategory,
  relatedPrograms,
} from './programs'
import { viewInEnglish } from '../../../../tests/schema'

const program = (id: number, over: Partial<Program> = {}): Program => ({
  id,
  name: `Program ${id}`,
  description: '',
  categories: [],
  eligible: true,
  displayOrder: id,
  highPriority: false,
  featureGroup: null,
  childResourceIds: [],
  resource: null,
  url: null,
  urlDocumentType: null,
  details: null,
  ...over,
})

describe('memberPrograms', () => {
  it('keeps only the programs the member is eligible for', () => {
    const list = memberPrograms([program(1), program(2, { eligible: false })], [])
    expect(list.map((p) => p.id)).toEqual([1])
  })
  it('takes content from the catalogue and enrolment from the member list', () => {
    const mine = program(5, { name: 'Old', displayOrder: 3, highPriority: true })
    const content = program(5, {
      name: 'New name',
      description: 'From content',
      displayOrder: 99,
      eligible: false,
    })
    expect(memberPrograms([mine], [content])[0]).toMatchObject({
      name: 'New name',
      description: 'From content',
      displayOrder: 3,
      highPriority: true,
      eligible: true,
    })
  })
})

describe('byPriority', () => {
  it('puts high-priority programs first, then displayOrder, then name', () => {
    const list = [
      program(1, { displayOrder: 1 }),
      program(2, { displayOrder: 9, highPriority: true }),
      program(3, { displayOrder: 4, highPriority: true }),
      program(4, { displayOrder: 1, name: 'A first' }),
    ]
    expect([...list].sort(byPriority).map((p) => p.id)).toEqual([3, 2, 4, 1])
  })
})

describe('programsByCategory', () => {
  it('orders categories medical, dental, vision, pharmacy, wellness, others, then uncategorised', () => {
    const groups = programsByCategory([
      program(1, { categories: ['wellness'] }),
      program(2, { categories: ['travel'] }),
      program(3, { categories: [] }),
      program(4, { categories: ['Dental'] }),
      program(5, { categories: ['medical'] }),
    ])
    expect(groups.map((g) => g.label)).toEqual(['Medical', 'Dental', 'Wellness', 'Travel', 'Other programs'])
  })
  it('lists a program under each of its categories, once per category', () => {
    const groups = programsByCategory([program(1, { categories: ['medical', 'wellness', 'medical'] })])
    expect(groups.map((g) => [g.key, g.programs.map((p) => p.id)])).toEqual([
      ['medical', [1]],
      ['wellness', [1]],
    ])
  })
  it('sorts each category by priority and displayOrder', () => {
    const [medical] = programsByCategory([
      program(1, { categories: ['medical'], displayOrder: 1 }),
      program(2, { categories: ['medical'], displayOrder: 5, highPriority: true }),
    ])
    expect(medical.programs.map((p) => p.id)).toEqual([2, 1])
  })
  it('labels a category from its key', () => {
    expect(categoryLabel('behavioral_health')).toBe('Behavioral health')
  })
})

describe('programAction', () => {
  it('digital claims (93) opens its site in a new tab', () => {
    const action = programAction(program(93, { url: 'https://claims.example', urlDocumentType: 'ENDPOINT' }))
    expect(action).toMatchObject({ target: 'https://claims.example', external: true, newTab: true })
  })
  it('any outside program (ENDPOINT) opens in a new tab', () => {
    const action = viewInEnglish(
      programAction(program(33, { url: 'https://estimate.example', urlDocumentType: 'ENDPOINT' })),
    )
    expect(action).toMatchObject({ external: true, newTab: true, label: 'Go to the Program 33 website' })
  })
  it('passport dental, find a dentist and the pharmacy benefit manager lead to their pages', () => {
    expect(programAction(program(27))?.target).toBe('/passport-dental')
    expect(programAction(program(92))?.target).toBe('/find-care/find-a-dentist')
    expect(
      programAction(program(37, { url: 'https://x.example', urlDocumentType: 'ENDPOINT' })),
    ).toMatchObject({
      target: '/navitus',
      external: false,
      newTab: false,
    })
  })
  it('has no action when the program would lead only to its own page', () => {
    expect(programAction(program(41))).toBeNull()
    expect(programAction(program(41, { url: 'https://x.example', urlDocumentType: 'INTERNAL' }))).toBeNull()
  })
})

describe('relatedPrograms', () => {
  it("shows the member's programs among the child resources, in the listed order", () => {
    const list = [program(1), program(2), program(3)]
    expect(relatedPrograms(program(9, { childResourceIds: [3, 7, 1, 3] }), list).map((p) => p.id)).toEqual([
      3, 1,
    ])
  })
  it('never lists a program as related to itself', () => {
    expect(relatedPrograms(program(1, { childResourceIds: [1] }), [program(1)])).toEqual([])
  })
})

describe('parseProgramId', () => {
  it('accepts whole positive numbers only', () => {
    expect(parseProgramId('41')).toBe(41)
    for (const bad of [undefined, '', '-1', '4.1', 'abc', '1e3', '12345678901'])
      expect(parseProgramId(bad)).toBeNull()
  })
})
