#!/usr/bin/env bash
# sym-mutants.sh N SEED EQUIV — N generated pairs (mutants.py) through equiv diff, every verdict checked
# on the JVM (pairs.py --root): a wrong 'equivalent' or an unreplayable 'behaviour_changed' fails.
set -euo pipefail
n=${1:?} seed=${2:?} equiv=${3:?}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d "${TMPDIR:-/tmp}/equiv-java-mut-XXXXXX")
trap 'rm -rf "$dir"' EXIT
python3 "$here/mutants.py" "$seed" "$n" "$dir"
python3 "$here/../pairs.py" "$equiv" --root "$dir"
