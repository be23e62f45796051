import { describe, expect, it } from 'vitest'
import { emptyMenuGroupData, menuGroupData, menuGroupDates } from './groups'
import { inEnglish } from '../../../tests/schema'

const group = (groupId: string, planEffectiveDate: string | null, planTerminationDate: string | null) => ({
  groupId,
  groupName: `Group ${groupId}`,
  planEffectiveDate,
  planTerminationDate,
})

describe('menu group data', () => {
  it('is empty by default', () => {
    expect(menuGroupData([], '10002001')).toEqual(emptyMenuGroupData)
    expect(emptyMenuGroupData).toEqual({ groups: [], currentGroup: null })
  })

  it('holds every group with its start and end dates as text, empty when unknown', () => {
    const data = menuGroupData([group('1', '2016-01-01', null), group('2', null, '2025-06-30')], '1')
    expect(data.groups).toEqual([
      { groupId: '1', groupName: 'Group 1', startDate: '2016-01-01', endDate: '' },
      { groupId: '2', groupName: 'Group 2', startDate: '', endDate: '2025-06-30' },
    ])
  })

  it("makes the token's group the current group", () => {
    const data = menuGroupData([group('1', '2016-01-01', null), group('2', '2016-01-01', null)], '2')
    expect(data.currentGroup?.groupId).toBe('2')
  })

  it('falls back to the first group when the token names none of them', () => {
    expect(menuGroupData([group('1', null, null), group('2', null, null)], null).currentGroup?.groupId).toBe(
      '1',
    )
    expect(menuGroupData([group('1', null, null)], '9').currentGroup?.groupId).toBe('1')
  })
})

describe('menu group dates', () => {
  it("says 'Active since {date}' without an end, and start - end with one", () => {
    const [open, closed] = menuGroupData(
      [group('1', '2016-01-01', null), group('2', '2016-01-01', '2025-06-30')],
      null,
    ).groups
    expect(inEnglish(menuGroupDates(open) ?? '')).toBe('Active since 01/01/2016')
    expect(inEnglish(menuGroupDates(closed) ?? '')).toBe('01/01/2016 - 06/30/2025')
  })
  it('gives nothing without a start date', () => {
    expect(menuGroupDates(menuGroupData([group('1', null, null)], null).groups[0])).toBeNull()
  })
})
