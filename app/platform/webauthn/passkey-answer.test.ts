import { describe, expect, it } from 'vitest'
import { PASSKEY_ANSWER_MAX, readPasskeyAnswer } from './passkey-answer'

describe("the browser's passkey answer", () => {
  it('is read when it is a JSON object with a credential id', () => {
    expect(readPasskeyAnswer('{"id":"abc","response":{}}')).toEqual({ id: 'abc', response: {} })
  })

  it('is refused when it is not JSON, not an object, has no id, or is too long', () => {
    for (const value of ['nope', '[1]', 'null', '{"response":{}}', '{"id":3}', undefined, 42]) {
      expect(readPasskeyAnswer(value)).toBeNull()
    }
    expect(readPasskeyAnswer(JSON.stringify({ id: 'a', pad: 'x'.repeat(PASSKEY_ANSWER_MAX) }))).toBeNull()
  })
})
