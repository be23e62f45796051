/**
 * How many security question/answer pairs a form asks for (spec section 5). Apart from the schema
 * (`security-answers.ts`) so the forms that show the pairs render them without loading zod
 * (decision 170).
 */
export const SECURITY_QUESTION_COUNT = 3
