# syntax=docker/dockerfile:1
# The dashboard's image (decisions 070 and 080). Builds unchanged with `docker build .` on a
# machine with a Docker engine, or with podman (scripts/image-check.sh). Targets:
#   dashboard (default, the last stage): the app server alone, pointed at GATEWAY_URL; no sandbox,
#             no native module (sessions in files under /app/data, or in Redis with REDIS_URL).
#   gateway:  the sandbox gateway alone (SQLite in /app/data), for docker-compose.yml.
#   demo:     dashboard + sandbox gateway in one container (scripts/start.mjs).
#   demo-redis, demo-balancer: the compose demo's Redis and HAProxy balancer (docker-compose.yml).
#   demo-prometheus: the compose demo's Prometheus (deploy/prometheus/, decision 220).
# Node 24 LTS here; development and CI run the same code on Node 20 (README 'Docker').
# OCI labels: --build-arg VERSION=... REVISION=$(git rev-parse HEAD) SOURCE=<repository URL>.
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
COPY package.json package-lock.json ./
COPY contract/package.json contract/package.json
COPY server/package.json server/package.json

# The build needs every package but no native module: no install scripts, so no compilers.
FROM base AS build
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The dependency patches of patches/ (postinstall, skipped above with the other scripts; decision 165).
RUN npx patch-package && npm run build

# Production dependencies of the dashboard: the root package and the contract workspace only (the
# sandbox gateway's fastify, better-sqlite3 and pdf-lib stay out), no install scripts. Run-time
# files only: no TypeScript (an optional peer of @remix-run/*, never loaded at run time), no
# source maps, type declarations or read-me files.
FROM base AS deps-dashboard
RUN npm ci --omit=dev --ignore-scripts --workspace=contract --include-workspace-root --no-audit --no-fund \
 && rm -rf node_modules/typescript \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.[cm]ts' -o -name '*.md' \) -delete
# The patched packages (patches/) as the build stage patched them: patch-package is a dev tool.
COPY --from=build /app/node_modules/@remix-run/router/dist/router.cjs.js node_modules/@remix-run/router/dist/router.cjs.js
COPY --from=build /app/node_modules/@remix-run/react/dist/components.js node_modules/@remix-run/react/dist/components.js
COPY --from=build /app/node_modules/@remix-run/react/dist/server.js node_modules/@remix-run/react/dist/server.js
COPY --from=build /app/node_modules/react-router-dom/server.js node_modules/react-router-dom/server.js
COPY --from=build /app/node_modules/@remix-run/server-runtime/dist/data.js node_modules/@remix-run/server-runtime/dist/data.js

# Every production dependency, the sandbox gateway's included: better-sqlite3 compiles from source
# here (the only stage with compilers), then only its addon and JavaScript are kept. Install scripts
# are skipped (the root's postinstall needs the dev tool patch-package) but better-sqlite3's.
FROM base AS deps-gateway
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 \
 && rm -rf node_modules/typescript \
 && find node_modules -type f \( -name '*.map' -o -name '*.d.ts' -o -name '*.d.[cm]ts' -o -name '*.md' \) -delete \
 && cd node_modules/better-sqlite3 \
 && mv build/Release/better_sqlite3.node /tmp/ && rm -rf build deps src binding.gyp \
 && mkdir -p build/Release && mv /tmp/better_sqlite3.node build/Release/ \
 && node -e "require('better-sqlite3')(':memory:').close()"
COPY --from=build /app/node_modules/@remix-run/router/dist/router.cjs.js node_modules/@remix-run/router/dist/router.cjs.js
COPY --from=build /app/node_modules/@remix-run/react/dist/components.js node_modules/@remix-run/react/dist/components.js
COPY --from=build /app/node_modules/@remix-run/react/dist/server.js node_modules/@remix-run/react/dist/server.js
COPY --from=build /app/node_modules/react-router-dom/server.js node_modules/react-router-dom/server.js
COPY --from=build /app/node_modules/@remix-run/server-runtime/dist/data.js node_modules/@remix-run/server-runtime/dist/data.js

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 SKIP_BUILD=true
WORKDIR /app
# Code and packages belong to root (read-only for the app); the app writes only /app/data:
# sessions (embedded store) and the sandbox database. Mount a volume there to keep them.
COPY package.json ./
COPY contract/package.json contract/package.json
COPY server/package.json server/package.json
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
# The app server stops cleanly on SIGTERM: finishes requests in flight (SHUTDOWN_TIMEOUT_MS) and exits 0.
STOPSIGNAL SIGTERM

# The sandbox gateway alone (no real member data): GATEWAY_JWT_SECRET required.
FROM runtime AS gateway
COPY --from=deps-gateway /app/node_modules ./node_modules
COPY --from=build /app/build/gateway ./build/gateway
ENV GATEWAY_HOST=0.0.0.0 GATEWAY_PORT=3100 GATEWAY_DB_PATH=/app/data/gateway.sqlite
EXPOSE 3100
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.GATEWAY_PORT||3100)+'/api/config/chat').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/gateway/index.js"]
ARG VERSION=dev
ARG REVISION=unknown
ARG SOURCE=unknown
LABEL org.opencontainers.image.title="member-dashboard sandbox gateway" \
      org.opencontainers.image.version="$VERSION" \
      org.opencontainers.image.revision="$REVISION" \
      org.opencontainers.image.source="$SOURCE"

# Dashboard + sandbox gateway together, for a demo (no real member data). The same script as
# `npm start` (decision 106): it restarts either child with back-off, /healthz is 503 while the
# embedded gateway is down, and it exits 1 (the container stops) once it gives up.
FROM runtime AS demo
COPY --from=deps-gateway /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY scripts/start.mjs ./scripts/start.mjs
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "scripts/start.mjs"]
ARG VERSION=dev
ARG REVISION=unknown
ARG SOURCE=unknown
LABEL org.opencontainers.image.title="member-dashboard demo" \
      org.opencontainers.image.version="$VERSION" \
      org.opencontainers.image.revision="$REVISION" \
      org.opencontainers.image.source="$SOURCE"

# Compose demo only (docker-compose.yml): Redis and HAProxy from Debian's packages (the balancer
# in front of two dashboards), on the same base so that the demo needs no other image.
FROM ${NODE_IMAGE} AS demo-redis
RUN apt-get update && apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/*
USER redis
EXPOSE 6379
CMD ["redis-server", "--bind", "0.0.0.0", "--protected-mode", "no", "--save", "", "--appendonly", "no"]

# HAProxy from Debian's package (decision 166), configured by deploy/haproxy.cfg: round robin over
# the two dashboards, health checks on /readyz, X-Forwarded-For, `x-served-by`. Runs as haproxy.
FROM ${NODE_IMAGE} AS demo-balancer
RUN apt-get update && apt-get install -y --no-install-recommends haproxy \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/haproxy.cfg /etc/haproxy/haproxy.cfg
RUN haproxy -c -q -f /etc/haproxy/haproxy.cfg
USER haproxy
EXPOSE 3000
# SIGUSR1: HAProxy's soft stop (requests in flight finish; `hard-stop-after` in the config).
STOPSIGNAL SIGUSR1
CMD ["haproxy", "-W", "-db", "-f", "/etc/haproxy/haproxy.cfg"]

# Prometheus from Debian's package (decision 220), as the balancer is: scrapes both dashboards'
# metrics ports and evaluates deploy/prometheus/alerts.yml. Runs as the package's prometheus user.
FROM ${NODE_IMAGE} AS demo-prometheus
RUN apt-get update && apt-get install -y --no-install-recommends prometheus \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/prometheus/prometheus.yml deploy/prometheus/alerts.yml /etc/prometheus/
RUN promtool check config /etc/prometheus/prometheus.yml
USER prometheus
EXPOSE 9090
CMD ["prometheus", "--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/var/lib/prometheus/metrics2", "--storage.tsdb.retention.time=2d", "--web.listen-address=:9090"]

# The dashboard alone: set GATEWAY_URL and SESSION_SECRET (and REDIS_URL for several instances).
# Prometheus metrics on METRICS_PORT inside the container's network; never publish that port.
FROM runtime AS dashboard
COPY --from=deps-dashboard /app/node_modules ./node_modules
COPY --from=build /app/build/client ./build/client
COPY --from=build /app/build/server ./build/server
COPY --from=build /app/build/app-server ./build/app-server
ENV METRICS_PORT=9464 METRICS_HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "build/app-server/index.js"]
ARG VERSION=dev
ARG REVISION=unknown
ARG SOURCE=unknown
LABEL org.opencontainers.image.title="member-dashboard" \
      org.opencontainers.image.description="Member dashboard (Remix app server); needs GATEWAY_URL and SESSION_SECRET" \
      org.opencontainers.image.version="$VERSION" \
      org.opencontainers.image.revision="$REVISION" \
      org.opencontainers.image.source="$SOURCE"
