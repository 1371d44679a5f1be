#!/usr/bin/env bash
# Runs every suite, keeps going after a failure, and prints one summary. Browser suites need Debian's Chromium
# (/usr/bin/chromium, and chromium-headless-shell to run faster); without it they are skipped loudly, unless
# REQUIRE_BROWSER=1 (CI) makes that a failure. The HTML check of the public-web suite needs Java; without it that
# check is skipped loudly.
set -uo pipefail
cd "$(dirname "$0")/.."
results=()
failed=0

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

# Each line of the summary says how long its suite took, so the slow ones are plain (docs/performance.md, "El ciclo de pruebas").
suite() {
  local name=$1; shift
  local start=$SECONDS
  echo -e "\n=== $name ==="
  if "$@"; then results+=("PASS  $name ($((SECONDS - start)) s)"); else results+=("FAIL  $name ($((SECONDS - start)) s)"); failed=1; fi
}

# Suites that each keep one core busy (or mostly wait) start together with start_suite; finish_suites waits for them
# and prints each one's output whole, in the order they were started.
started=()
start_suite() {
  local name=$1; shift
  local n=${#started[@]}
  started+=("$name")
  (start=$SECONDS; "$@" >"$logs/$n.log" 2>&1; echo $? >"$logs/$n.rc"; echo $((SECONDS - start)) >"$logs/$n.seconds") &
}
finish_suites() {
  wait
  local n
  for n in "${!started[@]}"; do
    echo -e "\n=== ${started[$n]} ==="
    cat "$logs/$n.log"
    local took="($(cat "$logs/$n.seconds") s, en paralelo)"
    if [ "$(cat "$logs/$n.rc")" = 0 ]; then results+=("PASS  ${started[$n]} $took"); else results+=("FAIL  ${started[$n]} $took"); failed=1; fi
    rm -f "$logs/$n".*
  done
  started=()
}

# The Makefile puts Node 24 first on PATH (README: «Versiones probadas»); say which one every suite runs on.
echo "Node $(node --version), npm $(npm --version)"

echo -e "\n=== Formato, estilo, arquitectura, tipos, Vitest y generador (en paralelo) ==="
start_suite "Formato (Prettier)" npm run --silent format:check
start_suite "Estilo (ESLint)" npm run --silent lint
start_suite "Tamaño de los archivos (≤ 250 líneas)" npm run --silent check:file-size
start_suite "Arquitectura backend (dependency-cruiser)" npm run --silent lint:architecture -w backend
for ws in public-web admin-ui; do start_suite "Arquitectura $ws (dependency-cruiser)" npm run --silent lint:architecture -w "$ws"; done
start_suite "Tipos de la API al día (npm run api:types)" npm run --silent api:types:check
start_suite "Reglas compartidas (Vitest)" npm test --silent -w rules
for ws in public-web admin-ui; do start_suite "$ws (Vitest)" npm test --silent -w "$ws"; done
start_suite "Generador de tipos de contenido (npm run new:content-kind)" node scripts/content-kind.test.mjs
start_suite "public-web (JavaScript inicial de cada página de entrada, dentro de su presupuesto)" npm run --silent test:size -w public-web
finish_suites

database=$([ -n "${DATABASE_URL:-}" ] && echo "PostgreSQL real" || echo "PostgreSQL embebido")
suite "API (jest + supertest, $database)" npm test --silent -w backend

browser=${CHROMIUM_PATH:-/usr/bin/chromium}
browser_suites=()
for ws in public-web admin-ui; do [ -f "$ws/playwright.config.ts" ] && browser_suites+=("$ws"); done
if [ -x "$browser" ]; then
  # Each suite in parts (scripts/e2e/suite-part.ts), every part with its own port, server and database, all side by
  # side: one part alone waits on its page most of the time and keeps under one core busy, so five keep both busy.
  # A part's port + 5 is its online-payment server (online-payment.spec.ts, payments.spec.ts).
  parts=("public-web 1/3 3101" "public-web 2/3 3111" "public-web 3/3 3121" "admin-ui 1/2 3102" "admin-ui 2/2 3112")
  echo -e "\n=== Navegador: ${browser_suites[*]} en ${#parts[@]} partes (Playwright + Chromium, en paralelo) ==="
  # scripts/e2e/test-browser.ts: the headless shell when installed (a third less CPU), else the full browser.
  if [ ! -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ]; then
    echo "Sin chromium-headless-shell: todo corre en el Chromium completo, más lento ('apt-get install -y chromium-headless-shell')"
  fi
  for ws in "${browser_suites[@]}"; do rm -f "$ws"/test-results/results*.json; done
  for part in "${parts[@]}"; do
    read -r ws shard port <<<"$part"
    [[ " ${browser_suites[*]} " == *" $ws "* ]] || continue
    start_suite "$ws $shard (Playwright + Chromium)" env E2E_SHARD="$shard" PUBLIC_E2E_PORT="$port" \
      ADMIN_E2E_PORT="$port" npm run --silent test:browser -w "$ws"
  done
  finish_suites
  for ws in "${browser_suites[@]}"; do
    outcome=$(node scripts/playwright-outcome.mjs "$ws"/test-results/results*.json)
    [ -n "$outcome" ] && results+=("$outcome")
  done
else
  for ws in "${browser_suites[@]}"; do
    if [ "${REQUIRE_BROWSER:-0}" = 1 ]; then
      results+=("FAIL  $ws (Playwright): REQUIRE_BROWSER=1 but $browser is missing"); failed=1
    else
      results+=("SKIP  $ws (Playwright): $browser not found; install it with 'apt-get install -y chromium'")
    fi
  done
fi

# The Nu HTML checker (vnu-jar) runs inside the public-web browser suite, on the machine's Java.
if ! command -v java >/dev/null; then
  results+=("SKIP  HTML válido de / y /u/laura (Nu HTML checker): java not found; install it with 'apt-get install -y default-jre-headless'")
fi

echo -e "\n=== Resumen ==="
printf '%s\n' "${results[@]}"
echo "Total: $((SECONDS / 60)) min $((SECONDS % 60)) s"
exit $failed
