      * TAXBRKTP - pay-period input record for TAXBRKT, 50 bytes,
      *   sorted by employee id and pay period.
       01  PR-PAY-REC.
           05  PR-EMP-ID           PIC X(6).
           05  PR-EMP-NAME         PIC X(20).
           05  PR-FILING-STATUS    PIC X.
               88  FS-SINGLE       VALUE 'S'.
               88  FS-MARRIED      VALUE 'M'.
               88  FS-HEAD         VALUE 'H'.
               88  FS-VALID        VALUE 'S' 'M' 'H'.
           05  PR-PAY-FREQ         PIC X.
               88  PF-WEEKLY       VALUE 'W'.
               88  PF-BIWEEKLY     VALUE 'B'.
               88  PF-SEMIMONTHLY  VALUE 'S'.
               88  PF-MONTHLY      VALUE 'M'.
           05  PR-PERIOD           PIC 99.
           05  PR-PERIOD-X REDEFINES PR-PERIOD
                                   PIC XX.
           05  PR-GROSS            PIC 9(6)V99.
           05  PR-GROSS-X REDEFINES PR-GROSS
                                   PIC X(8).
           05  PR-PRETAX           PIC 9(5)V99.
           05  PR-PRETAX-X REDEFINES PR-PRETAX
                                   PIC X(7).
           05  PR-ALLOW            PIC 99.
           05  PR-ALLOW-X REDEFINES PR-ALLOW
                                   PIC XX.
           05  FILLER              PIC X(3).
