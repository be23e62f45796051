/**
 * Menu group data (spec section 3 'Group': "Menu group data: groups (groupId, groupName,
 * startDate, endDate, all text, empty by default) and currentGroup"). Pure. The shell's
 * group-switch label and the select-group page read the member's groups through it.
 */
import type { Group } from '@member-dashboard/contract'
import { dateRangeText } from './eligibility'

/** One of the member's groups as the menus hold it: every field text, '' when unknown. */
export interface MenuGroup {
  groupId: string
  groupName: string
  /** The plan's effective date (yyyy-mm-dd), '' when unknown. */
  startDate: string
  /** The plan's termination date (yyyy-mm-dd), '' when open-ended. */
  endDate: string
}

export interface MenuGroupData {
  groups: MenuGroup[]
  /** The group the member is viewing: the token's group; null while no group is known. */
  currentGroup: MenuGroup | null
}

/** "empty by default". */
export const emptyMenuGroupData: MenuGroupData = { groups: [], currentGroup: null }

export function menuGroup(
  group: Pick<Group, 'groupId' | 'groupName' | 'planEffectiveDate' | 'planTerminationDate'>,
): MenuGroup {
  return {
    groupId: group.groupId,
    groupName: group.groupName,
    startDate: group.planEffectiveDate ?? '',
    endDate: group.planTerminationDate ?? '',
  }
}

/**
 * The menus' group data from GET groups and the token's group id. The current group is the
 * token's; a token naming no group of the list (or none) views the first group, as the gateway
 * issues a token for the member's first group at sign-in.
 */
export function menuGroupData(
  groups: readonly Pick<Group, 'groupId' | 'groupName' | 'planEffectiveDate' | 'planTerminationDate'>[],
  tokenGroupId: string | null,
): MenuGroupData {
  const list = groups.map(menuGroup)
  if (list.length === 0) return emptyMenuGroupData
  return { groups: list, currentGroup: list.find((g) => g.groupId === tokenGroupId) ?? list[0] }
}

/** A group's coverage dates as the spec words date ranges ('Active since {date}' or start - end). */
export function menuGroupDates(group: MenuGroup): string | null {
  if (!group.startDate) return null
  return dateRangeText(group.startDate, group.endDate || null)
}
