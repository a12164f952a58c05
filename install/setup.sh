#!/usr/bin/env bash
# Set up dp-anonymizer from a checkout: a venv in .venv, the package with its model
# dependencies, the native-messaging host registered for the browsers found, and (when asked)
# the model weights. Safe to run again: every step is idempotent.
#
#   install/setup.sh                   user set-up
#   install/setup.sh --download-models also fetch the weights (needs internet to the HF hub) and
#                                     install the official NER model en_core_web_sm (github.com)
#   install/setup.sh --dev             + test tools, npm packages, and (as root) Debian browsers
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
dev=0
download=0
for arg in "$@"; do
  case "$arg" in
    --dev) dev=1 ;;
    --download-models) download=1 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    *) echo "setup: unknown option $arg" >&2; exit 2 ;;
  esac
done

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

python=${PYTHON:-python3}
"$python" - <<'PY' || { echo "setup: Python >= 3.11 is required" >&2; exit 1; }
import sys
sys.exit(0 if sys.version_info >= (3, 11) else 1)
PY

if [ ! -x .venv/bin/python ]; then
  say "creating .venv"
  "$python" -m venv .venv
fi
pip=(.venv/bin/python -m pip --disable-pip-version-check -q)
"${pip[@]}" install --upgrade pip setuptools wheel

# torch: the pinned CPU build where there is no GPU (an unpinned torch pulls a multi-GB CUDA
# build), the default CUDA build where nvidia-smi sees a GPU.
if ! .venv/bin/python -c "import torch" 2>/dev/null; then
  if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
    say "installing torch (CUDA build: a GPU was found)"
    "${pip[@]}" install "torch>=2.4"
  else
    say "installing torch==2.13.0 (CPU)"
    "${pip[@]}" install torch==2.13.0
  fi
fi

extras="models,ner"
[ "$dev" = 1 ] && extras="models,ner,dev"
say "installing dp-anonymizer[$extras]"
"${pip[@]}" install -e ".[$extras]"

if [ "$dev" = 1 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    missing=()
    [ -x /usr/lib/chromium/chromium ] || missing+=(chromium chromium-driver)
    command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
    if [ ${#missing[@]} -gt 0 ]; then
      say "installing ${missing[*]} (apt)"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
  fi
  for dir in extension tests/e2e/fixtures; do
    if [ -f "$dir/package-lock.json" ]; then
      say "npm ci in $dir"
      (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
    fi
  done
fi

if .venv/bin/dp-anonymizer --help 2>/dev/null | grep -q install-host; then
  say "registering the native-messaging host"
  .venv/bin/dp-anonymizer install-host || echo "setup: host registration failed (see above); the CLI still works" >&2
fi

if .venv/bin/dp-anonymizer --help 2>/dev/null | grep -q ' models'; then
  if [ "$download" = 1 ]; then
    say "downloading model weights"
    .venv/bin/dp-anonymizer models download
  else
    .venv/bin/dp-anonymizer models status || true
    echo "Model weights are fetched with: .venv/bin/dp-anonymizer models download  (or install/setup.sh --download-models)."
    echo "Without them the host runs in rules-only mode (placeholders only, no DP claim)."
  fi
fi
say "done: .venv/bin/dp-anonymizer --help"
