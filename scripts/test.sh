#!/usr/bin/env bash
# The one command behind `npm test`: every gate, in order, stopping at the first failure.
#
#   1. typecheck   TypeScript 7 on sync-protocol, server,        } side by side
#                  client, tests (scripts/typecheck.sh)          } (concurrently)
#   2. lint        eslint (with the import boundaries),          }
#                  prettier --check
#   3. build       the client, when client/dist is missing (BUILD_CLIENT=1 forces it);
#                  before vitest, whose bench-smoke project runs the benchmarks on it
#   4. unit        vitest: every package (reliability-long too), the benchmarks' smoke size; the server suite
#                  again on PostgreSQL when TEST_DATABASE_URL is set (project server-pg)
#   5. e2e         playwright against the built client, when tests/e2e has specs
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

section() {
  printf '\n==== %s ====\n\n' "$*"
}

trap 'status=$?; if [ "$status" -ne 0 ]; then printf "\n==== FAILED (exit %s) ====\n" "$status" >&2; fi' EXIT

# Typecheck, ESLint and Prettier (`npm run lint` is the last two, one after the other) are one
# process each: side by side they keep both cores of a small machine busy. In a fresh clone on 2
# cores the gate took 43 s with TypeScript 5.9 and 29 s with TypeScript 7. Their outputs are
# printed one after the other (--group); any failing fails the gate.
section "typecheck and lint"
npx concurrently --group --kill-others-on-fail --names typecheck,eslint,prettier \
  "npm run typecheck" "npx eslint ." "npx prettier --check ."

if [ ! -d client/dist ] || [ "${BUILD_CLIENT:-0}" = "1" ]; then
  section "build client"
  npm run build
else
  section "build client: client/dist exists, not rebuilt (BUILD_CLIENT=1 rebuilds it)"
fi

section "unit tests (vitest)"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  echo "TEST_DATABASE_URL is set: the server suite also runs on PostgreSQL (project server-pg)."
else
  echo "TEST_DATABASE_URL is not set: server tests run on PGlite only."
fi
npx vitest run

if [ -n "$(find tests/e2e -name '*.spec.ts' -not -path '*/node_modules/*' -print -quit 2>/dev/null)" ]; then
  section "end-to-end tests (playwright)"
  npm run test:e2e
else
  section "end-to-end tests: no spec files in tests/e2e, skipped"
fi

section "all gates passed"
