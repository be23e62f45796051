/** Gaps in tests/rules/validators.test.ts found for issue 5: one test per rule and default message. */
import { describe, expect, it } from 'vitest'
import { inEnglish } from '../../../tests/schema'
import { answerField, idField, nameField } from './validators'

const errorsOf = (
  schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value)
  return result.success ? [] : (result.error?.issues.map((i) => inEnglish(i.message)) ?? [])
}

describe('shared validators: remaining default message cases', () => {
  it("answer: required '{label} is a required field'", () => {
    expect(errorsOf(answerField('Answer 1'), undefined)).toEqual(['Answer 1 is a required field'])
    expect(errorsOf(answerField('Answer 1'), '')).toEqual(['Answer 1 is a required field'])
  })
  it('a field may override a default message (id pattern, name max length)', () => {
    expect(
      errorsOf(idField('Subscriber ID', { pattern: 'Use letters and digits only' }), 'EV1000-01'),
    ).toEqual(['Use letters and digits only'])
    expect(errorsOf(nameField('Last name', { maxLength: 'Too long' }), 'x'.repeat(31))).toEqual(['Too long'])
  })
})
