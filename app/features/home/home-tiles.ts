/**
 * Pure decisions of the home page (spec section 2 'Home', section 4 'Plan management banner',
 * section 6 roles and permissions, section 9 constants). No I/O; `now` is injected.
 */
import type { Dayjs } from 'dayjs'
import type { DomainId, Limit, PlanManagementDetails, Program } from '@member-dashboard/contract'
import { DOMAIN } from '~/platform/config/brands'
import { isMedicareVariant } from '~/platform/plan/eligibility'
import { toApiDate } from '~/platform/formats'
import { featuredDentalLimit, type ValidLimit } from '~/platform/plan/limits'
import {
  planManagementBannerVariant,
  type PlanManagementBannerVariant,
} from '~/platform/plan/plan-management'
import { homePrograms, shortcutPrograms, type ShortcutProgram } from '~/platform/plan/programs'

/** "10002805 (PCI tile)" */
export const PCI_GROUP_ID = '10002805'

/** "Primary care administrative update banner: shows while ... today is on or before 31 March 2025." */
export const PCP_ADMIN_UPDATE_LAST_DAY = '2025-03-31'

type Now = Date | Dayjs

// ---------------------------------------------------------------- banner area

/** "A termed member sees a warning alert ('not currently enrolled')". */
export function showTermedWarning(isTermed: boolean): boolean {
  return isTermed
}

/** The eBill alert: the member has eBill, ebill/showEbillAlert is on, and the member is not termed. */
export function showEbillAlert(input: {
  hasEbill: boolean
  showEbillAlert: boolean
  isTermed: boolean
}): boolean {
  return input.hasEbill && input.showEbillAlert && !input.isTermed
}

/**
 * "Primary care administrative update banner: shows while the member is PCP eligible and today is
 * on or before 31 March 2025." Compared by calendar day: shown all of 31 March, gone on 1 April.
 */
export function showPcpAdministrativeUpdateBanner(input: { pcpEligible: boolean; now: Now }): boolean {
  return input.pcpEligible && toApiDate(input.now) <= PCP_ADMIN_UPDATE_LAST_DAY
}

// ---------------------------------------------------------------- primary care

export type PrimaryCareTileVariant = 'PCI' | 'PCP'

/** "Preventive initiative (PCI) tile: when the family group id is 10002805", else the PCP tile. */
export function primaryCareTileVariant(familyGroupId: string): PrimaryCareTileVariant {
  return familyGroupId === PCI_GROUP_ID ? 'PCI' : 'PCP'
}

/** The city preventive-care initiative card (phone and e-mail) shows for family group 10002805. */
export function showPciCard(familyGroupId: string): boolean {
  return familyGroupId === PCI_GROUP_ID
}

export const SELECT_PRIMARY_CARE_LABEL = 'Select primary care'

export interface PrimaryCareTile {
  variant: PrimaryCareTileVariant
  /** "Members without a selected provider see 'Select primary care' links." */
  showsSelectPrimaryCare: boolean
  /** "Members with a provider see the provider." */
  showsProvider: boolean
  selectLabel: typeof SELECT_PRIMARY_CARE_LABEL
}

export function primaryCareTile(input: { familyGroupId: string; hasProvider: boolean }): PrimaryCareTile {
  return {
    variant: primaryCareTileVariant(input.familyGroupId),
    showsSelectPrimaryCare: !input.hasProvider,
    showsProvider: input.hasProvider,
    selectLabel: SELECT_PRIMARY_CARE_LABEL,
  }
}

// ---------------------------------------------------------------- member info tile

export interface MemberInfoIdentifier {
  label: 'Employee ID' | 'Subscriber ID'
  value: string
}

/**
 * The member info tile shows "subscriber ID or employee ID": the employee id when the member is a
 * local-598 employee and an employee id exists, else the subscriber id.
 */
export function memberInfoTileIdentifier(input: {
  subscriberId: string
  employeeId: string | null | undefined
  local598: boolean
}): MemberInfoIdentifier {
  const employeeId = input.employeeId?.trim()
  if (input.local598 && employeeId) return { label: 'Employee ID', value: employeeId }
  return { label: 'Subscriber ID', value: input.subscriberId }
}

/** "ID card actions: only if eligible for an ID card." */
export function showIdCardActions(idCardEligible: boolean): boolean {
  return idCardEligible
}

export interface IdCardActions {
  downloadLabel: 'Download ID card'
  moreOptions: { title: 'More ID card options'; target: '/account/member-information' }
}

/** The tile's buttons: 'Download ID card' and 'More ID card options' (member information); null when not eligible. */
export function idCardActions(idCardEligible: boolean): IdCardActions | null {
  if (!showIdCardActions(idCardEligible)) return null
  return {
    downloadLabel: 'Download ID card',
    moreOptions: { title: 'More ID card options', target: '/account/member-information' },
  }
}

// ---------------------------------------------------------------- programs section

/** "Featured programs: hidden for termed members." */
export function showFeaturedPrograms(isTermed: boolean): boolean {
  return !isTermed
}

/** "Featured dental limit tile: only on the main-brand (first-named) domain." */
export function showFeaturedDentalLimitTile(domainId: DomainId): boolean {
  return domainId === DOMAIN.MAIN
}

// ---------------------------------------------------------------- everything at once

export interface HomeTilesInput {
  domainId: DomainId
  now: Now
  isTermed: boolean
  hasEbill: boolean
  /** ebill/showEbillAlert */
  showEbillAlert: boolean
  planManagement: PlanManagementDetails | null
  pcpEligible: boolean
  familyGroupId: string
  parentGroupId: string | null
  /** The active member has a selected primary care provider. */
  hasProvider: boolean
  subscriberId: string
  employeeId: string | null
  local598: boolean
  idCardEligible: boolean
  programs: readonly Program[]
  outlineOfCoverageUrl: string | null
  limits: readonly Limit[]
}

export interface HomeTiles {
  termedWarning: boolean
  ebillAlert: boolean
  planManagementBanner: PlanManagementBannerVariant | null
  pcpAdministrativeUpdateBanner: boolean
  primaryCareTile: PrimaryCareTile
  pciCard: boolean
  memberInfo: MemberInfoIdentifier
  idCardActions: IdCardActions | null
  /** Up to 6 enrolled high-priority programs; empty for termed members. */
  programs: Program[]
  /** Shortcut tiles, each under its own rule (eBill already hides for termed members). */
  shortcutPrograms: ShortcutProgram[]
  /** The featured dental limit on the main brand; null elsewhere or when no limit is valid. */
  featuredDentalLimit: ValidLimit | null
  medicareVariant: boolean
}

/** Every home decision from one input, for the home loader. */
export function homeTiles(input: HomeTilesInput): HomeTiles {
  return {
    termedWarning: showTermedWarning(input.isTermed),
    ebillAlert: showEbillAlert(input),
    planManagementBanner: planManagementBannerVariant(input.planManagement),
    pcpAdministrativeUpdateBanner: showPcpAdministrativeUpdateBanner(input),
    primaryCareTile: primaryCareTile(input),
    pciCard: showPciCard(input.familyGroupId),
    memberInfo: memberInfoTileIdentifier(input),
    idCardActions: idCardActions(input.idCardEligible),
    programs: showFeaturedPrograms(input.isTermed) ? homePrograms(input.programs) : [],
    shortcutPrograms: shortcutPrograms(input),
    featuredDentalLimit: showFeaturedDentalLimitTile(input.domainId)
      ? featuredDentalLimit(input.limits)
      : null,
    medicareVariant: isMedicareVariant(input.parentGroupId),
  }
}
