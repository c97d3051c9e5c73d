#!/usr/bin/env bash
# Screenshots of the demo pages in headless Chromium, for the README (docs/screenshots/*.png).
# Starts `npm start` on a free port, shoots each page, stops the server it started.
#   scripts/screenshots.sh [page ...]     default: product category theming raw-query
# Pages are shot at 1280px wide; heights below crop each to its content.
set -euo pipefail
cd "$(dirname "$0")/.."

CHROMIUM="${CHROME_PATH:-/usr/bin/chromium}"
PORT="${PORT:-5199}"
WIDTH="${WIDTH:-1280}"
PAGES=("$@")
[ ${#PAGES[@]} -eq 0 ] && PAGES=(product category theming raw-query navigation account)
declare -A HEIGHTS=([product]=1900 [category]=1500 [theming]=1400 [raw-query]=900 [index]=700 [navigation]=700 [account]=1600)

# `npm start`, run directly so that $! is the server itself and the trap stops exactly it.
PORT="$PORT" node node_modules/vite/bin/vite.js --config vite.config.ts >/tmp/sf-screenshots-server.log 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  curl -sf "http://localhost:$PORT/index.html" >/dev/null && break
  sleep 0.2
done

for page in "${PAGES[@]}"; do
  profile="$(mktemp -d)"
  "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-dev-shm-usage \
    --disable-background-networking --disable-component-update --disable-sync --no-first-run \
    --hide-scrollbars --user-data-dir="$profile" \
    --window-size="$WIDTH,${HEIGHTS[$page]:-1400}" --virtual-time-budget=10000 \
    --screenshot="docs/screenshots/$page.png" "http://localhost:$PORT/$page.html" 2>/dev/null
  rm -rf "$profile"
  echo "docs/screenshots/$page.png"
done
