/**
 * podman as the image checks run it (decision 082): runc, and containers on the host network
 * (decision 198: no podman network beside the end-to-end run) with this machine's hard limits,
 * as `scripts/image-check.sh` runs its own. Shared by `image-check.mjs` and `compose-check.mjs`.
 */
import { spawnSync } from 'node:child_process'

/** `podman <args>` with runc; its status, stdout and stderr as text. */
export const podman = (...args) => spawnSync('podman', ['--runtime', 'runc', ...args], { encoding: 'utf8' })

const limits = spawnSync('sh', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim() || '1048576'

/** `podman run -d --name <name>` of `image` on the host network; `hosts` become `--add-host`. */
export function runOnHost(name, image, { env = {}, hosts = {}, command = [] } = {}) {
  return podman(
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    '--ulimit',
    `nofile=${limits}:${limits}`,
    '--ulimit',
    'nproc=32768:32768',
    ...Object.entries(hosts).flatMap(([host, address]) => ['--add-host', `${host}:${address}`]),
    ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
    image,
    ...command,
  )
}
