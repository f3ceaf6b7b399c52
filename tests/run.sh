#!/usr/bin/env bash
# The whole test suite, in four phases, each timed:
#   types    the type check (tsc)
#   unit     unit, component and integration tests (vitest)
#   browser  browser tests (Playwright in Debian's Chromium)
#   edge     the built site in Cloudflare's runtime (workerd through wrangler 4: Node 22.12 or later, so on an older
#            Node it runs on Node 24 from the npm registry, tests/node24.sh)
# `npm test` runs them all; `npm test -- unit browser` runs the ones named. Installs what the tests need first:
# node_modules when missing; Chromium, its Liberation fonts and Java (the W3C HTML checker) when they are not on
# the machine (install-packages.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

ALL=(types unit browser edge)
PHASES=("$@")
[ ${#PHASES[@]} -gt 0 ] || PHASES=("${ALL[@]}")
for phase in "${PHASES[@]}"; do
  case " ${ALL[*]} " in *" $phase "*) ;; *) echo "Unknown phase \"$phase\": the phases are ${ALL[*]}." >&2; exit 2 ;; esac
done

if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi
bash tests/install-packages.sh --html-checker

TIMES=()
run_phase() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== $name (Node $(node --version))"
  "$@"
  TIMES+=("$(printf '%-8s %5d s' "$name" $((SECONDS - start)))")
  # CI collects the phases of its passes here (.ci/run).
  if [ -n "${TEST_TIMES_FILE:-}" ]; then printf '%-22s %5d s\n' "$name (Node $(node --version))" $((SECONDS - start)) >>"$TEST_TIMES_FILE"; fi
}

types() {
  npx tsc --noEmit -p tsconfig.json
  npx tsc --noEmit -p site/tsconfig.service-worker.json
}
unit() { npx vitest run; }
browser() { npx playwright test; }
edge() { PATH="$(bash tests/node24.sh):$PATH" npx vitest run --config vitest.edge.config.ts; }

for phase in "${PHASES[@]}"; do run_phase "$phase" "$phase"; done

echo "== time per phase (Node $(node --version))"
printf '  %s\n' "${TIMES[@]}"
