#!/usr/bin/env sh
# What the production image holds, assembled into OUT (default /out) from a built checkout
# (`pnpm build`): the API with its production dependencies only (`pnpm deploy --prod`), its migrations,
# and the built shop. The Dockerfile runs it; tests/topology/run.sh runs its API processes from it, so
# that a package the server needs at run time but listed among the dev dependencies fails CI.
set -eu
cd "$(dirname "$0")/.."
out=${1:-/out}
rm -rf "$out"
CI=true node scripts/pnpm.mjs --filter @bookshop/api deploy --prod "$out/apps/api" >/dev/null
rm -rf "$out/apps/api/src" "$out/apps/api/test"
mkdir -p "$out/apps/shop"
cp -r apps/shop/dist "$out/apps/shop/dist"
