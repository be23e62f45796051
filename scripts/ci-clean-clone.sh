#!/usr/bin/env bash
# CI as it runs, on demand (issue 50, decision 229): a fresh clone of a commit (HEAD by default)
# in a scratch folder with a copy of ../shared beside it, then `CI=true bash .ci/run` there, timed,
# its whole output in a log. With --one-core the run is pinned to one core (`taskset -c 0`), as on
# a machine about half as fast as this one: the suites size themselves to the cores they may use
# (playwright.config.ts, scripts/test-built.mjs), so this is the slow machine CI may be.
#
#   bash scripts/ci-clean-clone.sh [--one-core] [commit]
#
# Run it with --one-core before a submission that changes tests or CI. The clone is kept in
# ${CI_CLONE_DIR:-/tmp/member-dashboard-ci}/<commit>-<cores> for reading its test-results; its last
# lines are the run's summary (exit code, minutes, the tests over half their timeout, flaky ones).
set -euo pipefail
cd "$(dirname "$0")/.."
pin=()
cores=all
if [ "${1:-}" = --one-core ]; then
  pin=(taskset -c 0)
  cores=1core
  shift
fi
commit=$(git rev-parse --short "${1:-HEAD}")
base=${CI_CLONE_DIR:-/tmp/member-dashboard-ci}/$commit-$cores
rm -rf "$base"
mkdir -p "$base"
git clone -q --no-local . "$base/repo"
git -C "$base/repo" checkout -q "$commit"
cp -r ../shared "$base/shared"
chmod -R a-w "$base/shared"
log=$base/ci.log
echo "[ci-clean-clone] $commit on ${cores}: $base/repo (log: $log)"
start=$(date +%s)
set +e
(cd "$base/repo" && CI=true "${pin[@]}" bash .ci/run) </dev/null >"$log" 2>&1
code=$?
set -e
seconds=$(($(date +%s) - start))
grep -E '^\[ci\]|\[(test|checks)\] |\[timings\]|^\[e2e\]   \[|flaky|passed|failed' "$log" | grep -vE '^\[(e2e|hardening)\] +(ok|✓)' | tail -60 || true
echo "[ci-clean-clone] $commit on ${cores}: exit $code after ${seconds} s ($((seconds / 60)) min $((seconds % 60)) s)"
exit "$code"
