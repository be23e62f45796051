import type { MemberApi } from '~/platform/gateway/client.server'

/** The security question catalogue for a member who is not signed in (GET account/security-questions). */
export async function registrationQuestions(api: MemberApi) {
  const { available } = await api.securityQuestions()
  return available.map((q) => ({ value: q.questionId, label: q.question }))
}
