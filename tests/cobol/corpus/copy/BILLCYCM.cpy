      * BILLCYCM - meter reading record for BILLCYC, 60 bytes: details
      *   (D) for one billing cycle, then one trailer (T) with the
      *   record count and the hash total of the current readings.
       01  MR-REC.
           05  MR-TYPE             PIC X.
               88  MR-DETAIL       VALUE 'D'.
               88  MR-TRAILER      VALUE 'T'.
           05  MR-BODY             PIC X(59).
           05  MR-DTL REDEFINES MR-BODY.
               10  MR-ACCOUNT      PIC X(10).
               10  MR-CLASS        PIC X.
                   88  MR-RESIDENTIAL VALUE 'R'.
                   88  MR-COMMERCIAL  VALUE 'C'.
                   88  MR-INDUSTRIAL  VALUE 'I'.
               10  MR-PREV-READ    PIC 9(5).
               10  MR-PREV-READ-X REDEFINES MR-PREV-READ
                                   PIC X(5).
               10  MR-CURR-READ    PIC 9(5).
               10  MR-CURR-READ-X REDEFINES MR-CURR-READ
                                   PIC X(5).
               10  MR-READ-TYPE    PIC X.
                   88  MR-ACTUAL   VALUE 'A'.
                   88  MR-ESTIMATED VALUE 'E'.
               10  MR-PREV-READ-TYPE PIC X.
               10  MR-MULTIPLIER   PIC 9(3).
               10  MR-MULTIPLIER-X REDEFINES MR-MULTIPLIER
                                   PIC X(3).
               10  MR-DAYS         PIC 99.
               10  MR-DAYS-X REDEFINES MR-DAYS
                                   PIC XX.
               10  MR-TAX-EXEMPT   PIC X.
                   88  MR-EXEMPT   VALUE 'Y'.
               10  MR-NAME         PIC X(20).
               10  FILLER          PIC X(10).
           05  MR-TRL REDEFINES MR-BODY.
               10  MT-COUNT        PIC 9(7).
               10  MT-HASH         PIC 9(11).
               10  FILLER          PIC X(41).
