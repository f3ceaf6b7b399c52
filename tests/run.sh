#!/usr/bin/env bash
# The whole test suite: type check, unit and integration tests (vitest), browser tests (Playwright, Debian's Chromium).
# Installs what the tests need first: node_modules when missing, Chromium, its Liberation fonts and Java (for the W3C
# HTML checker) when they are not on the machine (install-packages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi

bash tests/install-packages.sh --html-checker

echo "== type check"
npx tsc --noEmit -p tsconfig.json
npx tsc --noEmit -p site/tsconfig.service-worker.json

echo "== unit and integration tests"
npx vitest run

echo "== browser tests"
npx playwright test
