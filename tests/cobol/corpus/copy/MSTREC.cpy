      * MSTREC - customer master record layout (indexed file MASTER).
      *   KEY: MST-ACCT.  ALTERNATE KEY: MST-NAME WITH DUPLICATES.
       01  MST-REC.
           05  MST-ACCT            PIC 9(6).
           05  MST-NAME            PIC X(20).
           05  MST-BRANCH          PIC X(3).
           05  MST-BAL             PIC S9(9)V99 COMP-3.
           05  MST-STATUS          PIC X.
               88  MST-ACTIVE      VALUE 'A'.
               88  MST-FROZEN      VALUE 'F'.
               88  MST-CLOSED      VALUE 'C'.
           05  MST-TXN-COUNT       PIC 9(4) COMP.
           05  FILLER              PIC X(10).
