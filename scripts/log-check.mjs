/**
 * The log check of issue 13: the dashboard's log lines are JSON, and none carries a token, a
 * password, a cookie or a member identifier (subscriber ids, member keys, usernames, e-mail
 * addresses of the sandbox's members). Used by e2e/global-teardown.ts and
 * tests/hardening/hardening.test.mjs.
 */
import { existsSync, readFileSync } from 'node:fs'
import Database from 'better-sqlite3'

/** Identifiers of every member and user in the sandbox databases (only those long enough to be unambiguous). */
export function memberIdentifiers(databasePaths) {
  const found = new Set()
  for (const path of databasePaths) {
    if (!existsSync(path)) continue
    const db = new Database(path, { readonly: true, fileMustExist: true })
    try {
      for (const row of db.prepare('SELECT member_key, subscriber_id FROM members').all()) {
        found.add(row.member_key)
        found.add(row.subscriber_id)
      }
      for (const row of db.prepare('SELECT username FROM users').all()) found.add(row.username)
      for (const row of db
        .prepare('SELECT email_address FROM preferences WHERE email_address IS NOT NULL')
        .all())
        found.add(row.email_address)
    } finally {
      db.close()
    }
  }
  // Short values ('lee', 'kai') would match ordinary words; identifiers of 6+ characters are checked.
  return [...found].filter((value) => typeof value === 'string' && value.length >= 6)
}

const SECRETS = [
  { name: 'a JWT', pattern: /eyJ[\w-]{10,}\.[\w-]{10,}/ },
  { name: 'a password', pattern: /Dashboard#2026|Wrong#2026/ },
  { name: 'a cookie', pattern: /__session=|__flash=|__registration=|"cookie"|set-cookie/i },
  { name: 'an authorization header', pattern: /Bearer\s+\S{10,}|"authorization"/i },
]

/** Problems found in the log files (empty when clean). */
export function checkLogs(files, identifiers = []) {
  const problems = []
  // Whole tokens only: a request id's hex digits may contain a member key's digits by chance.
  const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const patterns = identifiers.map((id) => new RegExp(`(?<![0-9A-Za-z])${escape(id)}(?![0-9A-Za-z])`))
  for (const file of files) {
    if (!existsSync(file)) continue
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean)
    lines.forEach((line, i) => {
      const where = `${file}:${i + 1}`
      try {
        JSON.parse(line)
      } catch {
        problems.push(`${where}: not a JSON line: ${line.slice(0, 120)}`)
      }
      for (const secret of SECRETS) if (secret.pattern.test(line)) problems.push(`${where}: ${secret.name}`)
      if (patterns.some((pattern) => pattern.test(line))) problems.push(`${where}: a member identifier`)
    })
  }
  return problems
}
