/**
 * What `patches/@mantine+core+8.3.18.patch` promises (decision 206), checked on the installed
 * package (applied by `postinstall`): the default theme's CSS variables are computed on the first
 * call of `removeDefaultVariables`, not when its module loads. Fails on the unpatched package
 * (docs/upgrading.md). Both builds: the ESM one is the browser's, the CommonJS one the server's.
 *
 * Each test loads a fresh instance of the module (a query on its URL; out of `require.cache`) over
 * the shared default theme, whose `defaultRadius` counts its reads: the resolver reads it.
 */
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

type Variables = {
  variables: Record<string, string>
  light: Record<string, string>
  dark: Record<string, string>
}
type RemoveDefaultVariables = (input: Variables) => Variables

const require = createRequire(import.meta.url)
const packageRoot = dirname(dirname(require.resolve('@mantine/core')))
const providerDir = (build: 'esm' | 'cjs') => join(packageRoot, build, 'core', 'MantineProvider')
const nativeImport = (url: string) => import(/* @vite-ignore */ url)

let restore: (() => void) | undefined
afterEach(() => restore?.())

/** Counts the reads of the theme's `defaultRadius` from now on. */
function countReads(theme: { defaultRadius: unknown }) {
  const value = theme.defaultRadius
  const counter = { reads: 0 }
  Object.defineProperty(theme, 'defaultRadius', {
    configurable: true,
    enumerable: true,
    get: () => (counter.reads++, value),
  })
  restore = () =>
    Object.defineProperty(theme, 'defaultRadius', {
      configurable: true,
      enumerable: true,
      writable: true,
      value,
    })
  return counter
}

let loads = 0
const builds: [string, () => Promise<{ remove: RemoveDefaultVariables; reads: { reads: number } }>][] = [
  [
    "the browser's build (esm)",
    async () => {
      const { DEFAULT_THEME } = await nativeImport(
        pathToFileURL(join(providerDir('esm'), 'default-theme.mjs')).href,
      )
      const reads = countReads(DEFAULT_THEME)
      const file = join(providerDir('esm'), 'MantineCssVariables', 'remove-default-variables.mjs')
      const { removeDefaultVariables } = await nativeImport(`${pathToFileURL(file).href}?fresh=${++loads}`)
      return { remove: removeDefaultVariables, reads }
    },
  ],
  [
    "the server's build (cjs)",
    async () => {
      const { DEFAULT_THEME } = require(join(providerDir('cjs'), 'default-theme.cjs'))
      const reads = countReads(DEFAULT_THEME)
      const file = join(providerDir('cjs'), 'MantineCssVariables', 'remove-default-variables.cjs')
      delete require.cache[file]
      const { removeDefaultVariables } = require(file)
      return { remove: removeDefaultVariables, reads }
    },
  ],
]

describe.each(builds)('@mantine/core removeDefaultVariables, %s (decision 206)', (_name, load) => {
  it('computes the default variables on its first call, once, not when the module loads', async () => {
    const { remove, reads } = await load()
    expect(reads.reads).toBe(0)
    const input = { variables: { '--app-x': '1' }, light: {}, dark: {} }
    expect(remove(input)).toEqual(input)
    const afterFirstCall = reads.reads
    expect(afterFirstCall).toBeGreaterThan(0)
    remove(input)
    expect(reads.reads).toBe(afterFirstCall)
  })
})
