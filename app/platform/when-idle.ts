/**
 * Runs `work` in a task of its own once the browser has a moment (decision 201): what a page loads
 * after it has come to life (a form's checks, the idle warning) is started here rather than in the
 * effects React runs right after hydration, which all run in one task: started there, their
 * module preloads made that task a long one (Lighthouse's Total Blocking Time). `timeoutMs` bounds
 * the wait on a page that is never idle. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  // Safari before 18.4 has no requestIdleCallback: the next task.
  const handle = window.setTimeout(work, 1)
  return () => window.clearTimeout(handle)
}
