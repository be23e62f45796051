#!/usr/bin/env bash
# The image check (issue 17, decision 082), run by .ci/run after `npm test`:
#   1. a Node 24 base image without any registry (../shared/tools/node-base-image.sh, which also
#      installs podman, runc and debootstrap as root), reused when podman already has it;
#   2. `podman build` of the unchanged Dockerfile (default target `dashboard`), timed;
#   3. its size against the base (at most 100 MB more) and no compiler in it;
#   4. scripts/image-check.mjs runs it on loopback against the sandbox gateway: liveness,
#      readiness, a persona signs in, the metrics move, SIGTERM during a slow request (answered,
#      exit 0 within 10 s);
#   5. the compose check (scripts/compose-check.mjs, decision 223): builds the compose demo's
#      `demo-redis` and `demo-prometheus` targets and runs them with two dashboards of the image,
#      as docker-compose.yml wires them but with `podman run --network host` (no podman-compose,
#      no podman network): Prometheus, with deploy/prometheus/ as the image holds it, must show
#      both dashboard targets up and the alert rules loaded within 60 s.
# IMAGE_CHECK_DEMO=true also builds and runs the `demo` target (better-sqlite3 compiles: slower).
# It skips, saying why in a line starting `image-check: SKIPPED`, only when this machine cannot
# run podman at all (not root without podman, no shared tool, podman cannot start a container);
# a build or a check that fails fails. Bounded: IMAGE_CHECK_TIMEOUT seconds (1500) for the whole,
# each step less. Ports IMAGE_CHECK_PORT_BASE (3500) to +9 on 127.0.0.1 (+5 to +9: the compose
# check), and 9464 on two loopback addresses that follow the base (127.13.172.2 and .3 for 3500).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
NODE_IMAGE=docker.io/library/node:24-bookworm-slim
TAG=${IMAGE_TAG:-localhost/member-dashboard:check}
TOOL=${NODE_BASE_IMAGE_TOOL:-$ROOT/../shared/tools/node-base-image.sh}
BASE_WORK=${WORK:-${TMPDIR:-/tmp}/node-base-image}
LOG_DIR=$ROOT/data/image-check-logs
# Build outputs on the host for the sandbox gateway the check starts (not the image's).
export BUILD_DIR=${IMAGE_CHECK_BUILD_DIR:-build-image-check}
mkdir -p "$LOG_DIR"

say() { echo "image-check: $*"; }
skip() {
  echo "image-check: SKIPPED: $*"
  echo "image-check: the image was NOT checked on this machine."
  exit 0
}
fail() {
  echo "image-check: FAILED: $*" >&2
  exit 1
}
seconds() { echo $(($(date +%s%N) / 1000000)); }

if [ -z "${IMAGE_CHECK_BOUNDED:-}" ]; then
  export IMAGE_CHECK_BOUNDED=1
  set +e
  timeout --kill-after=20 "${IMAGE_CHECK_TIMEOUT:-1500}" bash "$0" "$@"
  code=$?
  set -e
  [ "$code" = 124 ] && fail "took longer than ${IMAGE_CHECK_TIMEOUT:-1500} s"
  exit "$code"
fi

# Whatever happens, no container of the check is left behind. (The outer timeout signals this
# process group: the inner timeouts run in the foreground so that it reaches what they run.)
PORT_BASE=${IMAGE_CHECK_PORT_BASE:-3500}
cleanup() {
  command -v podman >/dev/null &&
    podman rm -f -t 0 "md-image-check-dashboard-$PORT_BASE" "md-image-check-demo-$PORT_BASE" \
      md-image-check-compose-{redis,dashboard-1,dashboard-2,prometheus}-"$PORT_BASE" >/dev/null 2>&1
  return 0
}
trap cleanup EXIT
trap 'exit 143' TERM INT

# 1. podman and the base image.
if ! command -v podman >/dev/null && [ "$(id -u)" != 0 ]; then
  skip "podman is not installed and this user is not root (the shared tool installs it as root)"
fi
if podman --runtime runc image exists "$NODE_IMAGE" 2>/dev/null && [ -f "$BASE_WORK/build-etc/npmrc" ] &&
  [ "${IMAGE_CHECK_FRESH_BASE:-}" != true ]; then
  BUILD_ETC=$BASE_WORK/build-etc
  say "base image $NODE_IMAGE already built; reused (IMAGE_CHECK_FRESH_BASE=true rebuilds it)"
else
  [ "$(id -u)" = 0 ] || skip "the base image is missing and only root can build it"
  [ -f "$TOOL" ] || skip "the shared tool $TOOL is not here (../shared beside the repository)"
  say "building the base image $NODE_IMAGE with $TOOL (log: $LOG_DIR/base-image.log)"
  t0=$(seconds)
  if ! BUILD_ETC=$(WORK=$BASE_WORK timeout --foreground 900 bash "$TOOL" ${IMAGE_CHECK_NODE_VERSION:-} 2>"$LOG_DIR/base-image.log" | tail -1); then
    tail -20 "$LOG_DIR/base-image.log"
    skip "the shared tool could not build the base image (see the lines above)"
  fi
  echo "[figures] base image: built in $((($(seconds) - t0) / 1000)) s"
fi
[ -f "$BUILD_ETC/npmrc" ] || skip "the shared tool gave no build settings folder ($BUILD_ETC)"
# IMAGE_CHECK_BASE_ONLY=true: only step 1 (.ci/run prepares the base image beside `npm test`).
if [ "${IMAGE_CHECK_BASE_ONLY:-}" = true ]; then
  say "base image ready"
  exit 0
fi
ULIMIT_N=$(ulimit -Hn)
RUN=(podman --runtime runc run --rm --network host --ulimit "nofile=$ULIMIT_N:$ULIMIT_N" --ulimit nproc=32768:32768)
if ! smoke=$(timeout --foreground 120 "${RUN[@]}" "$NODE_IMAGE" node -e 'console.log(process.version)' 2>&1); then
  echo "$smoke" | tail -10
  skip "podman cannot start a container on this machine (see the lines above)"
fi
say "podman runs containers; base image Node $smoke"

# 2. The image, with the same Dockerfile `docker build` uses.
REVISION=$(git rev-parse HEAD 2>/dev/null || echo unknown)
VERSION=$(git describe --tags --always --dirty 2>/dev/null || echo dev)
SOURCE=${IMAGE_SOURCE:-$(git remote get-url origin 2>/dev/null || echo "https://example.invalid/member-dashboard")}
build() { # target tag
  local target=$1 tag=$2 t0
  t0=$(seconds)
  say "podman build --target $target -t $tag (log: $LOG_DIR/build-$target.log)"
  # --network host: the RUN steps make no network of their own. A bridge appearing beside the
  # end-to-end run made Chromium abort a navigation (net::ERR_NETWORK_CHANGED, decision 198).
  if ! timeout --foreground 1200 podman --runtime runc build --pull=never --format docker --network host \
    -v "$BUILD_ETC:/usr/local/etc:ro" --target "$target" \
    --build-arg VERSION="$VERSION" --build-arg REVISION="$REVISION" --build-arg SOURCE="$SOURCE" \
    -t "$tag" . >"$LOG_DIR/build-$target.log" 2>&1; then
    tail -40 "$LOG_DIR/build-$target.log"
    fail "podman build --target $target failed (see the lines above)"
  fi
  echo "[figures] $target image: built in $((($(seconds) - t0) / 1000)) s ($(grep -c 'Using cache' "$LOG_DIR/build-$target.log" || true) steps from the layer cache)"
}
build dashboard "$TAG"

# 3. Size and contents.
base_size=$(podman image inspect --format '{{.Size}}' "$NODE_IMAGE")
size=$(podman image inspect --format '{{.Size}}' "$TAG")
added=$(((size - base_size) / 1000000))
echo "[figures] dashboard image: $((size / 1000000)) MB, base $((base_size / 1000000)) MB, added $added MB (limit 100 MB)"
[ "$added" -le 100 ] || fail "the image adds $added MB to its base (limit 100 MB)"
tools=$("${RUN[@]}" --entrypoint sh "$TAG" -c 'for t in gcc g++ cc c++ make python3; do command -v $t; done' || true)
[ -z "$tools" ] || fail "compilers or build tools in the final image: $tools"
say "no compiler, make or python3 in the image"
leftovers=$("${RUN[@]}" --entrypoint sh "$TAG" -c 'ls -d node_modules/typescript node_modules/better-sqlite3 node_modules/fastify node_modules/esbuild node_modules/vite 2>/dev/null; find node_modules -name "*.map" -o -name "*.o" -o -name "*.a" | head -3' || true)
[ -z "$leftovers" ] || fail "development packages or build leftovers in the image: $leftovers"
say "production dependencies only: no TypeScript, sandbox gateway, esbuild, vite, source maps or objects"
# The dependency patches of patches/ are in the image (decisions 165, 167, 172, 175, 185).
"${RUN[@]}" --entrypoint sh "$TAG" -c 'f=node_modules/@remix-run/router/dist/router.cjs.js; grep -q rankedBranchesCache $f && grep -q matchesCache $f && grep -q compiledPaths $f' ||
  fail "the route-matching patch (patches/) is not in the image"
say "the route-matching patch is in the image"
"${RUN[@]}" --entrypoint sh "$TAG" -c 'grep -q "fetchpriority: \"low\"" node_modules/@remix-run/react/dist/components.js' ||
  fail "the module preloads' priority patch (patches/, decision 172) is not in the image"
say "the module preloads' priority patch is in the image"
"${RUN[@]}" --entrypoint sh "$TAG" -c 'grep -q serverRoutesCache node_modules/@remix-run/react/dist/server.js && grep -q staticDataRoutesCache node_modules/react-router-dom/server.js' ||
  fail "the render's route patches (patches/, decision 175) are not in the image"
say "the render's route patches are in the image"
"${RUN[@]}" --entrypoint sh "$TAG" -c 'grep -q loaderRequestFor node_modules/@remix-run/server-runtime/dist/data.js' ||
  fail "the loaders' request patch (patches/, decision 185) is not in the image"
say "the loaders' request patch is in the image"

# 4. Run it.
say "building the sandbox gateway on the host for the check (BUILD_DIR=$BUILD_DIR)"
node scripts/build-gateway.mjs >/dev/null
timeout --foreground 300 node scripts/image-check.mjs dashboard "$TAG"

# 5. The compose demo's Prometheus scrapes both dashboards (decision 223).
t_compose=$(seconds)
build demo-redis "${TAG%:*}-redis:check"
build demo-prometheus "${TAG%:*}-prometheus:check"
timeout --foreground 240 node scripts/compose-check.mjs "$TAG" "${TAG%:*}-redis:check" "${TAG%:*}-prometheus:check"
echo "[figures] compose check: $((($(seconds) - t_compose) / 1000)) s with its two builds"

if [ "${IMAGE_CHECK_DEMO:-}" = true ]; then
  build demo "${TAG%:*}:check-demo"
  timeout --foreground 300 node scripts/image-check.mjs demo "${TAG%:*}:check-demo"
fi
say "passed"
