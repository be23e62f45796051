import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'

const root = new URL('..', import.meta.url).pathname

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function statusOf(url: string) {
  try {
    return (await fetch(url)).status
  } catch {
    return 0
  }
}

describe('npm run dev', () => {
  it('serves the dashboard from the Vite dev server with the sandbox gateway beside it', async () => {
    const [port, gatewayPort] = [await freePort(), await freePort()]
    const database = `data/dev-test-${gatewayPort}.sqlite`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_DB_PATH: database,
      BUILD_DIR: 'build-dev-test',
    }
    for (const name of ['NODE_ENV', 'GATEWAY_URL', 'VITEST', 'VITEST_POOL_ID', 'VITEST_WORKER_ID'])
      delete env[name]
    const dev = spawn('npm', ['run', 'dev'], { cwd: root, env, detached: true, stdio: 'ignore' })
    try {
      // /readyz answers 200 once the dev server runs and the sandbox gateway answers it.
      const until = Date.now() + 100_000
      while ((await statusOf(`http://localhost:${port}/readyz`)) !== 200 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      expect(await statusOf(`http://localhost:${port}/readyz`)).toBe(200)
      const login = await fetch(`http://localhost:${port}/login`)
      expect(login.status).toBe(200)
      expect(await login.text()).toContain('Log in to your Member Dashboard')
    } finally {
      process.kill(-dev.pid!, 'SIGTERM')
      await new Promise((resolve) => setTimeout(resolve, 500))
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${root}${database}${suffix}`, { force: true })
    }
  }, 150_000)
})
