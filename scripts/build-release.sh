#!/usr/bin/env bash
# Builds the production tree, step by step, exactly as the Dockerfile does (it runs this script for each step, so
# the two cannot drift apart). Run from a clone; needs Node 24+ and npm.
#
#   scripts/build-release.sh deps            npm ci of every workspace (the build needs the dev dependencies)
#   scripts/build-release.sh build           build the backend, the public site and the admin console
#   scripts/build-release.sh runtime <dir>   the runtime tree in <dir>: manifests, the backend's production
#                                            dependencies only, and the built apps; start it with
#                                            `NODE_ENV=production node backend/dist/main.js` from <dir>
#   scripts/build-release.sh all <dir>       the three steps in that order
set -euo pipefail
cd "$(dirname "$0")/.."
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

# Only the backend runs on the server: its production dependencies are installed (release-manifests.mjs writes the
# manifests and a lockfile reduced to them), with the built rules package it imports (a linked workspace). The front
# ends run in the browser: only their built files are kept.
BUILT=(rules/dist backend/dist public-web/dist admin-ui/dist)

# No dependency of this stack needs an install script (npm 11 skips unapproved ones anyway); skipping them keeps
# the image and these machines (both npm 11) doing the same thing.
deps() {
  npm ci --ignore-scripts --prefer-offline
}

build() {
  npm run build
}

runtime() {
  local out=${1:?usage: build-release.sh runtime <dir>}
  rm -rf "$out"
  mkdir -p "$out"
  out=$(cd "$out" && pwd)
  node scripts/release-manifests.mjs "$out"
  (cd "$out" && npm ci --omit=dev --ignore-scripts --prefer-offline)
  for dir in "${BUILT[@]}"; do
    [ -d "$dir" ] || { echo "build-release: falta $dir; ejecuta primero el paso build" >&2; exit 1; }
    mkdir -p "$out/$(dirname "$dir")"
    cp -R "$dir" "$out/$dir"
  done
  echo "build-release: árbol de producción en $out ($(du -sh "$out" | cut -f1))"
}

case "${1:-}" in
  deps) deps ;;
  build) build ;;
  runtime) runtime "${2:-}" ;;
  all) deps; build; runtime "${2:-}" ;;
  *) sed -n '2,12p' "$0" >&2; exit 2 ;;
esac
