#!/usr/bin/env python3
"""Writes a large, valid IBM COBOL program (fixed format) for front-end throughput: N paragraphs of
typical batch statements over a working-storage record. Usage: gen-big-cobol.py N > BIG.cbl"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out = []
w = out.append
w("       IDENTIFICATION DIVISION.")
w("       PROGRAM-ID. BIGPROG.")
w("       DATA DIVISION.")
w("       WORKING-STORAGE SECTION.")
w("       01  WS-REC.")
for i in range(50):
    w(f"           05  WS-AMT-{i:03d}     PIC S9(7)V99 COMP-3 VALUE ZERO.")
    w(f"           05  WS-TXT-{i:03d}     PIC X(20) VALUE SPACES.")
w("       01  WS-IX                PIC 9(4) COMP VALUE 0.")
w("       01  WS-FLAG              PIC X VALUE 'N'.")
w("           88  WS-DONE          VALUE 'Y'.")
w("       01  WS-TABLE.")
w("           05  WS-ENTRY OCCURS 100 TIMES INDEXED BY WS-TX.")
w("               10  WS-KEY       PIC X(8).")
w("               10  WS-VAL       PIC S9(5)V99.")
w("       PROCEDURE DIVISION.")
w("       0000-MAIN.")
w("           PERFORM P0001 THRU P%04d." % n)
w("           STOP RUN.")
for p in range(1, n + 1):
    a, b = p % 50, (p * 7) % 50
    w(f"       P{p:04d}.")
    w(f"           MOVE WS-AMT-{a:03d} TO WS-AMT-{b:03d}")
    w(f"           ADD 1 TO WS-IX")
    w(f"           COMPUTE WS-AMT-{a:03d} ROUNDED = (WS-AMT-{b:03d} * 1.05) - WS-IX")
    w(f"               ON SIZE ERROR MOVE 'Y' TO WS-FLAG")
    w(f"           END-COMPUTE")
    w(f"           IF WS-AMT-{a:03d} > 100 AND NOT WS-DONE")
    w(f"               MOVE 'BIG' TO WS-TXT-{a:03d}")
    w(f"           ELSE")
    w(f"               STRING 'P' DELIMITED BY SIZE")
    w(f"                   WS-TXT-{b:03d} DELIMITED BY SPACE")
    w(f"                   INTO WS-TXT-{a:03d}")
    w(f"           END-IF")
    w(f"           SET WS-TX TO 1")
    w(f"           SEARCH WS-ENTRY AT END CONTINUE")
    w(f"               WHEN WS-KEY(WS-TX) = WS-TXT-{a:03d}(1:8)")
    w(f"                   ADD WS-VAL(WS-TX) TO WS-AMT-{b:03d}")
    w(f"           END-SEARCH.")
for line in out:
    assert len(line) <= 72, line  # fixed format: columns 73-80 are ignored
print("\n".join(out))
