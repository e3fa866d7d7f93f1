#!/usr/bin/env bash
# Installs whatever is missing, then runs every test: unit and integration tests on the embedded database,
# again on PostgreSQL when one is reachable, then the browser tests against a production build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh
ensure_system_packages
ensure_node_modules
ensure_prisma_client

REPORT_DIR=$(mktemp -d)
trap 'rm -rf "$REPORT_DIR"' EXIT

echo "== typecheck"
npx tsc --noEmit

run_vitest() { # backend
  echo "== unit and integration tests on $1"
  TEST_DB_BACKEND=$1 npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/vitest-$1.json"
}
run_vitest pglite
if postgres_url=$(find_test_postgres); then
  TEST_DATABASE_URL=$postgres_url run_vitest postgres
else
  echo "== no PostgreSQL reachable (set TEST_DATABASE_URL): PostgreSQL pass skipped"
fi

if [ "${SKIP_E2E:-0}" != 1 ]; then
  echo "== browser tests"
  npx next build > "$REPORT_DIR/build.log" 2>&1 || { cat "$REPORT_DIR/build.log"; exit 1; }
  npx playwright test --reporter=list,json > >(tee "$REPORT_DIR/pw.out") 2>&1 || { echo "browser tests failed"; exit 1; }
fi

node scripts/lib/summarise-tests.mjs "$REPORT_DIR"
