      *> RECONWS.cpy - reconciliation counters.  COPYed from the
      *> free-format program BALRECN, so it is written to be valid in
      *> both reference formats: comments are '*>' starting in column
      *> 7 (a fixed-format comment line and a free-format inline
      *> comment), code sits in columns 8-72.
       01  WS-COUNTERS.
           05  WS-MATCHED      PIC 9(3) VALUE ZERO.
           05  WS-DIFFERENT    PIC 9(3) VALUE ZERO.
           05  WS-LEDGER-ONLY  PIC 9(3) VALUE ZERO.
           05  WS-BANK-ONLY    PIC 9(3) VALUE ZERO.
       01  WS-NET-DIFF         PIC S9(9)V99 COMP-3 VALUE ZERO.
       01  WS-NET-ED           PIC -(9)9.99.
