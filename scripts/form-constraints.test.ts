import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { areas, constraintOf, GENERATE_COMMAND, renderArea } from './form-constraints'

describe('generated form constraints (decision 170)', () => {
  for (const area of areas) {
    it(`${area.file} is what the schemas give today`, async () => {
      const written = readFileSync(area.file, 'utf8')
      expect(written, `${area.file} is out of date: run \`${GENERATE_COMMAND}\``).toBe(await renderArea(area))
    })
  }

  it('refuses a schema whose constraint depends on its data', () => {
    const schemaFor = (max: number) => z.object({ name: z.string().max(max) })
    expect(constraintOf('name', [schemaFor(10), schemaFor(10)])).toEqual({
      name: { required: true, maxLength: 10 },
    })
    expect(() => constraintOf('name', [schemaFor(10), schemaFor(20)])).toThrow(
      "name: field 'name' has other constraints with input 2",
    )
  })
})
