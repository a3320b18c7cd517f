      *----------------------------------------------------------------*
      * SUMRPT-TXNREC - account transaction, sorted by region, branch *
      * and account (40 bytes).                                       *
      *----------------------------------------------------------------*
       01  TXN-REC.
           05  TX-KEY.
               10  TX-REGION       PIC X(2).
               10  TX-BRANCH       PIC X(3).
               10  TX-ACCOUNT      PIC X(6).
           05  TX-TYPE             PIC X.
               88  TX-DEBIT        VALUE 'D'.
               88  TX-CREDIT       VALUE 'C'.
           05  TX-AMOUNT           PIC 9(7)V99.
           05  TX-DATE             PIC 9(8).
           05  TX-REF              PIC X(11).
