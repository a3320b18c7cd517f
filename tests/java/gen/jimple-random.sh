#!/usr/bin/env bash
# jimple-random.sh N SEED EQUIV — N random programs from gen.py (SEED), each printed as Jimple by
# `equiv java ir`, read back, and every method run from the class file and from the Jimple
# (tests/java/jimple.py --roundtrip-only): the same behaviour. 4 programs in suite 'java', 300 in 'long'.
set -euo pipefail
n=${1:?} seed=${2:?} equiv=${3:?}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d "${TMPDIR:-/tmp}/equiv-java-genj-XXXXXX")
trap 'rm -rf "$dir"' EXIT
python3 "$here/gen.py" "$seed" "$n" "$dir"
python3 "$here/../jimple.py" "$equiv" --roundtrip-only "$dir"
