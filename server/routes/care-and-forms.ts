import {
  careReminderPaths,
  memberFormId,
  memberFormPaths,
  type CareReminder,
  type DomainId,
  type MemberForm,
} from '@member-dashboard/contract'
import { memberScope, visibleMembers, type RouteModule } from '../context'
import { notFound } from '../errors'
import { brandName, customerServicePhone } from '../reference'
import { privateTo } from './benefits'
import { handbookPdf } from './documents'

interface CareReminderRow {
  reminder_id: string
  member_key: string
  title: string
  reason: string
  due_date: string
  find_care: CareReminder['findCare']
}

const claimForm = (title: string, purpose: string): MemberForm => ({
  id: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  title,
  purpose,
  category: 'Claims',
})
const appeal = claimForm('Request for an appeal', 'Ask us to review a claim or coverage decision again.')
const releaseOfInformation: MemberForm = {
  id: 'authorization-to-release-health-information',
  title: 'Authorization to release health information',
  purpose: 'Let us share your health information with a person or organization you choose.',
  category: 'Privacy',
}

const mainBrandForms: MemberForm[] = [
  claimForm('Medical claim form', 'Ask to be paid back for covered care you paid for yourself.'),
  appeal,
  releaseOfInformation,
  {
    id: 'change-of-address',
    title: 'Change of address',
    purpose: 'Tell us your new mailing address and phone number.',
    category: 'Account',
  },
  {
    id: 'prescription-reimbursement-form',
    title: 'Prescription reimbursement form',
    purpose: 'Ask to be paid back for a covered prescription you paid for at the pharmacy.',
    category: 'Pharmacy',
  },
]

/**
 * The member forms of each brand (../shared/personas.md 'Care reminders and member forms'): the
 * same list for every member of a brand; the Medicare-type brand has the main brand's.
 */
export const memberFormsByDomain: Record<DomainId, MemberForm[]> = {
  1: mainBrandForms,
  2: mainBrandForms,
  5: [
    claimForm('Dental claim form', 'Ask to be paid back for covered dental care you paid for yourself.'),
    appeal,
    releaseOfInformation,
  ],
}

/**
 * care-reminders (the reminders of the members the caller may see: `visibleMembers` without the
 * adult dependents, whose reminders are theirs alone, as for benefits), forms and forms/{id}/document.
 */
export const careAndFormRoutes: RouteModule = (app, ctx) => {
  const remindersOf = ctx.db.prepare<[string], CareReminderRow>(
    'SELECT * FROM care_reminders WHERE member_key = ?',
  )

  app.get(`/${careReminderPaths.careReminders}`, async (request) => {
    const scope = memberScope(ctx, request)
    const today = ctx.today()
    return visibleMembers(scope)
      .filter((m) => !privateTo(scope, m, today))
      .flatMap((m) =>
        remindersOf.all(m.member_key).map((r): CareReminder => ({
          reminderId: r.reminder_id,
          memberKey: r.member_key,
          memberSuffix: m.suffix,
          memberName: `${m.first_name} ${m.last_name}`,
          title: r.title,
          reason: r.reason,
          dueDate: r.due_date,
          findCare: r.find_care,
        })),
      )
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.reminderId.localeCompare(b.reminderId))
  })

  app.get(`/${memberFormPaths.forms}`, async (request) => {
    const scope = memberScope(ctx, request)
    return memberFormsByDomain[scope.member.domain_id]
  })

  app.get<{ Params: { id: string } }>(`/${memberFormPaths.forms}/:id/document`, async (request, reply) => {
    const scope = memberScope(ctx, request)
    const id = memberFormId.safeParse(request.params.id)
    const form = id.success
      ? memberFormsByDomain[scope.member.domain_id].find((f) => f.id === id.data)
      : undefined
    if (!form) throw notFound('No such form')
    const pdf = await handbookPdf({
      brand: brandName[scope.member.domain_id],
      title: form.title,
      description: `${form.purpose} Print this form, fill it in, and mail it to the address on the back of your member ID card.`,
      groupName: `${form.category} form`,
      pages: 1,
      phone: customerServicePhone[scope.member.domain_id],
    })
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${form.id}.pdf"`)
      .header('cache-control', 'private, no-store')
    return Buffer.from(pdf)
  })
}
