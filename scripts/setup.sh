#!/usr/bin/env bash
# One command on a fresh Debian/Ubuntu machine with Node 20.19+: installs everything, prepares the embedded
# database, creates a demo organisation (prints its key and owner password), builds and starts the server.
# SETUP_NO_START=1 stops after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

node -e 'const [a,b]=process.versions.node.split(".").map(Number); if (a<20||(a===20&&b<19)) { console.error("Node 20.19 or newer is needed; this is "+process.version); process.exit(1) }'
ensure_system_packages
ensure_node_modules
ensure_prisma_client

npm run -s db:migrate
demo=$(npm run -s admin -- demo:ensure --json)

echo "== building"
npx next build > /tmp/platform-setup-build.log 2>&1 || { tail -60 /tmp/platform-setup-build.log; exit 1; }

port=${PORT:-3000}
node -e '
  const d = JSON.parse(process.argv[1]); const port = process.argv[2];
  console.log(`
== ready. Demo organisation ${d.org_id}
   API key:        ${d.api_key}
   Portal sign-in: ${d.owner_email} / ${d.owner_password}   (http://localhost:${port}/signin)
   Try:            curl -H "x-api-key: ${d.api_key}" http://localhost:${port}/v1/health
   (Keys and passwords are stored hashed: running set-up again issues fresh ones.)`);
' "$demo" "$port"

[ "${SETUP_NO_START:-0}" = 1 ] && exit 0
echo "== starting on port $port (Ctrl-C to stop)"
# Our production server (Next's handler plus the hot route table and an ordered shutdown; scripts/server.mjs).
exec node scripts/server.mjs -p "$port"
