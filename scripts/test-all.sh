#!/usr/bin/env bash
# `npm test`: the whole suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "typecheck"; npm run --silent typecheck
step "lint"; npm run --silent lint
step "unit and integration tests"; npm run --silent test:unit
step "browser available"; npx tsx scripts/ensure-browser.ts
step "storybook build"; npm run --silent build-storybook
step "storybook stories in Chromium"; npm run --silent test:storybook
step "production build"; npm run --silent build
step "bundle budget"; npm run --silent size
step "end-to-end tests in Chromium"; npm run --silent test:e2e
printf '\nAll test suites passed.\n'
