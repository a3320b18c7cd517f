#!/usr/bin/env bash
# loop-mutants.sh N SEED EQUIV — N generated loop pairs (loopmut.py) through equiv diff, every verdict
# checked on the JVM with arrays and Strings up to 40 long (pairs.py --root): a wrong 'equivalent'
# from the loop cut's induction, or an unreplayable 'behaviour_changed', fails.
set -euo pipefail
n=${1:?} seed=${2:?} equiv=${3:?}
here=$(cd "$(dirname "$0")" && pwd)
dir=$(mktemp -d "${TMPDIR:-/tmp}/equiv-java-loopmut-XXXXXX")
trap 'rm -rf "$dir"' EXIT
python3 "$here/loopmut.py" "$seed" "$n" "$dir"
python3 "$here/../pairs.py" "$equiv" --root "$dir"
