/**
 * Browser chunks grouped by the pages that load them (decision 203). Pure: no I/O.
 *
 * Left to itself, Rollup gives every distinct set of entries (route modules, `entry.client`, the
 * modules loaded with `import()`) that share code a chunk of its own: a member page named 36-38
 * files in its HTML. But a route module never loads alone: its parent layouts (in the flat routes
 * convention, the route files whose names are a dotted prefix of its name), `root` and
 * `entry.client` load with it. A chunk used by `_member` and `_member.claims._index` is therefore
 * loaded by exactly the pages that load one used by `_member` alone, and a chunk `root` uses by
 * every page. `planRouteChunks` reads the chunks of a first build and names each shared chunk by
 * the entries that load it, leaving out every route whose parent layout is among them; the second
 * build puts the modules of the chunks with one name in one file (`manualChunks`). Chunks with the
 * same name are loaded by exactly the same pages: no page loads a byte more.
 */

/** What a first build says of one of its chunks (Rollup's OutputChunk, in part). */
export interface BuiltChunk {
  fileName: string
  name: string
  isEntry: boolean
  isDynamicEntry: boolean
  facadeModuleId: string | null
  /** File names of the chunks it imports statically. */
  imports: readonly string[]
  moduleIds: readonly string[]
}

/** A route module's file name without folder, extension and query (`_member.claims._index`). */
export function routeName(moduleId: string | null): string | null {
  return /\/app\/routes\/([^/?]+)\.tsx?(?:\?|$)/.exec(moduleId ?? '')?.[1] ?? null
}

const LOADED_BY_EVERY_PAGE = /\/app\/(root|entry\.client)\.tsx(?:\?|$)/

/** Whether a route named `name` has a parent layout among `routes` (a dotted prefix of its name). */
function hasLayoutIn(name: string, routes: ReadonlySet<string>): boolean {
  const parts = name.split('.')
  for (let length = parts.length - 1; length > 0; length--)
    if (routes.has(parts.slice(0, length).join('.'))) return true
  return false
}

/** The name of the pages that load a chunk loaded with `entries`. */
export function loadedBy(entries: readonly BuiltChunk[]): string {
  if (entries.some((entry) => LOADED_BY_EVERY_PAGE.test(entry.facadeModuleId ?? ''))) return 'every-page'
  const routes = new Set(
    entries.map((entry) => routeName(entry.facadeModuleId)).filter((name) => name !== null),
  )
  return entries
    .map((entry) => ({ route: routeName(entry.facadeModuleId), name: entry.name }))
    .filter(({ route }) => route === null || !hasLayoutIn(route, routes))
    .map(({ route, name }) => route ?? name)
    .sort()
    .join(' ')
}

/** A short, stable file name for a set of pages (FNV-1a, 32 bits, base 36). */
function chunkFileName(pages: string): string {
  if (pages === 'every-page') return pages
  let hash = 0x811c9dc5
  for (let i = 0; i < pages.length; i++) hash = Math.imul(hash ^ pages.charCodeAt(i), 0x01000193)
  return `shared-${(hash >>> 0).toString(36)}`
}

/**
 * Module id -> chunk name, for the modules of the shared chunks (not entries) of a first build
 * that share their name with another chunk; `ownChunk(chunk)` keeps a chunk as it is (the chunks
 * `manualChunks` already names).
 */
export function planRouteChunks(
  chunks: readonly BuiltChunk[],
  ownChunk: (chunk: BuiltChunk) => boolean = () => false,
): Record<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const entriesOf = new Map<string, BuiltChunk[]>()
  for (const entry of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
    const reached = new Set<string>()
    const pending = [...entry.imports]
    while (pending.length > 0) {
      const file = pending.pop()!
      if (reached.has(file)) continue
      reached.add(file)
      pending.push(...(byFile.get(file)?.imports ?? []))
    }
    for (const file of reached) entriesOf.set(file, [...(entriesOf.get(file) ?? []), entry])
  }
  const groups = new Map<string, BuiltChunk[]>()
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.isDynamicEntry || ownChunk(chunk)) continue
    const pages = loadedBy(entriesOf.get(chunk.fileName) ?? [])
    groups.set(pages, [...(groups.get(pages) ?? []), chunk])
  }
  // The root's own stylesheets (the theme, the app's base styles) go first in the every-page file:
  // one render-blocking request less on every page, the rules in the same order.
  const root = chunks.find(
    (chunk) => chunk.isEntry && /\/app\/root\.tsx(?:\?|$)/.test(chunk.facadeModuleId ?? ''),
  )
  const rootStyles = root?.moduleIds.filter((id) => /\.css(?:\?|$)/.test(id)) ?? []
  if (rootStyles.length > 0 && groups.has('every-page'))
    groups.get('every-page')!.unshift({ ...root!, moduleIds: rootStyles })
  const plan: Record<string, string> = {}
  for (const [pages, group] of groups)
    if (group.length > 1)
      for (const chunk of group) for (const id of chunk.moduleIds) plan[id] = chunkFileName(pages)
  return plan
}
