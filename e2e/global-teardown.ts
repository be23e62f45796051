/**
 * After every end-to-end run, before Playwright stops the servers: the apps' logs of this run are
 * one JSON line each and carry nothing secret or personal (issue 13; scripts/log-check.mjs).
 */
import { checkLogs, memberIdentifiers } from '../scripts/log-check.mjs'
import { appLog, apps, gatewayDatabase, stacks, type StackName } from './stacks'

export default function logCheck() {
  const logs = (Object.keys(apps) as (keyof typeof apps)[]).map(appLog)
  const identifiers = memberIdentifiers((Object.keys(stacks) as StackName[]).map(gatewayDatabase))
  const problems = checkLogs(logs, identifiers)
  if (problems.length) throw new Error(`[e2e] log check failed:\n${problems.slice(0, 20).join('\n')}`)
  console.log(`[e2e] log check: ${logs.length} app logs, no secret or member identifier, every line JSON`)
}
