import type { AccountStatus, DomainId, StaffRole } from '@member-dashboard/contract'
import type { Db } from './db'

/** Row shapes (snake_case, as stored) and the lookups most areas share, as prepared statements. */
export interface UserRow {
  user_id: number
  username: string
  password_hash: string
  domain_id: DomainId
  status: AccountStatus
  failed_attempts: number
  member_key: string | null
  staff_role: StaffRole | null
}

export interface MemberRow {
  member_key: string
  subscriber_id: string
  suffix: number
  domain_id: DomainId
  first_name: string
  last_name: string
  date_of_birth: string
  sex: string
  relationship: string
  plan_employee: number
  employee_id: string | null
  local598: number
  hire_date: string | null
  has_out_of_area_plan: number
  has_other_medical: number
  has_other_dental: number
  registration_open: number
}

export interface GroupRow {
  group_id: string
  group_key: string
  group_name: string
  domain_id: DomainId
  parent_group_id: string | null
  parent_group_name: string | null
  group_type: string
  insurance_type: string
  network_names: string
  effective_date: string | null
  termination_date: string | null
  crm_routed: number
  pcp_eligible: number
  ooc_url: string | null
}

export interface MembershipRow extends GroupRow {
  subscriber_id: string
  seq: number
  plan_effective_date: string | null
  plan_termination_date: string | null
}

export type CategoryLetter = 'M' | 'D' | 'V' | 'X'

export interface EligibilityRow {
  id: number
  member_key: string
  group_id: string
  category: CategoryLetter
  eligible: number
  class_plan_id: string | null
  plan_name: string
  effective_date: string
  termination_date: string | null
  class_plan_effective_date: string | null
  source: string
}

export interface AddressRow {
  address_line1: string
  address_line2: string
  city: string
  state: string
  zip_code: string
  country: string
  phone_number: string
}

export function createStore(db: Db) {
  const address = db.prepare<[string], AddressRow>('SELECT * FROM addresses WHERE subscriber_id = ?')
  const userById = db.prepare<[number], UserRow>('SELECT * FROM users WHERE user_id = ?')
  const userByUsername = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?')
  const userByMember = db.prepare<[string], UserRow>('SELECT * FROM users WHERE member_key = ?')
  const memberByKey = db.prepare<[string], MemberRow>('SELECT * FROM members WHERE member_key = ?')
  const family = db.prepare<[string, number], MemberRow>(
    'SELECT * FROM members WHERE subscriber_id = ? AND domain_id = ? ORDER BY suffix',
  )
  const subscriberOn = db.prepare<[string, number], MemberRow>(
    'SELECT * FROM members WHERE subscriber_id = ? AND domain_id = ? AND suffix = 0',
  )
  const memberships = db.prepare<[string], MembershipRow>(
    `SELECT * FROM memberships JOIN groups USING (group_id) WHERE subscriber_id = ? ORDER BY seq`,
  )
  const membership = db.prepare<[string, string], MembershipRow>(
    `SELECT * FROM memberships JOIN groups USING (group_id) WHERE subscriber_id = ? AND group_id = ?`,
  )
  const eligibility = db.prepare<[string, string], EligibilityRow>(
    'SELECT * FROM eligibility WHERE member_key = ? AND group_id = ? ORDER BY effective_date, id',
  )
  const groupEligibility = db.prepare<[string, string], EligibilityRow>(
    `SELECT e.* FROM eligibility e JOIN members m USING (member_key)
     WHERE m.subscriber_id = ? AND e.group_id = ? ORDER BY m.suffix, e.effective_date, e.id`,
  )
  return {
    address: (subscriberId: string) => address.get(subscriberId),
    userById: (id: number) => userById.get(id),
    userByUsername: (username: string) => userByUsername.get(username),
    userByMember: (memberKey: string) => userByMember.get(memberKey),
    memberByKey: (memberKey: string) => memberByKey.get(memberKey),
    family: (subscriberId: string, domainId: number) => family.all(subscriberId, domainId),
    subscriberOn: (subscriberId: string, domainId: number) => subscriberOn.get(subscriberId, domainId),
    memberships: (subscriberId: string) => memberships.all(subscriberId),
    membership: (subscriberId: string, groupId: string) => membership.get(subscriberId, groupId),
    eligibility: (memberKey: string, groupId: string) => eligibility.all(memberKey, groupId),
    groupEligibility: (subscriberId: string, groupId: string) => groupEligibility.all(subscriberId, groupId),
  }
}

export type Store = ReturnType<typeof createStore>
