#!/usr/bin/env bash
# `npm run test:fast`, the daily loop: typecheck (incremental) and the Vitest projects that need
# no browser and no long wall-clock waits. `npm test` (scripts/test.sh) runs all of this and
# also lint, the client build, the benchmark smoke (bench-smoke), the long reliability tests
# (reliability-long), the server suite on PostgreSQL (server-pg) and Playwright.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

npm run typecheck
npx vitest run \
  --project sync-protocol --project server --project client --project client-dom --project client-mocks --project lint \
  --project tests-sync --project reliability "$@"
