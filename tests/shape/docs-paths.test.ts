/**
 * Every path the docs cite is repository-relative and exists (issue 21, "Honesty and tidiness").
 * README.md and every docs/**\/*.md are read. Each word inside backticks (inline or fenced), and
 * each file name in prose, that starts with a top-level folder of the repository, names a
 * top-level file, or starts with `../shared/` must exist in the working tree (`../shared/` beside
 * the repository, when that folder is there). Words with a placeholder (`*`, `<name>`, `{a,b}`)
 * are patterns, not paths, and are skipped; `$` stays checked because route files carry it
 * literally (`app/routes/_member.claims.$claimNumber.tsx`). No doc may name a path of the machine
 * it was written on (`/work/`, `/root/`, `/home/`, `/tmp/`), and neither may the figures kept
 * beside them (`docs/bench/*.json`, issue 53).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const shared = join(root, '..', 'shared')

const topLevelFolders = [
  'app',
  'app-server',
  'server',
  'contract',
  'scripts',
  'e2e',
  'tests',
  'docs',
  'bench',
  'deploy',
  'public',
  '.ci',
]
const topLevelFiles = [
  'package.json',
  'Dockerfile',
  'docker-compose.yml',
  'playwright.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'eslint.config.js',
  'tsconfig.json',
]

function docFiles(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return docFiles(path, ending)
    return entry.name.endsWith(ending) ? [path] : []
  })
}

const read = (path: string) => ({ name: relative(root, path), text: readFileSync(path, 'utf8') })
const docs = [join(root, 'README.md'), ...docFiles(join(root, 'docs'), '.md')].map(read)
/** The figures kept with the docs (the bench's JSON): no machine paths either. */
const figures = docFiles(join(root, 'docs'), '.json').map(read)

/** A word cut down to the path it names: quotes, trailing punctuation and `:12-34` removed. */
function pathIn(word: string): string {
  return word
    .replace(/^["'(\[]+/, '')
    .replace(/["'),;:.!?\]]+$/, '')
    .replace(/'s$/, '')
    .replace(/(:\d+(-\d+)?)+$/, '')
}

function isRepositoryPath(path: string): boolean {
  if (path.startsWith('../shared/')) return true
  const [first] = path.split('/')
  if (path.includes('/')) return topLevelFolders.includes(first)
  return topLevelFiles.includes(path)
}

const isPattern = (path: string) => /[*<{]/.test(path)

function exists(path: string): boolean {
  if (path.startsWith('../shared/')) {
    return !existsSync(shared) || existsSync(join(shared, path.slice('../shared/'.length)))
  }
  return existsSync(join(root, path))
}

/**
 * Every repository path a doc cites, once each: any word in backticks (inline or fenced), and in
 * prose any word that names a file (`app/x/y.ts`); a bare `e2e/hardening` in prose reads as
 * "e2e and hardening", not a folder.
 */
function citedPaths(text: string): string[] {
  const parts = text.split(/(```[\s\S]*?```|`[^`\n]+`)/)
  const words = parts.flatMap((part, i) => {
    const split = part.replace(/`/g, ' ').split(/\s+/).map(pathIn)
    const inBackticks = i % 2 === 1
    return inBackticks ? split : split.filter((word) => /\/[^/]*\.\w+$/.test(word))
  })
  const paths = words.filter((path) => isRepositoryPath(path) && !isPattern(path))
  return [...new Set(paths)]
}

/** Machine paths, at the start of a word in prose or code. */
const machinePath = /(?<![\w.~/-])\/(work|root|home|tmp)\/\S*/g

describe('paths in the docs', () => {
  it('reads README.md and the decisions', () => {
    expect(docs.map((d) => d.name)).toContain('README.md')
    expect(docs.filter((d) => d.name.startsWith('docs/decisions/')).length).toBeGreaterThan(50)
    expect(figures.filter((d) => d.name.startsWith('docs/bench/')).length).toBeGreaterThan(10)
  })

  it('finds the paths it checks, route file names with `$` among them', () => {
    expect(citedPaths('see `app/routes/_member.claims.$claimNumber.tsx:12`, and `Dockerfile`.')).toEqual([
      'app/routes/_member.claims.$claimNumber.tsx',
      'Dockerfile',
    ])
    expect(citedPaths('`app/features/<area>` and `tests/shape/**/*.test.ts`')).toEqual([])
    expect(citedPaths('```sh\nnode scripts/e2e.mjs e2e/home.spec.ts\n```')).toEqual([
      'scripts/e2e.mjs',
      'e2e/home.spec.ts',
    ])
    expect(exists('app/routes/_member.claims.$claimNumber.tsx')).toBe(true)
    expect(exists('app/no-such-file.ts')).toBe(false)
    expect('cites /work/shared/personas.md and `/tmp/x`'.match(machinePath)).toEqual([
      '/work/shared/personas.md',
      '/tmp/x`',
    ])
    expect('`app/features/home/home.ts`'.match(machinePath)).toBeNull()
  })

  const named = docs.map((doc): [string, string] => [doc.name, doc.text])

  it.each(named)('%s cites only paths that exist', (name, text) => {
    expect(
      citedPaths(text).filter((path) => !exists(path)),
      `missing in ${name}`,
    ).toEqual([])
  })

  it.each([...named, ...figures.map((doc): [string, string] => [doc.name, doc.text])])(
    '%s names no path of this machine',
    (name, text) => {
      expect(text.match(machinePath) ?? [], `machine paths in ${name}`).toEqual([])
    },
  )
})
