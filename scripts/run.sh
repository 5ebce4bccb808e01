#!/bin/sh
# The README's two commands. Works on a fresh machine with only Node 20+:
# installs pnpm when missing, installs the workspace, builds, then starts or tests.
set -e
cd "$(dirname "$0")/.."
if ! command -v pnpm >/dev/null 2>&1; then
  echo "Installing pnpm (npm i -g pnpm@12)..."
  npm i -g pnpm@12 >/dev/null 2>&1 || npm i --prefix "$HOME/.local" -g pnpm@12
  export PATH="$HOME/.local/bin:$PATH"
fi
if [ -f pnpm-lock.yaml ]; then
  pnpm install --frozen-lockfile --reporter=append-only
else
  pnpm install --reporter=append-only
fi
case "$1" in
  start)
    pnpm -r --workspace-concurrency=1 build
    exec node apps/api/dist/main.js
    ;;
  test)
    exec sh scripts/test-all.sh
    ;;
  *)
    echo "usage: run.sh start|test" >&2; exit 2;;
esac
