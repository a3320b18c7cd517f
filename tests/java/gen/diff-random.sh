#!/usr/bin/env bash
# diff-random.sh N SEED EQUIV — N random programs from gen.py (SEED), each method run by equiv and by
# the JVM (diff_jvm.py): 12 programs in suite 'java', 300 in 'long'.
set -euo pipefail
n=${1:?} seed=${2:?} equiv=${3:?}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d "${TMPDIR:-/tmp}/equiv-java-gen-XXXXXX")
trap 'rm -rf "$dir"' EXIT
python3 "$here/gen.py" "$seed" "$n" "$dir"
python3 "$here/../diff_jvm.py" "$equiv" "$dir"/*.java
