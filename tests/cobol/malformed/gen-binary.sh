#!/bin/sh
# gen-binary.sh - regenerates the malformed inputs that cannot be written as text:
#   format-binary-garbage.cbl  bytes of no text encoding (NULs, control bytes, 0x80-0xFF): 1:1 [format]
#   format-nul-byte.cbl       a valid-looking fixed-format program with one NUL byte inside a statement
#   io-empty.cbl              a zero-byte file: 1:1 [io]
# The generated files are checked in; run this script to recreate them byte for byte.
set -eu
cd "$(dirname "$0")"

# 1. binary garbage: a fixed byte pattern (deterministic; no randomness), 256 bytes, no newline at
#    the end, starting with an ELF-like header so that tools take it for a binary.
{
    printf '\177ELF\002\001\001\000\000\000\000\000\000\000\000\000'
    i=0
    while [ $i -lt 15 ]; do
        printf '\000\001\002\003\033\177\200\201\376\377\015\014\013\010\007\233'
        i=$((i + 1))
    done
} > format-binary-garbage.cbl

# 2. a NUL byte in column 24 of line 10 (inside the DISPLAY literal's statement).
{
    printf '      * ERROR: line 10 holds a NUL byte (0x00) in column 24, inside\n'
    printf '      * the DISPLAY statement.  Source text must not contain NULs.\n'
    printf '       IDENTIFICATION DIVISION.\n'
    printf '       PROGRAM-ID. FORMAT-NUL-BYTE.\n'
    printf '       DATA DIVISION.\n'
    printf '       WORKING-STORAGE SECTION.\n'
    printf '       01  WS-X                    PIC X(10).\n'
    printf '       PROCEDURE DIVISION.\n'
    printf '       MAIN-PARA.\n'
    printf "           DISPLAY WS-X\\000 'AFTER NUL'\\n"
    printf '           GOBACK.\n'
} > format-nul-byte.cbl

# 3. an empty file.
: > io-empty.cbl
