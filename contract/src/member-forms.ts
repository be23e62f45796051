/**
 * The plan's member forms (spec section 7: "Also configured: ... forms"; the path is all the spec
 * gives). The shape is ours (docs/decisions/156-member-forms.md): the same list for every member of
 * a brand, each form a PDF the gateway serves with the member's bearer token.
 */
import { z } from 'zod'

/** A form id travels in a path segment: letters, digits and hyphens only. */
export const memberFormId = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'expected a form id')

export const memberFormPaths = {
  /** GET: the brand's member forms (JSON list, in the order to show them). */
  forms: 'forms',
  /** GET: one form as a PDF (404 for an id the brand does not have). */
  formDocument: (id: string) => `forms/${memberFormId.parse(id)}/document`,
} as const

export const memberFormCategories = ['Claims', 'Privacy', 'Account', 'Pharmacy'] as const
export const memberFormCategory = z.enum(memberFormCategories)
export type MemberFormCategory = z.infer<typeof memberFormCategory>

export const memberForm = z.object({
  id: memberFormId,
  title: z.string(),
  /** One line: what the form is for. */
  purpose: z.string(),
  category: memberFormCategory,
})
export type MemberForm = z.infer<typeof memberForm>
export const memberForms = z.array(memberForm)
