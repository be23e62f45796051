/**
 * replyInvalid bounds every echo (decision 101), also for an action still on conform's
 * `parseWithZod` (the login action): issue 16 measured a 50 MB login POST answered with 104.9 MB.
 */
import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { replyInvalid } from './reply.server'
import { ECHO_MAX_LENGTH, parseForm } from './submission'
import { z } from 'zod'
import { requiredString } from './validators'

const huge = 'u'.repeat(1_000_000)
/** A login-like form: two required fields with their own maxima. */
const loginSchema = z.object({
  username: requiredString('Username', { max: 64 }),
  password: requiredString('Password', { max: 128 }),
})
const loginForm = () => {
  const form = new FormData()
  form.append('username', huge)
  form.append('password', huge)
  return form
}
const resultOf = (answer: ReturnType<typeof replyInvalid>) =>
  (answer as unknown as { data: { result: { initialValue: Record<string, string> } } }).data.result

describe('replyInvalid', () => {
  it(`a 1 MB username through parseWithZod comes back as at most ${ECHO_MAX_LENGTH} characters`, () => {
    const answer = replyInvalid(parseWithZod(loginForm(), { schema: loginSchema }), {
      hideFields: ['password'],
    })
    const result = resultOf(answer)
    expect(result.initialValue.username).toHaveLength(ECHO_MAX_LENGTH)
    expect(result.initialValue).not.toHaveProperty('password')
    expect(JSON.stringify(result).length).toBeLessThan(1_000)
  })

  it("through parseForm it is cut to the field's own maximum (username: 64)", () => {
    const result = resultOf(replyInvalid(parseForm(loginForm(), { schema: loginSchema })))
    expect(result.initialValue.username).toHaveLength(64)
    expect(result.initialValue.password).toHaveLength(128)
  })
})
