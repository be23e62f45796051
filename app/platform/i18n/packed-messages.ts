/**
 * A loader's `messages` travel as one JSON text (issue 25, decision 214). Remix encodes loader
 * data with turbo-stream value by value: every key and every text of a catalogue was an entry of
 * its own, and the texts were half of the encoding of a page's data (`/benefits/summary`: 930 µs
 * with them, 460 µs without). Packed, they are one string; the browser parses it with
 * `JSON.parse` (native) once per text it receives. Pure: no I/O; the server and the browser share it.
 */
import type { Catalogue } from './translate'

declare const packed: unique symbol
/** Catalogue texts as one JSON text (`packMessages`); `unpackMessages` reads them back. */
export type PackedMessages = string & { readonly [packed]: true }

export const packMessages = (catalogue: Catalogue) => JSON.stringify(catalogue) as PackedMessages

/** Parsed texts by their JSON: a page's few are parsed once, not on every render or navigation. */
const parsed = new Map<string, Catalogue>()
/** More than the texts of every page in both languages; past it the oldest is parsed again if needed. */
const PARSED_MAX = 128

/** The catalogue of a loader's `messages`; nothing for anything that is not packed texts. */
export function unpackMessages(messages: unknown): Catalogue | undefined {
  if (typeof messages !== 'string') return undefined
  const known = parsed.get(messages)
  if (known) return known
  let catalogue: unknown
  try {
    catalogue = JSON.parse(messages)
  } catch {
    return undefined
  }
  if (!catalogue || typeof catalogue !== 'object' || Array.isArray(catalogue)) return undefined
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value as string)
  parsed.set(messages, catalogue as Catalogue)
  return catalogue as Catalogue
}
