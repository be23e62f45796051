/**
 * Every form made with `useSchemaForm` gets conform once it has loaded (decision 180): the module
 * renders `SchemaForm` (which renders the controller) or the controller itself
 * (`{form.controller}` inside its `<Form>`). A form without it would still post to the server, but
 * would never check in the browser: nothing else would notice.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : []
  })
}

const formModules = sources(join(root, 'app')).filter((path) =>
  /\buseSchemaForm\(/.test(readFileSync(path, 'utf8')),
)

describe('forms render conform once it has loaded (decision 180)', () => {
  it('finds the forms', () => {
    expect(formModules.length).toBeGreaterThan(10)
  })

  it.each(formModules.map((path) => relative(root, path)))(
    '%s renders SchemaForm or form.controller',
    (path) => {
      const text = readFileSync(join(root, path), 'utf8')
      expect(/<SchemaForm\b/.test(text) || /\{\w+\.controller\}/.test(text)).toBe(true)
    },
  )
})
