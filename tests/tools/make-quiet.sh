#!/usr/bin/env bash
# tests/tools/make-quiet.sh SRC BUILD — `make` with nothing to do prints nothing (issue 9 item 10):
# the Makefile's build step on an up-to-date build directory writes no line.
set -uo pipefail
src=${1:?usage: make-quiet.sh SRC BUILD} build=${2:?usage: make-quiet.sh SRC BUILD}
out=$(make -s -C "$src" BUILD="$build" all 2>&1)
rc=$?
if [ $rc -ne 0 ] || [ -n "$out" ]; then
  echo "FAIL: make on an up-to-date build printed (exit $rc):"; printf '%s\n' "$out" | head -20
  echo "0 passed, 1 failed"; exit 1
fi
echo "1 passed, 0 failed"
