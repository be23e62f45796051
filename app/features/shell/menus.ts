/**
 * Menus of the page shell (spec section 2 'Menus') under the visibility rules of section 6.
 * Pure: one input object in, menu items out. No I/O; `now` is only used for the asOfDate of the
 * reduced benefits menu.
 */
import type { StaffRole } from '@member-dashboard/contract'
import { DOMAIN } from '~/platform/config/brands'
import { isSubscriber } from '~/platform/plan/eligibility'
import { benefitsMenuChildren } from '~/platform/plan/benefits-menu'
import {
  ACCOUNT_ACTIVITY_PATH,
  canOpenAccountActivity,
  canOpenSettings,
  findCareIsDentistOnly,
  showEbillMenu,
  showGroupSwitch,
  showPrimaryCareLink,
  type MenuInput,
  type MenuItem,
} from '~/platform/plan/permissions'

export { canOpenSettings, showEbillMenu, showGroupSwitch, showPrimaryCareLink, type MenuInput, type MenuItem }

const item = (title: string, target: string, children?: MenuItem[]): MenuItem =>
  children ? { title, target, children } : { title, target }

// ---------------------------------------------------------------- primary menu

/** Label of the Claims entry: "Claims/EOBs (label 'Claims' for non-subscribers)". */
export function claimsMenuTitle(memberSuffix: number): string {
  return isSubscriber(memberSuffix) ? 'Claims/EOBs' : 'Claims'
}

// The Benefits menu rule is shared with the benefits pages' navigation (app/platform/plan/benefits-menu.ts).
export { benefitsMenuChildren }

/** Children of Find care; "find care there [partner brand] is only find-a-dentist". */
export function findCareMenuChildren(input: MenuInput): MenuItem[] {
  const findADentist = item('Find a dentist', '/find-care/find-a-dentist')
  if (findCareIsDentistOnly(input.domainId)) return [findADentist]
  return [
    ...(showPrimaryCareLink(input) ? [item('Primary care', '/find-care/primary-care')] : []),
    findADentist,
    item('Resources', '/find-care/resources'),
    item('Care reminders', '/find-care/care-reminders'),
  ]
}

/**
 * Children of Claims/EOBs: Claims; EOBs ("for subscribers only"); Pharmacy /navitus ("when the
 * member has the pharmacy benefit manager program"); 'Forms and documents' for everyone (issue 24).
 */
export function claimsMenuChildren(input: MenuInput): MenuItem[] {
  return [
    item('Claims', '/claims'),
    ...(isSubscriber(input.memberSuffix) ? [item('EOBs', '/eobs')] : []),
    ...(input.hasPharmacyBenefitManagerProgram ? [item('Pharmacy', '/navitus')] : []),
    item('Forms and documents', '/forms'),
  ]
}

/**
 * "Primary menu: Home, Account, Benefits, Find care, Claims/EOBs". "Benefits and Find care menus:
 * hidden if the member has no active or future eligibility."
 */
export function primaryMenu(input: MenuInput): MenuItem[] {
  const eligible = input.hasActiveOrFutureEligibility
  return [
    item('Home', '/home'),
    item('Account', '/account/summary'),
    ...(eligible ? [item('Benefits', '/benefits', benefitsMenuChildren(input))] : []),
    ...(eligible ? [item('Find care', '/find-care', findCareMenuChildren(input))] : []),
    item(claimsMenuTitle(input.memberSuffix), '/claims', claimsMenuChildren(input)),
  ]
}

// ---------------------------------------------------------------- utility menu

/**
 * "Utility menu: Contact us and Log out. Signed out it offers 'Log in' (/login) and 'Contact us'
 * (/contact-us), except on the main-brand domain" (where the signed-out utility menu is empty).
 */
export function utilityMenu(input: Pick<MenuInput, 'signedIn' | 'domainId'>): MenuItem[] {
  if (input.signedIn) return [item('Contact us', '/contact-us'), item('Log out', '/logout')]
  if (input.domainId === DOMAIN.MAIN) return []
  return [item('Log in', '/login'), item('Contact us', '/contact-us')]
}

// ---------------------------------------------------------------- account menu

/** Title of the staff entry: 'LoginAsAnyone' or 'LoginAsNonEmp'. */
export function loginAsMenuTitle(role: StaffRole): string {
  return role === 'logInAsAnyone' ? 'LoginAsAnyone' : 'LoginAsNonEmp'
}

/**
 * "Account menu: Summary, Member information, Settings, Member plan benefits, eBill, Help center,
 * LoginAsAnyone or LoginAsNonEmp (staff), Log out." "The desktop account menu starts with a 'My
 * account' entry. Its link target is not shown": we point it at /account/summary, the same page
 * as the primary menu's Account entry.
 */
export function accountMenu(input: MenuInput, options: { desktop: boolean }): MenuItem[] {
  return [
    ...(options.desktop ? [{ ...item('My account', '/account/summary'), desktopOnly: true as const }] : []),
    item('Summary', '/account/summary'),
    item('Member information', '/account/member-information'),
    ...(canOpenSettings(input) ? [item('Settings', '/account/settings')] : []),
    ...(canOpenAccountActivity(input) ? [item('Account activity', ACCOUNT_ACTIVITY_PATH)] : []),
    item('Member plan benefits', '/account/plan-benefits'),
    ...(showEbillMenu(input) ? [item('eBill', '/account/ebill')] : []),
    item('Help center', '/account/support'),
    ...(input.staffRole ? [item(loginAsMenuTitle(input.staffRole), '/login-as')] : []),
    item('Log out', '/logout'),
  ]
}

// ---------------------------------------------------------------- active item

/** A page's menus ask about the same few paths 60-100 times a render: each is split once. */
const segmentsByPath = new Map<string, readonly string[]>()

function pathSegments(path: string): readonly string[] {
  let segments = segmentsByPath.get(path)
  if (segments === undefined) {
    const pathOnly = path.split(/[?#]/, 1)[0] ?? ''
    segments = pathOnly.split('/').filter((segment) => segment !== '')
    if (segmentsByPath.size >= 500) segmentsByPath.clear()
    segmentsByPath.set(path, segments)
  }
  return segments
}

/**
 * "The active menu item is highlighted when the current route contains its target." Compared by
 * whole path segments, query and hash ignored: '/benefits' is active on '/benefits/dental', '/home'
 * is not active on '/homes'. The root target '/' matches only the root.
 */
export function isActiveMenuItem(currentPath: string, target: string): boolean {
  const current = pathSegments(currentPath)
  const wanted = pathSegments(target)
  if (wanted.length === 0) return current.length === 0
  return wanted.length <= current.length && wanted.every((segment, i) => segment === current[i])
}

/** An entry is active when its own target or any child's target is active. */
export function isActiveMenuEntry(currentPath: string, entry: MenuItem): boolean {
  return (
    isActiveMenuItem(currentPath, entry.target) ||
    (entry.children ?? []).some((child) => isActiveMenuEntry(currentPath, child))
  )
}
