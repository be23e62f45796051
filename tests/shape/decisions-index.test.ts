/**
 * The decisions' index (issue 43, 'Decisions indexed'): `docs/decisions/README.md` names every
 * decision file of the folder with its title and status, and nothing else. The folder is read, so a
 * decision added later fails here until it is in the index. A decision whose `Status:` line amends
 * or replaces another ('amends', 'refines', 'revises', 'changes'; 'replaces', 'supersedes', then
 * the other's number) must be named in that other's status: 'amended by' or 'superseded in part
 * by' with a link to it.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const folder = fileURLToPath(new URL('../../docs/decisions', import.meta.url))
const decisionFile = /^(\d{3})-[a-z0-9-]+\.md$/

const decisions = readdirSync(folder)
  .filter((name) => name !== 'README.md' && name.endsWith('.md'))
  .sort()
  .map((file) => {
    const text = readFileSync(join(folder, file), 'utf8')
    const heading = text.split('\n')[0] ?? ''
    // The status paragraph: from 'Status:' to the first blank line, on one line.
    const status = (text.match(/Status:([\s\S]*?)(?:\n\s*\n|$)/)?.[1] ?? '').replace(/\s+/g, ' ').trim()
    return { file, number: file.slice(0, 3), heading, status }
  })

type Row = { file: string; title: string; status: string }
const rows = new Map<string, Row>()
const duplicates: string[] = []
for (const line of readFileSync(join(folder, 'README.md'), 'utf8').split('\n')) {
  const row = line.match(/^\| \[(\d{3})\]\(([^)]+)\) \| (.*) \| (.*) \|$/)
  if (!row) continue
  const [, number, file, title, status] = row as unknown as [string, string, string, string, string]
  if (rows.has(file)) duplicates.push(file)
  expect(number, `the link text of ${file}`).toBe(file.slice(0, 3))
  rows.set(file, { file, title, status })
}

/** Which decisions a status paragraph amends or replaces, by number. */
function changedBy(status: string) {
  const changed: { number: string; kind: 'amended' | 'superseded' }[] = []
  for (const clause of status.matchAll(
    /\b(supersedes|replaces|amends|refines|revises|changes)\b([^.;)]*)/gi,
  )) {
    const kind = /^(supersedes|replaces)$/i.test(clause[1]!) ? 'superseded' : 'amended'
    for (const number of clause[2]!.match(/\b\d{3}\b/g) ?? []) changed.push({ number, kind })
  }
  return changed
}

describe('docs/decisions/README.md, the index of the decisions', () => {
  it('reads a folder of numbered decisions, each with a heading and a status', () => {
    expect(decisions.length).toBeGreaterThan(100)
    for (const decision of decisions) {
      expect(decision.file, 'a decision file is named NNN-short-title.md').toMatch(decisionFile)
      expect(decision.heading, `${decision.file}'s heading`).toMatch(new RegExp(`^# ${decision.number} \\S`))
      expect(decision.status, `${decision.file} has a Status: line`).not.toBe('')
    }
  })

  it('names every decision file of the folder', () => {
    const missing = decisions.filter((decision) => !rows.has(decision.file)).map((decision) => decision.file)
    expect(missing, 'decisions missing from docs/decisions/README.md: add a row for each').toEqual([])
  })

  it('names no file that does not exist, and each file once', () => {
    const files = new Set(decisions.map((decision) => decision.file))
    expect([...rows.keys()].filter((file) => !files.has(file))).toEqual([])
    expect(duplicates).toEqual([])
  })

  it("gives each decision the title of its file's heading", () => {
    for (const decision of decisions) {
      const row = rows.get(decision.file)
      if (row) expect(row.title, decision.file).toBe(decision.heading.replace(/^# \d{3} /, '').trim())
    }
  })

  it('gives each a status: current, amended by, superseded by, or superseded in part by', () => {
    for (const row of rows.values()) {
      expect(row.status, row.file).toMatch(
        /^(current|amended by \[\d{3}\]|superseded by \[\d{3}\]|superseded in part by \[\d{3}\])/,
      )
    }
  })

  it('marks every decision that a later one amends or replaces, with a link to it', () => {
    const unmarked: string[] = []
    for (const decision of decisions) {
      for (const { number, kind } of changedBy(decision.status)) {
        const target = decisions.find((other) => other.number === number)
        expect(
          target,
          `${decision.file} changes decision ${number}, which is not in the folder`,
        ).toBeDefined()
        const status = rows.get(target!.file)?.status ?? ''
        const label = kind === 'amended' ? 'amended by' : 'superseded in part by'
        if (!status.includes(`${label} [${decision.number}](${decision.file})`)) {
          unmarked.push(`${target!.file}: '${label} [${decision.number}](${decision.file})'`)
        }
      }
    }
    expect(unmarked).toEqual([])
  })

  it('says current only of a decision no other amends or replaces', () => {
    const changed = new Set(decisions.flatMap((decision) => changedBy(decision.status).map((c) => c.number)))
    for (const row of rows.values()) {
      if (row.status.startsWith('current')) expect(changed.has(row.file.slice(0, 3)), row.file).toBe(false)
    }
  })
})
