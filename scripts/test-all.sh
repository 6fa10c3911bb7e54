#!/usr/bin/env bash
# `npm test`: the whole suite, in the order that fails fastest, then a table of each stage's time.
# `npm test -- unit e2e` runs only the stages named (see STAGES below, or the README).
# STAGE_TIMES_FILE: a file that already holds earlier stages' lines (`.ci/run` puts `npm ci` there).
set -euo pipefail
cd "$(dirname "$0")/.."

# The production build and the bundle budget need neither better-sqlite3 nor Chromium, so they run
# while `.ci/run` still builds them in the background (decision 0205).
# `postgresql`: the storage's contract again, on an embedded PostgreSQL (decisions 0222, 0223).
STAGES=(checks storybook-build build size unit postgresql stories e2e)
TIMES_FILE="${STAGE_TIMES_FILE:-$(mktemp)}"
SUITE_STARTED=$SECONDS

print_times() {
  local status=$?
  printf '\n=== stage durations ===\n'
  printf '%-22s %8s  %s\n' "stage" "seconds" "result"
  cat "$TIMES_FILE"
  printf '%-22s %8s\n' "npm test in all" "$((SECONDS - SUITE_STARTED))"
  exit "$status"
}
trap print_times EXIT

# stage NAME COMMAND...: runs the command, records its duration and result.
stage() {
  local name=$1
  shift
  printf '\n=== %s ===\n' "$name"
  local started=$SECONDS
  if "$@"; then
    printf '%-22s %8s  %s\n' "$name" "$((SECONDS - started))" "passed" >>"$TIMES_FILE"
  else
    local status=$?
    printf '%-22s %8s  %s\n' "$name" "$((SECONDS - started))" "FAILED" >>"$TIMES_FILE"
    return "$status"
  fi
}

# Typecheck and lint are each single-threaded: side by side they take the time of the longer.
checks() {
  npm run --silent typecheck &
  local typecheck=$!
  local lint_status=0 typecheck_status=0
  npm run --silent lint || lint_status=$?
  wait "$typecheck" || typecheck_status=$?
  [ "$lint_status" -eq 0 ] && [ "$typecheck_status" -eq 0 ]
}

# `.ci/run` builds better-sqlite3 and installs Chromium, clamd and heif-enc in the background while the first stages
# run (decision 0205); NATIVE_BUILD_LOCK is its lock, held until that job ends.
await_background_install() {
  local lock=${NATIVE_BUILD_LOCK:-}
  [ -n "$lock" ] || return 0
  unset NATIVE_BUILD_LOCK
  flock "$lock" true
  cat "$lock.log"
  [ "$(cat "$lock.status" 2>/dev/null)" = 0 ]
}

run_stage() {
  case "$1" in
    unit | postgresql | stories | e2e) [ -z "${NATIVE_BUILD_LOCK:-}" ] || stage "wait: sqlite, Chromium, clamd, heif-enc" await_background_install ;;
  esac
  case "$1" in
    checks) stage "typecheck and lint" checks ;;
    unit)
      npx tsx scripts/ensure-file-tools.ts
      stage "unit and integration" npm run --silent test:unit
      ;;
    postgresql) stage "integration on PostgreSQL" npm run --silent test:postgresql ;;
    storybook-build) stage "storybook build" npm run --silent build-storybook ;;
    stories)
      npx tsx scripts/ensure-browser.ts
      stage "stories in Chromium" npm run --silent test:storybook
      ;;
    build) stage "production build" npm run --silent build ;;
    size) stage "bundle budget" npm run --silent size ;;
    e2e) stage "end-to-end" npm run --silent test:e2e ;;
    *)
      echo "Unknown stage '$1'. Stages: ${STAGES[*]}" >&2
      return 2
      ;;
  esac
}

if [ "$#" -eq 0 ]; then set -- "${STAGES[@]}"; fi
for name in "$@"; do run_stage "$name"; done
printf '\nAll test suites passed.\n'
