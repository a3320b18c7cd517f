#!/bin/sh
# encoding.sh - what `equiv cobol run` does with the run's character set at its edges (issue 9
# items 15, 16): displayed lines of an EBCDIC run are EBCDIC bytes in a pipe and text in the
# terminal's encoding on a terminal (a pty made by python3); ASCII data met as numeric data under
# the EBCDIC default says so, with the record and the bytes; literals with characters outside the
# code page are located errors naming the character and the code page; CODEPAGE(1140)'s euro sign
# is 0x9F (IBM-1140: IBM-037 with U+20AC at 0x9F).
set -u
here=$(cd "$(dirname "$0")" && pwd)
d=$here/encoding
EQUIV=${EQUIV:-$here/../../../build/equiv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cbl-enc.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
pass=0; fail=0
check() { # label, then a command that succeeds when the check holds
    label=$1; shift
    if "$@"; then echo "ok   $label"; pass=$((pass + 1)); else echo "FAIL $label"; fail=$((fail + 1)); fi
}
# on_tty LANG CMD...: runs CMD with standard output on a pty and only LANG of the locale
# variables set; its bytes (CR LF from the tty) go to $tmp/tty.out. The environment is made here,
# not inherited: python3 itself may coerce a locale it lacks to C.UTF-8 (PEP 538).
on_tty() {
    python3 - "$tmp/tty.out" "$@" <<'PY'
import os, pty, sys, subprocess
out = sys.argv[1]
env = {k: v for k, v in os.environ.items() if not k.startswith("LC_") and k != "LANG"}
env["LANG"] = sys.argv[2]
m, s = pty.openpty()
p = subprocess.Popen(sys.argv[3:], stdout=s, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL,
                     env=env)
os.close(s)
data = b""
while True:
    try:
        chunk = os.read(m, 4096)
    except OSError:
        break
    if not chunk:
        break
    data += chunk
p.wait()
open(out, "wb").write(data)
PY
}
hexof() { od -An -tx1 "$1" | tr -d ' \n'; }
# 15: a pipe gets the EBCDIC bytes (CP1140: H=C8 ... E-acute=71, the euro 9F, NL 15), unchanged
"$EQUIV" cobol run "$d/HELLO.cbl" >"$tmp/pipe.out" 2>"$tmp/err"
check "pipe: EBCDIC bytes" [ "$(hexof "$tmp/pipe.out")" = "c8c5d3d3d66b40c3c1c67115d7d9c9c3c540f5409f15" ]
# 15: a UTF-8 terminal gets UTF-8 text, a Latin-1 one Latin-1 (the euro, which it lacks, as ?)
on_tty C.UTF-8 "$EQUIV" cobol run "$d/HELLO.cbl"
printf 'HELLO, CAF\303\211\r\nPRICE 5 \342\202\254\r\n' >"$tmp/want.utf8"
check "UTF-8 terminal: text" cmp -s "$tmp/tty.out" "$tmp/want.utf8"
on_tty en_US.ISO-8859-1 "$EQUIV" cobol run "$d/HELLO.cbl"
printf 'HELLO, CAF\311\r\nPRICE 5 ?\r\n' >"$tmp/want.latin1"
check "Latin-1 terminal: text" cmp -s "$tmp/tty.out" "$tmp/want.latin1"
check "--help says so" sh -c "'$EQUIV' cobol run --help | grep -q 'when standard output is a terminal'"
# 16: --json shows the euro as U+20AC (it was '?', Latin-1 has no euro)
"$EQUIV" cobol run "$d/HELLO.cbl" --json >"$tmp/j.json"
check "JSON: euro sign" [ "$(jq -r '.display[1]' "$tmp/j.json")" = "PRICE 5 €" ]
# 15: ASCII digits read as EBCDIC numeric data: record number, bytes, hint
"$EQUIV" cobol run "$d/SRSUM.cbl" --dd SRIN="$d/SRIN.ascii" >"$tmp/o" 2>"$tmp/err"
rc=$?
want="SRSUM.cbl:26:35: error: [undefined_result] invalid numeric data in 'SR-AMOUNT' (record 1 of SR-FILE; bytes X'303031323530'; the data looks ASCII: try --encoding ascii)"
check "ASCII data under EBCDIC: hint (exit $rc)" sh -c "[ $rc -eq 4 ] && grep -qF \"$want\" '$tmp/err'"
"$EQUIV" cobol run "$d/SRSUM.cbl" --dd SRIN="$d/SRIN.ascii" --encoding ascii >"$tmp/o" 2>"$tmp/err"
check "the hint's advice works" grep -qx 'TOTAL      13.25' "$tmp/o"
# the same data converted to EBCDIC: no error, the same total
"$EQUIV" cobol data convert --from fixed --to fixed --lrecl 12 --encoding ascii --to-encoding ebcdic \
    "$d/SRIN.ascii" "$tmp/srin.ebc" 2>"$tmp/err"
"$EQUIV" cobol run "$d/SRSUM.cbl" --dd SRIN="$tmp/srin.ebc" --json >"$tmp/j.json" 2>"$tmp/err"
check "EBCDIC data: no hint" [ "$(jq -r '.display[0]' "$tmp/j.json")" = "TOTAL      13.25" ]
# line records into fixed ones: each padded with spaces of the output encoding to the record
# length (an empty line a record of spaces), a line of the record's length as it is
printf 'AB\nCDEFG\n\nHIJKLMNO\n' >"$tmp/l.txt"
"$EQUIV" cobol data convert --from line --to fixed --lrecl 8 "$tmp/l.txt" "$tmp/l.fix" 2>"$tmp/err"
check "line to fixed: padded" [ "$(cat "$tmp/l.fix")" = "AB      CDEFG           HIJKLMNO" ]
"$EQUIV" cobol data convert --from line --to fixed --lrecl 8 --to-encoding ebcdic "$tmp/l.txt" "$tmp/l.ebc" 2>"$tmp/err"
check "line to fixed EBCDIC: padded with X'40'" [ "$(od -An -tx1 "$tmp/l.ebc" | tr -d ' \n')" = \
    "c1c2404040404040c3c4c5c6c74040404040404040404040c8c9d1d2d3d4d5d6" ]
# 16: characters outside the code page: located input errors (exit 1) saying which and where
says() { # label, wanted first line of stderr, then the arguments
    label=$1; want=$2; shift 2
    "$EQUIV" cobol run "$@" >"$tmp/o" 2>"$tmp/err"
    rc=$?
    if [ $rc -eq 1 ] && [ "$(head -n 1 "$tmp/err")" = "$want" ]; then
        echo "ok   $label"; pass=$((pass + 1))
    else
        echo "FAIL $label (exit $rc)"; echo "     want $want"; sed 's/^/     got  /' "$tmp/err" | head -3; fail=$((fail + 1))
    fi
}
says "euro under CODEPAGE(37)" \
    "$d/HELLO.cbl:7:20: error: [encoding] character '€' (U+20AC) of literal 'PRICE 5 €' is not in code page 037 (CODEPAGE(1140) has it)" \
    "$d/HELLO.cbl" --option 'CODEPAGE(37)'
says "CJK text under 1140" \
    "$d/CJK.cbl:9:17: error: [encoding] character '漢' (U+6F22) of literal '漢字' is not in code page 1140 (DBCS and national text need a G'…' or N'…' literal)" \
    "$d/CJK.cbl"
says "euro in ASCII data" \
    "$d/HELLO.cbl:7:20: error: [encoding] character '€' (U+20AC) of literal 'PRICE 5 €' has no code in the run's ASCII (Latin-1) data" \
    "$d/HELLO.cbl" --encoding ascii
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
