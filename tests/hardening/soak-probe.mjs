/**
 * Preloaded into the soak test's app server (NODE_OPTIONS="--expose-gc --import <this file>"):
 * on SIGUSR2 it runs a full garbage collection and writes the process's memory figures as one
 * JSON line to SOAK_PROBE_FILE, so the soak compares memory at the same point of the GC cycle.
 */
import { writeFileSync } from 'node:fs'

process.on('SIGUSR2', () => {
  globalThis.gc?.()
  globalThis.gc?.()
  setTimeout(() => {
    globalThis.gc?.()
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
    writeFileSync(
      process.env.SOAK_PROBE_FILE,
      JSON.stringify({ at: Date.now(), rss, heapUsed, external, arrayBuffers }),
    )
  }, 50)
})
