import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompressAssets } from './precompress-assets.mjs'

describe('precompressAssets (decision 210)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const script = Array.from({ length: 300 }, (_, i) => `export const value${i} = ${i * 31};`).join('\n')
  const stylesheet = Array.from({ length: 300 }, (_, i) => `.rule-${i} { margin: ${i}px; }`).join('\n')

  it('writes a Brotli and a gzip copy beside each script and stylesheet, each the file itself once decoded', () => {
    writeFileSync(join(dir, 'entry-abc123.js'), script)
    writeFileSync(join(dir, 'root-abc123.css'), stylesheet)
    expect(precompressAssets(dir)).toBe(2)
    for (const [name, content] of [
      ['entry-abc123.js', script],
      ['root-abc123.css', stylesheet],
    ]) {
      const br = readFileSync(join(dir, `${name}.br`))
      const gz = readFileSync(join(dir, `${name}.gz`))
      expect(br.length).toBeLessThan(content.length)
      expect(brotliDecompressSync(br).toString()).toBe(content)
      expect(gunzipSync(gz).toString()).toBe(content)
    }
  })

  it('writes no copy that would not be smaller, and leaves other files alone', () => {
    writeFileSync(join(dir, 'tiny-abc123.js'), 'x')
    writeFileSync(join(dir, 'photo-abc123.png'), script)
    precompressAssets(dir)
    for (const name of [
      'tiny-abc123.js.br',
      'tiny-abc123.js.gz',
      'photo-abc123.png.br',
      'photo-abc123.png.gz',
    ])
      expect(existsSync(join(dir, name)), name).toBe(false)
  })
})
