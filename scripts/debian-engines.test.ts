// The opt-in switch of the cross-engine lanes in `npm test` (decision 253): TEST_BUILT_ENGINES
// names engines; scripts/test-built.mjs runs the command this gives.
import { describe, expect, it } from 'vitest'
import { enginesCommand } from './debian-engines.mjs'

describe('enginesCommand (TEST_BUILT_ENGINES)', () => {
  it('runs nothing when the switch is unset or empty', () => {
    expect(enginesCommand(undefined)).toBeUndefined()
    expect(enginesCommand(' , ')).toBeUndefined()
  })

  it('runs each named engine with JavaScript on and off, on one worker', () => {
    expect(enginesCommand('firefox, webkit')).toBe(
      'node scripts/engines.mjs --project firefox --project firefox-js-off --project webkit --project webkit-js-off --workers 1',
    )
  })

  it('refuses an engine it does not know rather than skip it', () => {
    expect(() => enginesCommand('firefox,safari')).toThrow(/unknown safari/)
  })
})
