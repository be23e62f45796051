/**
 * `npm run db:reset`: deletes the gateway database (and its WAL files) and seeds it afresh.
 * Stop the gateway first: a running gateway keeps the old file open.
 */
import { rmSync } from 'node:fs'
import { isoDay } from './dates'
import { openDatabase } from './db'
import { readEnv } from './config'
import { seedDatabase } from './seed'

export function resetDatabase(dbPath: string, now = new Date()): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true })
  const db = openDatabase(dbPath)
  try {
    seedDatabase(db, isoDay(now), now.toISOString())
  } finally {
    db.close()
  }
}

// The reset signs nothing: it needs no JWT secret, even in production.
const config = readEnv({ ...process.env, NODE_ENV: 'development' })
if (!config.ok) {
  process.stderr.write(`${config.message}\n`)
  process.exit(1)
}
resetDatabase(config.env.GATEWAY_DB_PATH)
process.stdout.write(`Gateway database reset and seeded: ${config.env.GATEWAY_DB_PATH}\n`)
