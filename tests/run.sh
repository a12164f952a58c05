#!/usr/bin/env bash
# The whole test suite, from a fresh checkout: set-up with test tools, linters, type check,
# extension lint, then pytest (unit, integration over real pipes/sockets, e2e in real
# headless Chromium and Firefox ESR). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

./install/setup.sh --dev

echo "==> ruff"
.venv/bin/ruff check host tests
.venv/bin/ruff format --check host tests
echo "==> mypy"
.venv/bin/mypy
if [ -f extension/package.json ]; then
  echo "==> extension lint"
  (cd extension && npm run --silent lint)
fi
echo "==> pytest"
export DPA_KEYRING=file
.venv/bin/pytest "$@"
