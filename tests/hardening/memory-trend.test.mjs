/**
 * The soak's leak judge (memory-trend.mjs) on figures of real soaks: the CI sample with one high
 * run is flat; a steady rise of the same size is a leak.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { memoryTrend } from './memory-trend.mjs'

const MB = 1024 * 1024
const TOLERANCE = 0.15

describe('memory trend of the soak', () => {
  it('one high run among flat ones is not growth (the CI sample: 211 MB in run 5)', () => {
    const rss = [176, 181, 183, 182, 211, 184, 181, 185, 183, 182].map((v) => v * MB)
    const trend = memoryTrend(rss)
    assert.ok(trend.growth <= TOLERANCE, `growth ${trend.growth}`)
    assert.ok(Math.abs(trend.slope) < 1 * MB, `slope ${trend.slope / MB} MB a run`)
  })

  it('a steady rise of 3 MB a run from 180 MB is growth over 15%', () => {
    const rss = Array.from({ length: 10 }, (_, i) => (180 + 3 * i) * MB)
    const trend = memoryTrend(rss)
    assert.equal(trend.slope, 3 * MB)
    assert.ok(trend.growth > TOLERANCE, `growth ${trend.growth}`)
  })

  it('a rise hidden by noise is still seen', () => {
    const noise = [4, -3, 2, -4, 3, -2, 4, -3, 1, -2]
    const rss = noise.map((n, i) => (180 + 4 * i + n) * MB)
    assert.ok(memoryTrend(rss).growth > TOLERANCE)
  })
})
