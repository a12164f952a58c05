#!/usr/bin/env bash
# The CUDA checks. Not run by CI (CI has no GPU); run them on a machine with an NVIDIA GPU:
#
#   tests/cuda.sh [OUTDIR]        (default tests/artifacts/cuda; PYTHON overrides .venv/bin/python)
#
# 1. the model and rewrite tests on the tiny stand-ins, on the GPU (DPA_TEST_DEVICE=cuda) in
#    float32; the batching and equivalence tests again in bfloat16, the dtype CUDA decodes in;
# 2. `bench rewrite --random-weights --device cuda` (architecture-true T5-base random weights):
#    bfloat16 for 1/4/16 chunks at 0/5/20 corrector steps (one chunk at a time beside the
#    single chunk), the same without CUDA graphs for 4 chunks at 0 and 20 steps
#    (DPA_CUDA_GRAPHS=0), and float32 for 1/4/16 chunks at 0 and 20 steps.
# Detection runs with the rules and gazetteer layers (the NER layer is not what this checks).
# Every step runs; the exit status is 1 if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-.venv/bin/python}
out=${1:-tests/artifacts/cuda}
mkdir -p "$out"
export PYTHONPATH="host${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1 DPA_KEYRING=file
export DP_ANONYMIZER_LAYERS=rules,gazetteer
status=0

"$python" - <<'PY' || exit 1
import torch
assert torch.cuda.is_available(), "tests/cuda.sh: no CUDA device"
print("torch", torch.__version__, "on", torch.cuda.get_device_name(), flush=True)
PY

pytest=("$python" -m pytest -p no:cacheprovider -n 0 -q -o addopts="--import-mode=importlib -ra")
echo "==> model and rewrite tests on CUDA, float32"
DPA_TEST_DEVICE=cuda DPA_TEST_DTYPE=float32 "${pytest[@]}" tests/models tests/pipeline/test_rewrite.py \
  --deselect tests/models/test_vec2text_equivalence.py --deselect tests/models/test_ner_model.py \
  2>&1 | tee "$out/pytest-float32.log" || status=1
echo "==> batching and equivalence tests on CUDA, bfloat16"
DPA_TEST_DEVICE=cuda DPA_TEST_DTYPE=bfloat16 "${pytest[@]}" tests/models/test_greedy.py \
  tests/models/test_engine.py -k "decode or early_exit or micro_batches or greedy or eos" \
  2>&1 | tee "$out/pytest-bfloat16.log" || status=1

random=$(mktemp -d)
trap 'rm -rf "$random"' EXIT
bench=("$python" -m dp_anonymizer bench rewrite --random-weights --random-dir "$random"
  --device cuda --max-length 33 --repeats 3)
echo "==> bench rewrite, bfloat16"
"${bench[@]}" --sizes 1,4,16 --dtype bfloat16 --steps 0,5,20 --sequential-max 1 \
  2>"$out/bench-bfloat16.err" | tee "$out/bench-bfloat16.md" || status=1
echo "==> bench rewrite, bfloat16, no CUDA graphs"
DPA_CUDA_GRAPHS=0 "${bench[@]}" --sizes 4 --dtype bfloat16 --steps 0,20 --sequential-max 0 \
  2>"$out/bench-bfloat16-eager.err" | tee "$out/bench-bfloat16-eager.md" || status=1
echo "==> bench rewrite, float32"
"${bench[@]}" --sizes 1,4,16 --dtype float32 --steps 0,20 --sequential-max 0 \
  2>"$out/bench-float32.err" | tee "$out/bench-float32.md" || status=1
exit $status
