#!/usr/bin/env bash
# Installs whatever is missing, then runs every test: typecheck, unit and integration tests on the embedded
# database, again on PostgreSQL when one is reachable (TEST_DATABASE_URL or 127.0.0.1:5432), then the
# browser tests against a production build. Ends with one line: "N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_system_packages
ensure_node_modules
ensure_prisma_client

REPORT_DIR=$(mktemp -d)
trap 'rm -rf "$REPORT_DIR"' EXIT
status=0

echo "== typecheck"
npx tsc --noEmit || status=1

run_vitest() { # backend
  echo "== unit and integration tests on $1"
  TEST_DB_BACKEND=$1 npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/vitest-$1.json" || status=1
}
run_vitest pglite
if postgres_url=$(find_test_postgres); then
  TEST_DATABASE_URL=$postgres_url run_vitest postgres
else
  echo "== no PostgreSQL reachable (set TEST_DATABASE_URL to include it): PostgreSQL pass skipped"
fi

if [ "${SKIP_E2E:-0}" != 1 ]; then
  echo "== browser tests (production build)"
  PW_JSON_OUTPUT="$REPORT_DIR/playwright.json" bash scripts/e2e.sh || status=1
fi

node scripts/lib/summarise-tests.mjs "$REPORT_DIR" || status=1
exit $status
