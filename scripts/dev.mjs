#!/usr/bin/env node
/**
 * `npm run dev`: the Vite dev server (hot reload, on PORT, default 3000) with the sandbox gateway
 * beside it unless GATEWAY_URL is set, as `npm start` does for the built app: scripts/start.mjs
 * supervises both (Ctrl-C stops both). Only the gateway is built first (esbuild, about a second).
 */
import { buildGateway } from './build-gateway.mjs'

if (!process.env.GATEWAY_URL) await buildGateway({ quiet: true, only: ['index'] })
process.env.DASHBOARD_DEV_SERVER = 'true'
await import('./start.mjs')
