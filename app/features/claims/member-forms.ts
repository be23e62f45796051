/**
 * The 'Forms and documents' page (issue 24, docs/decisions/156-member-forms.md). Pure: the brand's
 * member forms grouped by category, in the order the gateway lists them.
 */
import type { MemberForm, MemberFormCategory } from '@member-dashboard/contract'

export const MEMBER_FORMS_PAGE = '/forms'

/** The resource route that streams a form's PDF. */
export function memberFormDownloadHref(id: string): string {
  return `/resources/forms/${encodeURIComponent(id)}`
}

export interface MemberFormView {
  id: string
  title: string
  purpose: string
  href: string
}

/** The forms by category, categories in the order of their first form, forms in the gateway's order. */
export function memberFormGroups(
  forms: readonly MemberForm[],
): { category: MemberFormCategory; forms: MemberFormView[] }[] {
  const groups = new Map<MemberFormCategory, MemberFormView[]>()
  for (const form of forms) {
    const views = groups.get(form.category) ?? []
    views.push({
      id: form.id,
      title: form.title,
      purpose: form.purpose,
      href: memberFormDownloadHref(form.id),
    })
    groups.set(form.category, views)
  }
  return [...groups].map(([category, views]) => ({ category, forms: views }))
}
