#!/usr/bin/env node
/**
 * The upgrade rehearsal (issue 53, decision 248): `npm run upgrade:rehearse`.
 *
 * Copies the committed tree (HEAD) into a scratch folder outside the repository, installs it
 * WITHOUT the patches of `patches/`, and builds it as it is (`unpatched`), then with each
 * look-alike of docs/upgrading.md that has a scripted swap back to its library (`SWAPS` below), one
 * at a time, and with all of them together (`all`). Each build runs the unit and route tests
 * (vitest) and the screenshot tests (e2e/screenshots.spec.ts), and all of them are benched beside
 * this repository's own build (patches applied, look-alikes in place) in one `npm run bench` run
 * (`BENCH_VARIANTS`, decision 228). It writes `docs/upgrade-rehearsal.md`: the date, what failed,
 * and what each patch (`unpatched` against the repository's build) and each copy (a swap against
 * `unpatched`) buys in throughput and page weight.
 *
 * The scratch copy is the day of the upgrade in miniature: the patches gone (React Router 7 takes
 * none of them) and the copies of Mantine's markup back to Mantine (the Mantine 9 move). What fails
 * there is what the upgrade will have to redo.
 *
 * Costly (several builds, the test suites, the bench): run it on a quiet machine. Settings:
 * - REHEARSE_DIR: the scratch folder (default a new one under the system's temporary folder); kept
 *   after the run for a look, deleted by the next run given the same folder.
 * - REHEARSE_INSTALL: `ci` (default: `npm ci` in the copy, patches/ removed first) or `copy` (this
 *   repository's node_modules copied, then `patch-package --reverse`: minutes faster, same tree).
 * - REHEARSE_VARIANTS: which builds (default `unpatched`, every swap, `all`), comma-separated.
 * - REHEARSE_STEPS: which steps (default `unit,screenshots,bench`).
 * - REHEARSE_UNIT: vitest's file filters (space-separated; default the whole suite).
 * - REHEARSE_UNIT_VARIANTS: the builds the unit tests run for (default `unpatched,all`: a swap
 *   changes components, whose own tests then run in `all`).
 * - E2E_PORT_OFFSET and BENCH_* are passed on (the screenshot tests and the bench honour them).
 */
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')
const env = process.env
const list = (value, fallback) =>
  (value ?? fallback)
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean)

/**
 * A look-alike returned to its library: text edits of the scratch copy, each anchored on the exact
 * text it replaces (a missing anchor fails the variant: the code moved, the swap must follow).
 * The decisions' numbers are those of docs/upgrading.md's 'Copies and look-alikes'.
 */
const SWAPS = [
  {
    name: 'chunks',
    what: 'the chunk planner (203) out of vite.config.ts: Rollup chunks the routes itself (the framework and Mantine style groups kept)',
    edits: [
      [
        'vite.config.ts',
        'const manualChunks = (id: string) => namedChunk(id) ?? plan[id]',
        'const manualChunks = (id: string) => namedChunk(id)',
      ],
      ['vite.config.ts', '{ manualChunks, onlyExplicitManualChunks: true }', '{ manualChunks }'],
      ['vite.config.ts', '    routeChunkPlan(),\n', ''],
    ],
  },
  {
    name: 'theme',
    what: "Mantine's per-component style files (171) replaced by its whole stylesheet, `@mantine/core/styles.css` (the generated theme variables of 115 kept after it)",
    edits: [
      [
        'app/ui/theme/styles.css',
        "@import '@mantine/core/styles/baseline.css';\n@import '@mantine/core/styles/global.css';\n@import './theme-variables.css';\n",
        "@import '@mantine/core/styles.css';\n@import './theme-variables.css';\n",
      ],
    ],
  },
]

/** The look-alikes docs/upgrading.md lists that have no scripted swap yet (named in the report). */
const NOT_SCRIPTED = [
  'layout and text primitives (168)',
  'tables and the limit bar (176)',
  'PlainButton, PlainLinkButton, PlainCloseButton (182, 186, 226)',
  'plain inputs (184)',
  "conform's first render (180)",
  'generated form constraints (170)',
  'the theme variables as a static stylesheet (115)',
  '`AppLink` (183)',
  'the logo glyphs (211: static files, no build swap)',
]

const allVariants = ['unpatched', ...SWAPS.map((swap) => swap.name), 'all']
const variants = list(env.REHEARSE_VARIANTS, allVariants.join(','))
const steps = list(env.REHEARSE_STEPS, 'unit,screenshots,bench')
const unitFilters = list(env.REHEARSE_UNIT, '')
const unitVariants = list(env.REHEARSE_UNIT_VARIANTS, 'unpatched,all')
const install = env.REHEARSE_INSTALL ?? 'ci'
for (const name of variants)
  if (!allVariants.includes(name)) throw new Error(`REHEARSE_VARIANTS: no variant '${name}'`)

const started = new Date()
const scratchParent = env.REHEARSE_DIR ?? mkdtempSync(join(tmpdir(), 'upgrade-rehearsal-'))
const scratch = join(scratchParent, 'repo')
const log = (line) => console.log(`[rehearse] ${line}`)

function run(command, args, { cwd = scratch, extraEnv = {}, quiet = false } = {}) {
  const at = Date.now()
  const result = spawnSync(command, args, {
    cwd,
    env: { ...env, ...extraEnv },
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'inherit'],
  })
  if (!quiet && result.stdout) process.stdout.write(result.stdout)
  return {
    ok: result.status === 0,
    status: result.status,
    stdout: result.stdout ?? '',
    seconds: (Date.now() - at) / 1000,
  }
}

/** The copy: HEAD's files, the shared folder beside it (`../shared`), dependencies without patches. */
function prepare() {
  rmSync(scratch, { recursive: true, force: true })
  mkdirSync(scratch, { recursive: true })
  const archive = spawnSync('bash', ['-c', `git -C '${root}' archive HEAD | tar -x -C '${scratch}'`], {
    stdio: 'inherit',
  })
  if (archive.status !== 0) throw new Error('git archive of HEAD failed')
  const shared = join(root, '..', 'shared')
  const sharedLink = join(scratchParent, 'shared')
  if (existsSync(shared) && !existsSync(sharedLink)) symlinkSync(shared, sharedLink)
  const patches = readdirSync(join(scratch, 'patches')).filter((name) => name.endsWith('.patch'))
  if (install === 'copy') {
    log('copying node_modules, then reversing the patches in the copy')
    cpSync(join(root, 'node_modules'), join(scratch, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    })
    const reversed = run('npx', ['patch-package', '--reverse'])
    if (!reversed.ok) throw new Error('patch-package --reverse failed in the scratch copy')
    rmSync(join(scratch, 'patches'), { recursive: true, force: true })
  } else {
    rmSync(join(scratch, 'patches'), { recursive: true, force: true })
    log('npm ci in the scratch copy (no patches/)')
    const ci = run('npm', ['ci', '--no-audit', '--no-fund'])
    if (!ci.ok) throw new Error('npm ci failed in the scratch copy')
  }
  return patches
}

/** Applies the swaps of a variant to the copy; answers the originals to put back, or throws. */
function applySwaps(names) {
  const originals = new Map()
  for (const swap of SWAPS.filter((s) => names.includes(s.name))) {
    for (const [file, before, after] of swap.edits) {
      const path = join(scratch, file)
      const text = readFileSync(path, 'utf8')
      if (!originals.has(path)) originals.set(path, text)
      if (!text.includes(before))
        throw new Error(`swap ${swap.name}: ${file} no longer holds ${JSON.stringify(before)}`)
      writeFileSync(path, text.replace(before, after))
    }
  }
  return originals
}

const swapsOf = (variant) =>
  variant === 'unpatched' ? [] : variant === 'all' ? SWAPS.map((swap) => swap.name) : [variant]

/** vitest's JSON report: how many passed, and the failed tests' names. */
function unitTests(variant) {
  const output = join(scratchParent, `vitest-${variant}.json`)
  const result = run('npx', ['vitest', 'run', ...unitFilters, '--reporter=json', `--outputFile=${output}`], {
    quiet: true,
  })
  if (!existsSync(output)) return { ran: false, seconds: result.seconds, note: result.stdout.slice(-2000) }
  const report = JSON.parse(readFileSync(output, 'utf8'))
  const failed = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${file.name.replace(`${scratch}/`, '')}: ${test.fullName}`),
  )
  const brokenFiles = report.testResults
    .filter((file) => file.status === 'failed' && file.assertionResults.length === 0)
    .map((file) => `${file.name.replace(`${scratch}/`, '')}: ${(file.message ?? '').split('\n')[0]}`)
  return {
    ran: true,
    passed: report.numPassedTests,
    total: report.numTotalTests,
    failed: [...failed, ...brokenFiles],
    seconds: result.seconds,
  }
}

/** The screenshot tests on the variant's build (JavaScript on, one worker). */
function screenshotTests(variant) {
  const output = join(scratchParent, `screenshots-${variant}.json`)
  rmSync(output, { force: true })
  const result = run(
    'npx',
    ['playwright', 'test', 'e2e/screenshots.spec.ts', '--project=js-on', '--workers=1', '--reporter=json'],
    {
      quiet: true,
      extraEnv: { SKIP_BUILD: 'true', BUILD_DIR: `build-${variant}`, PLAYWRIGHT_JSON_OUTPUT_NAME: output },
    },
  )
  let report
  try {
    report = JSON.parse(readFileSync(output, 'utf8'))
  } catch {
    return { ran: false, seconds: result.seconds, note: result.stdout.slice(-2000) }
  }
  const tests = []
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        tests.push({ title: [...path, spec.title].join(' > '), status: test.status })
    for (const child of suite.suites ?? []) walk(child, [...path, child.title])
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return {
    ran: true,
    passed: tests.filter((test) => test.status === 'expected').length,
    total: tests.length,
    failed: tests
      .filter((test) => test.status !== 'expected' && test.status !== 'skipped')
      .map((test) => test.title),
    seconds: result.seconds,
  }
}

/** One `npm run bench` in this repository: its build beside every variant's. */
function bench(built) {
  const variantsEnv = built.map((variant) => `${variant}=${join(scratch, `build-${variant}`)}`).join(',')
  const before = new Set(
    existsSync(join(root, 'bench-results')) ? readdirSync(join(root, 'bench-results')) : [],
  )
  const result = run('node', ['scripts/bench.mjs'], { cwd: root, extraEnv: { BENCH_VARIANTS: variantsEnv } })
  const written = readdirSync(join(root, 'bench-results')).filter(
    (name) => !before.has(name) && name.endsWith('.json'),
  )
  if (!result.ok && written.length === 0) return { ran: false, seconds: result.seconds }
  return { ran: true, ok: result.ok, file: written.sort().at(-1), seconds: result.seconds }
}

const pct = (value) => `${value >= 0 ? '+' : ''}${(value * 100).toFixed(1)} %`
const kb = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`

/** The bench's table: each variant against main, and each swap against `unpatched`. */
function benchTable(record) {
  const lines = []
  for (const row of record.throughput.filter((r) => r.variants?.length)) {
    const byName = Object.fromEntries(row.variants.map((v) => [v.name, v]))
    const unpatched = byName.unpatched
    for (const v of row.variants) {
      const weight = v.weight && row.weight ? v.weight.totalKB - row.weight.totalKB : null
      const againstUnpatched =
        unpatched && v.name !== 'unpatched' ? `${pct(v.reqPerSec / unpatched.reqPerSec - 1)}` : '-'
      const weightAgainstUnpatched =
        unpatched && v.name !== 'unpatched' && v.weight && unpatched.weight
          ? kb(v.weight.totalKB - unpatched.weight.totalKB)
          : '-'
      lines.push(
        `| \`${row.target}\` | ${v.name} | ${row.ratio} / ${v.ratio} | ${pct(v.vsMain - 1)} | ${weight === null ? '-' : kb(weight)} | ${againstUnpatched} | ${weightAgainstUnpatched} |`,
      )
    }
  }
  return lines
}

function writeReport({ patches, results, benchResult, error }) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout.trim()
  const lines = [
    '# Upgrade rehearsal',
    '',
    `Written by \`npm run upgrade:rehearse\` (\`scripts/upgrade-rehearse.mjs\`, decision 248). Run of`,
    `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on commit \`${commit}\`, ${Math.round((Date.now() - started) / 60000)} minutes,`,
    `load average at the end ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')} (1, 5, 15 minutes).`,
    '',
    `Scratch copy of HEAD outside the repository, installed with \`${install === 'copy' ? 'node_modules copied, patch-package --reverse' : 'npm ci'}\``,
    `and without the ${patches.length} patches of \`patches/\` (${patches.map((p) => `\`${p}\``).join(', ')}).`,
    `Variants: ${variants.map((v) => `\`${v}\``).join(', ')}; steps: ${steps.join(', ')}` +
      `${unitFilters.length ? `; unit and route tests limited to ${unitFilters.map((f) => `\`${f}\``).join(' ')}` : ''}.`,
    '',
    '| variant | what it is | build | unit and route tests | screenshot tests |',
    '| --- | --- | --- | --- | --- |',
  ]
  const describe = (variant) =>
    variant === 'unpatched'
      ? 'the tree as committed, no patch applied'
      : variant === 'all'
        ? `no patch, every scripted swap (${SWAPS.map((s) => s.name).join(', ')})`
        : `no patch, ${SWAPS.find((s) => s.name === variant).what}`
  const cell = (step) =>
    !step
      ? 'not run'
      : !step.ran
        ? `did not run (${(step.note ?? '').split('\n').filter(Boolean).at(-1) ?? 'no report'})`
        : `${step.passed} of ${step.total} passed${step.failed.length ? `, **${step.failed.length} failed**` : ''} (${Math.round(step.seconds)} s)`
  for (const [variant, result] of Object.entries(results))
    lines.push(
      `| \`${variant}\` | ${describe(variant)} | ${result.build ? (result.build.ok ? `ok (${Math.round(result.build.seconds)} s)` : '**failed**') : (result.error ?? 'not built')} | ${cell(result.unit)} | ${cell(result.screenshots)} |`,
    )
  lines.push('', '## What failed', '')
  let any = false
  for (const [variant, result] of Object.entries(results)) {
    for (const [label, step] of [
      ['unit and route tests', result.unit],
      ['screenshot tests', result.screenshots],
    ]) {
      if (!step?.ran || step.failed.length === 0) continue
      any = true
      lines.push(`\`${variant}\`, ${label}:`, '')
      for (const name of step.failed.slice(0, 40)) lines.push(`- ${name}`)
      if (step.failed.length > 40) lines.push(`- ... and ${step.failed.length - 40} more`)
      lines.push('')
    }
    if (result.error) {
      any = true
      lines.push(`\`${variant}\`: ${result.error}`, '')
    }
  }
  if (!any) lines.push('Nothing.', '')
  if (error) lines.push(`The run stopped: ${error}`, '')
  lines.push('## What each patch and copy buys', '')
  if (benchResult?.ran && benchResult.file) {
    const record = JSON.parse(readFileSync(join(root, 'bench-results', benchResult.file), 'utf8'))
    lines.push(
      `One \`npm run bench\` run (${Math.round(benchResult.seconds)} s; ${record.runsPerTarget} rounds of ${record.seconds} s at ${record.connections} connections; bare page median in the JSON; load average at its end ${record.loadAverage.join(', ')}): this repository's build (\`main\`: patches applied, look-alikes in place) and each variant's, in the same rounds.`,
      "`vs main`: the variant's req/s over main's, median over the rounds (negative: without the patches, or with the library, it is slower: what they buy). `weight`: the variant's gzipped JavaScript and CSS minus main's, kB (positive: what they save). The last two columns compare a swap with `unpatched`: what the copy alone buys.",
      '',
      '| page | variant | ratio main / variant | vs main | weight vs main | vs unpatched | weight vs unpatched |',
      '| --- | --- | --- | --- | --- | --- | --- |',
      ...benchTable(record),
      '',
      `The bench's JSON: \`bench-results/${benchResult.file}\` (not tracked; copy it to \`docs/bench/\` to keep it).`,
    )
  } else
    lines.push(
      steps.includes('bench') ? 'The bench did not run to the end: no figures.' : 'The bench was not run.',
    )
  lines.push(
    '',
    '## Not rehearsed',
    '',
    `Look-alikes without a scripted swap yet (add one to \`SWAPS\` in \`scripts/upgrade-rehearse.mjs\`; decision 228 describes each swap): ${NOT_SCRIPTED.join('; ')}.`,
    'No React Router 7 or Mantine 9 install: the rehearsal removes what is ours (patches, copies) on the versions installed today.',
    '',
  )
  writeFileSync(join(root, 'docs/upgrade-rehearsal.md'), lines.join('\n'))
  log('wrote docs/upgrade-rehearsal.md')
}

const results = {}
let patches = []
let benchResult = null
let error = null
try {
  log(`scratch copy in ${scratch}`)
  patches = prepare()
  for (const variant of variants) {
    const result = (results[variant] = {})
    let originals = new Map()
    try {
      originals = applySwaps(swapsOf(variant))
    } catch (swapError) {
      result.error = swapError.message
      continue
    }
    log(`building ${variant}`)
    const build = run('npm', ['run', 'build'], { quiet: true, extraEnv: { BUILD_DIR: `build-${variant}` } })
    result.build = { ok: build.ok, seconds: build.seconds }
    if (!build.ok)
      result.error = `build failed: ${build.stdout.split('\n').filter(Boolean).slice(-3).join(' / ')}`
    if (build.ok && steps.includes('unit') && unitVariants.includes(variant)) {
      log(`unit and route tests: ${variant}`)
      result.unit = unitTests(variant)
    }
    if (build.ok && steps.includes('screenshots')) {
      log(`screenshot tests: ${variant}`)
      result.screenshots = screenshotTests(variant)
    }
    for (const [path, text] of originals) writeFileSync(path, text)
  }
  const built = Object.entries(results)
    .filter(([, result]) => result.build?.ok)
    .map(([variant]) => variant)
  if (steps.includes('bench') && built.length) {
    log(`bench: main beside ${built.join(', ')}`)
    benchResult = bench(built)
  }
} catch (caught) {
  error = caught.message
  console.error(`[rehearse] ${caught.message}`)
} finally {
  writeReport({ patches, results, benchResult, error })
}
process.exit(error ? 1 : 0)
