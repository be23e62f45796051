import { describe, expect, it } from 'vitest'
import { loggablePath } from './logger'

describe('loggablePath', () => {
  it('drops the query and masks long numbers (member, subscriber, claim numbers)', () => {
    expect(loggablePath('/claims/20261234567?memberKey=4100100')).toBe('/claims/:n')
    expect(loggablePath('/benefits/programs/27')).toBe('/benefits/programs/27')
    expect(loggablePath('/x/EV1000001')).toBe('/x/:n')
    expect(loggablePath('/home#top')).toBe('/home')
  })
})
