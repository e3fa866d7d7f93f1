#!/usr/bin/env bash
# Starts the production build for the browser tests on a fresh embedded database, seeded by e2e/seed.ts.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:-3100}
export DATA_DIR=${E2E_DATA_DIR:-$(mktemp -d /tmp/platform-e2e-XXXXXX)}
unset DATABASE_URL
export NEXTAUTH_URL="http://127.0.0.1:$port"
export LOG_LEVEL=${LOG_LEVEL:-warn} # the request log would print every test request into the test output
# Key and domain caches do not expire during the run: a change made elsewhere (the operator CLI) that is
# served at once was evicted, not timed out.
export API_KEY_CACHE_TTL_MS=${API_KEY_CACHE_TTL_MS:-600000} SHORTLINK_DOMAIN_CACHE_TTL_MS=${SHORTLINK_DOMAIN_CACHE_TTL_MS:-600000}
node --import tsx scripts/db-migrate.ts deploy >/dev/null
node --import tsx e2e/seed.ts > e2e/.seed.json
exec node scripts/server.mjs -p "$port" -H 127.0.0.1
