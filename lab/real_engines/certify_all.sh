#!/usr/bin/env bash
# Certify the real engines the kit's authors did not write, as a lab would (issue 27): install
# each engine beside its adapter (lab/real_engines/.engines), then `bjkit certify --profile ci`
# through a stdio adapter, one run folder per engine under out/real-engines, and print each
# run's findings. Each engine is certified at the table it declares it plays (plays:boxes=1,
# plays:hole_card=...; `bjkit certify` refuses any other and names the --house that fits).
# Needs network access the first time (PyPI and npm) and node for engine-blackjack.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
py="$root/.venv/bin/python"
engines="$here/.engines"
out="$root/out/real-engines"
mkdir -p "$out"
if [ ! -d "$engines/site-packages/jackblack" ] || [ ! -d "$engines/site-packages/py21" ]; then
  "$py" -m pip install --quiet --target "$engines/site-packages" -r "$here/requirements.txt" || exit 2
fi
if [ ! -d "$engines/node_modules/engine-blackjack" ]; then
  npm install --silent --no-save --prefix "$engines" engine-blackjack@0.9.2 || exit 2
fi
status=0
cd "$here" || exit 2
declare -A table=(
  [jackblack]="--house boxes=1 --house hole_card=face-down"
  [bjapi]="--house boxes=1 --house hole_card=face-down --house surrender=true"
  [ebj]="--house boxes=1 --house hole_card=face-down-card-reader"
  [py21]="--house boxes=1 --house hole_card=face-down-card-reader --house surrender=true --house max_splits=3 --house aces_split_once=true"
)
for engine in ${ENGINES:-jackblack bjapi ebj py21}; do
  adapter="stdio:$py -m vendor_adapters.serve python:${engine}_adapter:create"
  echo "== $engine: bjkit certify --adapter '$adapter' --profile ci ${table[$engine]} ${CERTIFY_ARGS:-}"
  # shellcheck disable=SC2086 # the table and CERTIFY_ARGS hold several options each
  "$root/.venv/bin/bjkit" certify --adapter "$adapter" --profile ci --out "$out/$engine" \
    ${table[$engine]} ${CERTIFY_ARGS:-} > "$out/$engine.log" 2>&1
  code=$?
  echo "   exit $code; log $out/$engine.log"
  "$py" "$here/findings.py" "$out/$engine" || status=2
  [ "$code" -gt 1 ] && status=2
done
exit $status
