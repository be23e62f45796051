import type { AccountDetails, BenefitCategory, DomainId, Member } from '@member-dashboard/contract'
import { visibleMembers, type GatewayContext, type MemberScope } from './context'
import { currentByCategory, hasCurrentCoverage, toCategoryEligibility, categoryOf } from './eligibility'
import type { EligibilityRow, MemberRow, MembershipRow } from './store'

const relationshipDescription: Record<string, string> = { SUB: 'Subscriber', SPO: 'Spouse', CHI: 'Child' }
const sexDescription: Record<string, string> = { F: 'Female', M: 'Male', U: 'Unknown' }

/** A member as the contract shows it, with the eligibility chosen per category for the group. */
export function toMember(m: MemberRow, rows: EligibilityRow[], group: MembershipRow, today: string): Member {
  const current = currentByCategory(rows, today)
  const medical = toCategoryEligibility(current.M)
  return {
    memberKey: m.member_key,
    memberSuffix: m.suffix,
    firstName: m.first_name,
    lastName: m.last_name,
    relationship: m.relationship,
    relationshipDescription: relationshipDescription[m.relationship] ?? 'Dependent',
    dateOfBirth: m.date_of_birth,
    sex: m.sex,
    sexDescription: sexDescription[m.sex] ?? 'Unknown',
    hasOutOfAreaPlan: m.has_out_of_area_plan === 1,
    hasOtherMedical: m.has_other_medical === 1,
    hasOtherDental: m.has_other_dental === 1,
    role: m.suffix === 0 ? 'SUBSCRIBER' : 'DEPENDENT',
    networkNames: JSON.parse(group.network_names) as string[],
    medicalEligibility: { ...medical, insuranceType: current.M ? group.insurance_type : null },
    dentalEligibility: toCategoryEligibility(current.D),
    visionEligibility: toCategoryEligibility(current.V),
    pharmacyEligibility: toCategoryEligibility(current.X),
  }
}

export function chatConfigFor(domainId: DomainId, groupId: string | null): AccountDetails['chatConfig'] {
  return {
    host: 'chat.riverbendhealth.example',
    bus: 'member-dashboard',
    poc: domainId === 2 ? 'medicare-service' : domainId === 5 ? 'dental-service' : 'member-service',
    displayChat: domainId !== 5,
    mappedGroupId: groupId,
    // The sandbox's chat is always staffed, so demos and tests find it at any hour.
    hours: '24 hours a day, 7 days a week',
    available: true,
  }
}

const productOrder: BenefitCategory[] = ['medical', 'dental', 'vision', 'pharmacy']

export function accountDetails(ctx: GatewayContext, scope: MemberScope): AccountDetails {
  const today = ctx.today()
  const { group, subscriber } = scope
  const rows = ctx.store.groupEligibility(subscriber.subscriber_id, group.group_id)
  // Personal details (date of birth, sex) of others only for the subscriber: a dependent, an adult
  // one included, gets only their own entry (`visibleMembers`, the rule of benefits and claims; decision 102).
  const members = visibleMembers(scope).map((m) =>
    toMember(
      m,
      rows.filter((r) => r.member_key === m.member_key),
      group,
      today,
    ),
  )
  const current = new Set(
    rows.filter((r) => hasCurrentCoverage([r], today)).map((r) => categoryOf[r.category]),
  )
  return {
    subscriberId: subscriber.subscriber_id,
    subscriberKey: subscriber.member_key,
    groupKey: group.group_key,
    groupId: group.group_id,
    groupName: group.group_name,
    parentGroupId: group.parent_group_id,
    parentGroupName: group.parent_group_name,
    effectiveDate: group.plan_effective_date,
    hireDate: subscriber.hire_date,
    members,
    address: addressOf(ctx, subscriber.subscriber_id),
    preferences: ctx.prefs.get(scope.member.member_key),
    chatConfig: chatConfigFor(scope.member.domain_id, group.group_id),
    products: productOrder.filter((p) => current.has(p)),
  }
}

export function addressOf(ctx: GatewayContext, subscriberId: string): AccountDetails['address'] {
  const row = ctx.store.address(subscriberId)
  return {
    addressLine1: row?.address_line1 ?? '',
    addressLine2: row?.address_line2 ?? '',
    city: row?.city ?? '',
    state: row?.state ?? '',
    zipCode: row?.zip_code ?? '',
    country: row?.country ?? 'US',
    phoneNumber: row?.phone_number ?? '',
  }
}
