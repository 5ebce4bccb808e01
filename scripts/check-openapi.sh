#!/bin/sh
# Fails when packages/api-client/openapi.json (or its generated types) no longer match the controllers, or
# when an operation does not document its answers (scripts/check-openapi-answers.mjs).
set -e
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
(cd apps/api && node --import @swc-node/register/esm-register src/openapi.ts "$tmp/openapi.json" >/dev/null)
(cd packages/api-client && npx openapi-typescript "$tmp/openapi.json" -o "$tmp/schema.d.ts" >/dev/null 2>&1)
status=0
if ! diff -q "$tmp/openapi.json" packages/api-client/openapi.json >/dev/null; then
  echo "packages/api-client/openapi.json is out of date: run 'pnpm openapi' and commit the result." >&2
  diff -u packages/api-client/openapi.json "$tmp/openapi.json" | head -40 >&2
  status=1
fi
if ! diff -q "$tmp/schema.d.ts" packages/api-client/src/schema.d.ts >/dev/null; then
  echo "packages/api-client/src/schema.d.ts is out of date: run 'pnpm openapi' and commit the result." >&2
  status=1
fi
node scripts/check-openapi-answers.mjs "$tmp/openapi.json" || status=1
rm -rf "$tmp"
[ $status -eq 0 ] && echo "OpenAPI document and client are up to date."
exit $status
