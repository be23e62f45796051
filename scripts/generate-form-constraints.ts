/**
 * Writes each area's `form-constraints.generated.ts` from its schemas (decision 170; what and why:
 * scripts/form-constraints.ts). Run: `npm run generate:form-constraints`.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { areas, renderArea } from './form-constraints'

for (const area of areas) {
  const text = await renderArea(area)
  const before = await readFile(area.file, 'utf8').catch(() => null)
  if (before === text) continue
  await writeFile(area.file, text)
  console.log(`wrote ${area.file}`)
}
