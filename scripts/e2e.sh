#!/usr/bin/env bash
# Builds once and runs the browser tests (all, or the spec files given). Serialised with a lock so two
# people on one machine do not build into .next at the same time.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/platform-e2e.lock
flock 9
npx next build > /tmp/platform-next-build.log 2>&1 || { tail -50 /tmp/platform-next-build.log; exit 1; }
npx playwright test "$@"
