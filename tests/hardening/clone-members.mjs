/**
 * Test data for the isolation run: clones one persona into `count` distinct members (own member
 * key, subscriber id, first name and username) in a throwaway sandbox database, copying every row
 * that names the persona's member key. Each clone signs in with the persona's password.
 */
import Database from 'better-sqlite3'

export function cloneMembers(dbPath, { template = 'avery', count = 50 } = {}) {
  const db = new Database(dbPath)
  db.pragma('busy_timeout = 5000')
  try {
    const user = db.prepare('SELECT * FROM users WHERE username = ?').get(template)
    const member = db.prepare('SELECT * FROM members WHERE member_key = ?').get(user.member_key)
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((t) => t.name)
      .filter((name) => !['users', 'members'].includes(name))
      .map((name) => ({ name, columns: db.prepare(`PRAGMA table_info(${name})`).all() }))
      .filter((t) => t.columns.some((c) => c.name === 'member_key' || c.name === 'subscriber_id'))
    const clones = []
    const insert = db.transaction((n) => {
      const key = `ISO${String(n).padStart(5, '0')}`
      const subscriberId = `ISOSUB${String(n).padStart(4, '0')}`
      const firstName = `Iso${String.fromCharCode(97 + (n % 26))}${String.fromCharCode(97 + Math.floor(n / 26))}x`
      const username = `iso-${n}`
      db.prepare(
        `INSERT INTO members SELECT ${Object.keys(member)
          .map((c) => (c === 'member_key' ? '?' : c === 'subscriber_id' ? '?' : c === 'first_name' ? '?' : c))
          .join(', ')} FROM members WHERE member_key = ?`,
      ).run(
        ...Object.keys(member)
          .filter((c) => ['member_key', 'subscriber_id', 'first_name'].includes(c))
          .map((c) => ({ member_key: key, subscriber_id: subscriberId, first_name: firstName })[c]),
        member.member_key,
      )
      for (const table of tables) {
        const names = table.columns.map((c) => c.name)
        const keyColumns = table.columns.filter((c) => c.pk)
        const owner = names.includes('member_key') ? 'member_key' : 'subscriber_id'
        const ownKey =
          keyColumns.length === 1 && !['member_key', 'subscriber_id'].includes(keyColumns[0].name)
            ? keyColumns[0]
            : null
        const select = table.columns.map((c) => {
          if (c.name === 'member_key') return `'${key}'`
          if (c.name === 'subscriber_id') return `'${subscriberId}'`
          // A table's own single key: an integer is renumbered, a text gets the clone's suffix.
          if (c === ownKey) return c.type.toUpperCase() === 'INTEGER' ? 'NULL' : `${c.name} || '-${key}'`
          return c.name
        })
        try {
          db.prepare(
            `INSERT INTO ${table.name} (${names.join(', ')}) SELECT ${select.join(', ')} FROM ${table.name} WHERE ${owner} = ?`,
          ).run(owner === 'member_key' ? member.member_key : member.subscriber_id)
        } catch {
          // A table whose other unique keys cannot be cloned: the clone simply lacks those rows.
        }
      }
      const userColumns = Object.keys(user).filter((c) => c !== 'user_id')
      db.prepare(
        `INSERT INTO users (${userColumns.join(', ')}) SELECT ${userColumns
          .map((c) => (c === 'username' || c === 'member_key' ? '?' : c))
          .join(', ')} FROM users WHERE username = ?`,
      ).run(
        ...userColumns
          .filter((c) => c === 'username' || c === 'member_key')
          .map((c) => (c === 'username' ? username : key)),
        template,
      )
      clones.push({ username, memberKey: key, subscriberId, firstName })
    })
    for (let n = 1; n <= count; n++) insert(n)
    return clones
  } finally {
    db.close()
  }
}
