# syntax=docker/dockerfile:1
# Targets (decision 070):
#   dashboard (default): the dashboard alone, pointed at GATEWAY_URL; `docker build .`
#   demo: dashboard + sandbox gateway in one container (scripts/start.mjs); `docker build --target demo .`
# docker-compose.yml runs the sandbox gateway and the dashboard as two services instead.
# The steps mirror the README: npm ci, npm run build, then npm ci --omit=dev.
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contract/package.json contract/package.json
COPY server/package.json server/package.json
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY contract/package.json contract/package.json
COPY server/package.json server/package.json
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 SKIP_BUILD=true
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --chown=node:node package.json ./
COPY --chown=node:node contract/package.json ./contract/package.json
COPY --chown=node:node server/package.json ./server/package.json
COPY --chown=node:node scripts/start.mjs ./scripts/start.mjs
# Sessions (embedded store) and the sandbox database live here; mount a volume to keep them.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The app server stops cleanly on SIGTERM: finishes requests in flight (SHUTDOWN_TIMEOUT_MS) and exits 0.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"

# Dashboard + sandbox gateway together, for a demo (no real member data).
FROM runtime AS demo
EXPOSE 3100
CMD ["node", "scripts/start.mjs"]

# The dashboard alone: set GATEWAY_URL and SESSION_SECRET (and REDIS_URL for several instances).
FROM runtime AS dashboard
CMD ["node", "build/app-server/index.js"]
