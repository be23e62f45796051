import type { MemberApi } from '~/gateway/client.server'
import { isGatewayError } from '~/gateway/errors'

/**
 * The security question list for a member who is not signed in. GET account/security-questions
 * needs a token in the sandbox gateway; until it is public, the seeded catalogue (same ids) is used.
 */
const FALLBACK: [string, string][] = [
  ['Q1', 'What was the name of your first pet?'],
  ['Q2', 'In what city were you born?'],
  ['Q3', "What is your mother's maiden name?"],
  ['Q4', 'What was the make of your first car?'],
  ['Q5', 'What was the name of your elementary school?'],
  ['Q6', 'What is the title of your favorite book?'],
  ['Q7', 'In what city did you meet your spouse or partner?'],
  ['Q8', 'What was your childhood nickname?'],
]

export async function registrationQuestions(api: MemberApi) {
  try {
    const { available } = await api.securityQuestions()
    return available.map((q) => ({ value: q.questionId, label: q.question }))
  } catch (error) {
    if (!isGatewayError(error) || (error.status !== 401 && error.status !== 403)) throw error
    return FALLBACK.map(([value, label]) => ({ value, label }))
  }
}
