/**
 * The end-to-end run's timing and flake report (issue 50, decision 229). Beside the list reporter:
 * at the end it prints every test that took more than half of its timeout (the ones a machine two
 * or three times slower would fail), and every test that passed only on its retry (flaky: the run
 * fails on it, `failOnFlakyTests` in playwright.config.ts; the retry is kept for its evidence).
 * It also writes the figures to `<outputDir>/timings.json` (project, title, each attempt's
 * duration, the timeout), the source of the list in the decision.
 */
import { writeFileSync, mkdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter'

type Row = { project: string; test: string; timeoutMs: number; attempts: { status: string; ms: number }[] }

/** A test over this share of its timeout is listed: on a machine half as fast it would be near it. */
export const NEAR_LIMIT_SHARE = 0.5

export default class TimingReporter implements Reporter {
  private rows = new Map<TestCase, Row>()
  private outputDir = 'test-results'
  private root = process.cwd()

  onBegin(config: FullConfig, _suite: Suite) {
    this.root = config.rootDir
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'skipped') return
    const row = this.rows.get(test) ?? {
      project: test.parent.project()?.name ?? '',
      test: `${relative(this.root, test.location.file)}:${test.location.line} ${test.titlePath().slice(3).join(' › ')}`,
      timeoutMs: test.timeout,
      attempts: [],
    }
    row.timeoutMs = test.timeout
    row.attempts.push({ status: result.status, ms: result.duration })
    this.rows.set(test, row)
  }

  onEnd(_result: FullResult) {
    const rows = [...this.rows.entries()]
    if (rows.length === 0) return
    const near = rows
      .filter(([, r]) => r.attempts.some((a) => a.ms > r.timeoutMs * NEAR_LIMIT_SHARE))
      .map(([, r]) => r)
      .sort(
        (a, b) =>
          Math.max(...b.attempts.map((x) => x.ms / b.timeoutMs)) -
          Math.max(...a.attempts.map((x) => x.ms / a.timeoutMs)),
      )
    const flaky = rows.filter(([test]) => test.outcome() === 'flaky').map(([, r]) => r)
    const line = (r: Row) =>
      `  [${r.project}] ${r.test}: ${r.attempts.map((a) => `${(a.ms / 1000).toFixed(1)} s ${a.status}`).join(', then ')} of ${r.timeoutMs / 1000} s`
    console.log(`\n[timings] ${near.length} of ${rows.length} tests took over half their timeout`)
    for (const r of near) console.log(line(r))
    console.log(`[timings] ${flaky.length} flaky (passed only on a retry: the run fails)`)
    for (const r of flaky) console.log(line(r))
    mkdirSync(this.outputDir, { recursive: true })
    writeFileSync(
      join(this.outputDir, 'timings.json'),
      JSON.stringify(
        rows.map(([, r]) => r),
        null,
        1,
      ),
    )
  }

  printsToStdio() {
    return false
  }
}
