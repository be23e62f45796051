#!/usr/bin/env node
/**
 * `node scripts/logo-outlines.mjs <font.ttf>`: writes the brand logos of `public/brands/` with
 * their lettering as outlines (SVG paths) drawn from a TrueType font (decision 211), so a logo looks
 * the same on every device and the browser lays out no text inside it. The logos were drawn with
 * `<text>` in "Arial, Helvetica, sans-serif", which most phones and Linux machines do not have.
 * Used with Liberation Sans Bold (metrically compatible with Arial, SIL Open Font License):
 * `node scripts/logo-outlines.mjs /usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf`.
 * Run it again when a brand's name or colour changes (the LOGOS table below).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** Each logo as it was drawn: its width, colour, initial and name (the name fills `nameWidth`). */
const LOGOS = [
  { file: 'riverbend-health.svg', name: 'Riverbend Health', width: 244, nameWidth: 184, color: '#087f5b' },
  { file: 'partner-dental.svg', name: 'Partner Dental', width: 221, nameWidth: 161, color: '#862e9c' },
  {
    file: 'riverbend-medicare-advantage.svg',
    name: 'Riverbend Medicare Advantage',
    width: 382,
    nameWidth: 322,
    color: '#364fc7',
  },
]

/** The tables of a TrueType font this needs: glyph outlines, advance widths, the Unicode map. */
function readFont(path) {
  const data = readFileSync(path)
  const tables = {}
  for (let i = 0; i < data.readUInt16BE(4); i++) {
    const record = 12 + i * 16
    tables[data.toString('latin1', record, record + 4)] = data.readUInt32BE(record + 8)
  }
  const unitsPerEm = data.readUInt16BE(tables.head + 18)
  const longOffsets = data.readInt16BE(tables.head + 50) === 1
  const numberOfHMetrics = data.readUInt16BE(tables.hhea + 34)
  const advance = (glyph) => data.readUInt16BE(tables.hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1))
  const glyphOffset = (glyph) =>
    longOffsets ? data.readUInt32BE(tables.loca + 4 * glyph) : 2 * data.readUInt16BE(tables.loca + 2 * glyph)

  // cmap: the Windows Unicode BMP subtable (platform 3, encoding 1), format 4.
  let subtable = null
  for (let i = 0; i < data.readUInt16BE(tables.cmap + 2); i++) {
    const record = tables.cmap + 4 + i * 8
    if (data.readUInt16BE(record) === 3 && data.readUInt16BE(record + 2) === 1)
      subtable = tables.cmap + data.readUInt32BE(record + 4)
  }
  if (subtable === null || data.readUInt16BE(subtable) !== 4) throw new Error('no Unicode (format 4) cmap')
  const segments = data.readUInt16BE(subtable + 6) / 2
  const ends = subtable + 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const rangeOffsets = deltas + 2 * segments
  const glyphOf = (char) => {
    const code = char.codePointAt(0)
    for (let s = 0; s < segments; s++) {
      if (code > data.readUInt16BE(ends + 2 * s)) continue
      const start = data.readUInt16BE(starts + 2 * s)
      if (code < start) break
      const delta = data.readInt16BE(deltas + 2 * s)
      const rangeOffset = data.readUInt16BE(rangeOffsets + 2 * s)
      if (rangeOffset === 0) return (code + delta) & 0xffff
      const glyph = data.readUInt16BE(rangeOffsets + 2 * s + rangeOffset + 2 * (code - start))
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }

  /** A simple glyph's contours: lists of { x, y, onCurve } in font units. */
  const contoursOf = (glyph) => {
    const start = tables.glyf + glyphOffset(glyph)
    if (glyphOffset(glyph + 1) === glyphOffset(glyph)) return []
    const count = data.readInt16BE(start)
    if (count < 0) throw new Error(`glyph ${glyph} is composite: not handled`)
    const endPoints = Array.from({ length: count }, (_, i) => data.readUInt16BE(start + 10 + 2 * i))
    const points = endPoints.length ? endPoints[count - 1] + 1 : 0
    let at = start + 10 + 2 * count
    at += 2 + data.readUInt16BE(at)
    const flags = []
    while (flags.length < points) {
      const flag = data[at++]
      flags.push(flag)
      if (flag & 8) for (let r = data[at++]; r > 0; r--) flags.push(flag)
    }
    const coordinates = (shortBit, sameBit) => {
      let value = 0
      return flags.map((flag) => {
        if (flag & shortBit) value += flag & sameBit ? data[at++] : -data[at++]
        else if (!(flag & sameBit)) {
          value += data.readInt16BE(at)
          at += 2
        }
        return value
      })
    }
    const xs = coordinates(2, 16)
    const ys = coordinates(4, 32)
    const contours = []
    let first = 0
    for (const last of endPoints) {
      contours.push(
        flags
          .slice(first, last + 1)
          .map((flag, i) => ({ x: xs[first + i], y: ys[first + i], onCurve: flag & 1 })),
      )
      first = last + 1
    }
    return contours
  }
  return { unitsPerEm, glyphOf, advance, contoursOf }
}

const round = (n) => Math.round(n * 10) / 10

/**
 * SVG path data for `text` at `size` px, its baseline at (x, y), its advance stretched to `width`
 * when given (as `textLength` with `lengthAdjust="spacingAndGlyphs"` did); `anchor` 'middle'
 * centres it on x.
 */
function outline(font, text, { x, y, size, width, anchor }) {
  const glyphs = [...text].map((char) => font.glyphOf(char))
  const natural = glyphs.reduce((sum, glyph) => sum + font.advance(glyph), 0)
  const scaleY = size / font.unitsPerEm
  const scaleX = width ? width / natural : scaleY
  let pen = anchor === 'middle' ? x - (natural * scaleX) / 2 : x
  const parts = []
  for (const glyph of glyphs) {
    for (const contour of font.contoursOf(glyph)) {
      const at = (p) => `${round(pen + p.x * scaleX)} ${round(y - p.y * scaleY)}`
      const mid = (a, b) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: 1 })
      // Start on an on-curve point (or between two off-curve ones).
      const startIndex = contour.findIndex((p) => p.onCurve)
      const ring =
        startIndex >= 0
          ? [...contour.slice(startIndex), ...contour.slice(0, startIndex)]
          : [mid(contour[contour.length - 1], contour[0]), ...contour]
      let d = `M${at(ring[0])}`
      for (let i = 1; i <= ring.length; i++) {
        const point = ring[i % ring.length]
        if (point.onCurve) {
          d += `L${at(point)}`
          continue
        }
        const next = ring[(i + 1) % ring.length]
        const end = next.onCurve ? next : mid(point, next)
        d += `Q${at(point)} ${at(end)}`
        if (next.onCurve) i++
      }
      parts.push(`${d}Z`)
    }
    pen += font.advance(glyph) * scaleX
  }
  return parts.join('')
}

function logoSvg(font, { name, width, nameWidth, color }) {
  const initial = outline(font, name[0], { x: 22, y: 26, size: 17, anchor: 'middle' })
  const lettering = outline(font, name, { x: 44, y: 26, size: 18, width: nameWidth })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40" role="img" aria-labelledby="title">
  <title id="title">${name}</title>
  <rect width="${width}" height="40" rx="6" fill="#ffffff"/>
  <circle cx="22" cy="20" r="14" fill="${color}"/>
  <path fill="#ffffff" d="${initial}"/>
  <path fill="${color}" d="${lettering}"/>
</svg>
`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const fontPath = process.argv[2]
  if (!fontPath) throw new Error('usage: node scripts/logo-outlines.mjs <font.ttf>')
  const font = readFont(fontPath)
  const folder = fileURLToPath(new URL('../public/brands/', import.meta.url))
  for (const logo of LOGOS) {
    writeFileSync(folder + logo.file, logoSvg(font, logo))
    console.log(`wrote public/brands/${logo.file}`)
  }
}
