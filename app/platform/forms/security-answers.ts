/**
 * The security question/answer fields shared by registration and account settings (spec section 5
 * 'Answer' validator): three pairs, each question chosen once. Pure: no I/O.
 */
import { z } from 'zod'
import { message } from '~/platform/i18n/message'
import { answerField, requiredString } from './validators'
import { SECURITY_QUESTION_COUNT } from './security-questions'

export { SECURITY_QUESTION_COUNT }
export const DUPLICATE_QUESTION_MESSAGE = message('validation:duplicateQuestion')

/** Three question/answer pairs, each question chosen once. */
export function securityAnswersShape() {
  const shape: Record<string, z.ZodTypeAny> = {}
  for (let i = 1; i <= SECURITY_QUESTION_COUNT; i++) {
    shape[`question${i}`] = requiredString(`Question ${i}`)
    shape[`answer${i}`] = answerField(`Answer ${i}`)
  }
  return shape as Record<
    `question${1 | 2 | 3}` | `answer${1 | 2 | 3}`,
    z.ZodType<string, z.ZodTypeDef, unknown>
  >
}

export function duplicateQuestions(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  const seen = new Set<unknown>()
  for (let i = 1; i <= SECURITY_QUESTION_COUNT; i++) {
    const question = value[`question${i}`]
    if (question && seen.has(question)) {
      ctx.addIssue({ code: 'custom', path: [`question${i}`], message: DUPLICATE_QUESTION_MESSAGE })
    }
    seen.add(question)
  }
}

export const securityAnswersSchema = z
  .object({ intent: z.literal('security'), ...securityAnswersShape() })
  .superRefine(duplicateQuestions)

export function answersPayload(value: Record<string, string>) {
  return Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => ({
    questionId: value[`question${i + 1}`],
    answer: value[`answer${i + 1}`],
  }))
}
