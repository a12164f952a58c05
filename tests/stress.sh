#!/usr/bin/env bash
# Runs the test suite (or the pytest arguments given) RUNS times in a row while one CPU core
# is kept busy, and prints each run's outcome and a summary. A test that fails one time in N
# fails a clean CI machine; this finds it first. Not run by CI or by tests/run.sh.
#
#   tests/stress.sh [-n RUNS] [pytest arguments...]
#   tests/stress.sh -n 10                    # the whole suite, 10 times
#   tests/stress.sh -n 20 tests/e2e          # the browser scenarios, 20 times
#
# Needs the set-up of ./install/setup.sh --dev. Each run's output is kept in
# tests/artifacts/stress/run-N.log. The busy loop is a separate process with its own
# deadline (RUNS x STRESS_RUN_LIMIT_S seconds), so it stops by itself even if this script is
# killed; it is also stopped when the script ends.
set -uo pipefail
cd "$(dirname "$0")/.."

runs=10
if [ "${1:-}" = "-n" ]; then
  runs="$2"
  shift 2
fi
run_limit_s="${STRESS_RUN_LIMIT_S:-1200}"
logs=tests/artifacts/stress
mkdir -p "$logs"

.venv/bin/python -c "
import time
deadline = time.monotonic() + $runs * $run_limit_s
while time.monotonic() < deadline:
    pass
" &
busy=$!
trap 'kill "$busy" 2>/dev/null' EXIT

export DPA_KEYRING=file
passed=0
failed_runs=()
for i in $(seq 1 "$runs"); do
  start=$(date +%s)
  if timeout "$run_limit_s" .venv/bin/pytest -q -p no:cacheprovider "$@" >"$logs/run-$i.log" 2>&1; then
    outcome=PASS
    passed=$((passed + 1))
  else
    outcome=FAIL
    failed_runs+=("$i")
  fi
  summary=$(grep -E '^[0-9]+ (passed|failed)|^=+ .*(passed|failed|error).* =+$' "$logs/run-$i.log" | tail -1)
  echo "run $i/$runs: $outcome in $(($(date +%s) - start)) s  ${summary}"
  grep -E '^(FAILED|ERROR) ' "$logs/run-$i.log" | sed 's/^/    /'
done

echo "summary: $passed of $runs runs passed (one core busy; pytest $*)"
if [ "${#failed_runs[@]}" -gt 0 ]; then
  echo "failed runs: ${failed_runs[*]} (logs in $logs/)"
  exit 1
fi
