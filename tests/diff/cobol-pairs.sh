#!/bin/sh
# cobol-pairs.sh - equiv diff on the COBOL change pairs (cobol-pairs/NAME/{old.cbl,new.cbl,expect}:
# the expected verdict on line 1, a text the reason must contain on line 2). Checks each verdict,
# that each version diffed against itself is equivalent, and that every counterexample replays:
# its data sets are written to files and both versions run by `equiv cobol run` must give the
# reported outcomes. Then the differential check with GnuCOBOL (cobol-pairs-check.py): a
# counterexample must differ under cobc too; a pair found equivalent (or unknown) runs both versions
# under cobc on 30 data sets generated from the FD layouts, and an `equivalent` pair fails on any
# difference there. An equivalent verdict must hold for files of any length. A pair's file
# `timeout` lowers its --timeout (pairs known to run out of time).
set -u
here=$(cd "$(dirname "$0")" && pwd)
EQUIV=${1:-$here/../../build/equiv}
exec python3 "$here/cobol-pairs-check.py" "$EQUIV" "$here/cobol-pairs"
