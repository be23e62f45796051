import type { z } from 'zod'

/** The messages a schema reports for a value ([] when valid). */
export function errorsOf(schema: z.ZodTypeAny, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

/** A form body with these fields, as a browser posts it. */
export function form(entries: Record<string, string>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.set(name, value)
  return data
}

/** A string of n letters, for length limits. */
export const letters = (n: number) => 'a'.repeat(n)
