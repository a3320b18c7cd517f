      * GLPOSTJ - journal input record for GLPOST, 43 bytes; one layout
      *   per record type (H batch header, D detail, T batch trailer).
       01  JR-REC.
           05  JR-TYPE             PIC X.
               88  JR-HEADER       VALUE 'H'.
               88  JR-DETAIL       VALUE 'D'.
               88  JR-TRAILER      VALUE 'T'.
           05  JR-BATCH            PIC 9(4).
           05  JR-BODY             PIC X(38).
       01  JR-HEADER-REC.
           05  FILLER              PIC X(5).
           05  JH-DATE             PIC 9(8).
           05  FILLER              PIC X(30).
       01  JR-DETAIL-REC.
           05  FILLER              PIC X(5).
           05  JD-ACCT             PIC 9(6).
           05  JD-DC               PIC X.
               88  JD-DEBIT        VALUE 'D'.
               88  JD-CREDIT       VALUE 'C'.
           05  JD-AMOUNT           PIC 9(9)V99.
           05  JD-AMOUNT-X REDEFINES JD-AMOUNT
                                   PIC X(11).
           05  JD-TEXT             PIC X(20).
       01  JR-TRAILER-REC.
           05  FILLER              PIC X(5).
           05  JT-DEBIT-TOTAL      PIC 9(11)V99.
           05  JT-LINE-COUNT       PIC 9(3).
           05  FILLER              PIC X(22).
