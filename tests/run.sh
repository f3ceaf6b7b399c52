#!/usr/bin/env bash
# The whole test suite: type check, unit and integration tests (vitest), browser tests (Playwright, Debian's Chromium).
# Installs what the tests need first: node_modules when missing, Chromium, its Liberation fonts and Java (for the W3C
# HTML checker) when they are not on the machine.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi

MISSING=()
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] || MISSING+=(chromium)
# The fonts the visual baselines and the banner's size were drawn with, before Inter arrives: Chromium's package
# recommends them, but an apt set not to install recommendations (as in many container images) leaves them out.
if command -v dpkg >/dev/null && ! dpkg -s fonts-liberation >/dev/null 2>&1; then MISSING+=(fonts-liberation); fi
command -v java >/dev/null || MISSING+=(default-jre-headless)
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "Installing Debian packages the tests need: ${MISSING[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi

echo "== type check"
npx tsc --noEmit -p tsconfig.json
npx tsc --noEmit -p site/tsconfig.service-worker.json

echo "== unit and integration tests"
npx vitest run

echo "== browser tests"
npx playwright test
