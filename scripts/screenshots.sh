#!/usr/bin/env bash
# Screenshots of every demo page for the README and docs/screenshots/, one command:
#   scripts/screenshots.sh [page ...]     default: every demo page (see scripts/screenshots.ts)
# Starts the demo server (`npm start`'s Vite with the reference server) on a free port, takes each
# page at desktop (1280 px, <page>.png) and mobile (390 px, <page>-mobile.png) width in headless
# Chromium (CHROME_PATH or /usr/bin/chromium), and stops the server it started.
set -euo pipefail
cd "$(dirname "$0")/.."

PORT="${PORT:-$(node -e "const s = require('node:net').createServer().listen(0, () => { console.log(s.address().port); s.close(); })")}"
LOG="$(mktemp)"

# `npm start`, run directly so that $! is the server itself and the trap stops exactly it.
PORT="$PORT" node node_modules/vite/bin/vite.js --config vite.config.ts --port "$PORT" --strictPort >"$LOG" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true; rm -f "$LOG"' EXIT
for _ in $(seq 1 150); do
  curl -sf "http://localhost:$PORT/index.html" >/dev/null && break
  sleep 0.2
done
curl -sf "http://localhost:$PORT/index.html" >/dev/null || { cat "$LOG" >&2; exit 1; }

node --import tsx scripts/screenshots.ts --base "http://localhost:$PORT" "$@"
