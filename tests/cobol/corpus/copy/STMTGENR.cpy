      * STMTGENR - statement input record for STMTGEN, 64 bytes: one
      *   header (H), the month's details (D) and one trailer (T) per
      *   customer; the body is redefined per record type.
       01  SI-REC.
           05  SI-TYPE             PIC X.
               88  SI-HEADER       VALUE 'H'.
               88  SI-DETAIL       VALUE 'D'.
               88  SI-TRAILER      VALUE 'T'.
           05  SI-CUST-ID          PIC X(8).
           05  SI-BODY             PIC X(55).
           05  SI-HDR-BODY REDEFINES SI-BODY.
               10  SH-NAME         PIC X(24).
               10  SH-OPEN-BAL     PIC S9(7)V99
                                   SIGN LEADING SEPARATE.
               10  SH-CREDIT-LIMIT PIC 9(7).
               10  SH-CREDIT-LIMIT-X REDEFINES SH-CREDIT-LIMIT
                                   PIC X(7).
               10  SH-STMT-DATE    PIC 9(8).
               10  SH-STMT-DATE-X REDEFINES SH-STMT-DATE
                                   PIC X(8).
               10  FILLER          PIC X(6).
           05  SI-DTL-BODY REDEFINES SI-BODY.
               10  SD-TXN-DATE     PIC 9(8).
               10  SD-TXN-DATE-X REDEFINES SD-TXN-DATE
                                   PIC X(8).
               10  SD-TXN-TYPE     PIC XX.
                   88  SD-PURCHASE VALUE 'PU'.
                   88  SD-FEE      VALUE 'FE'.
                   88  SD-INTEREST VALUE 'IN'.
                   88  SD-PAYMENT  VALUE 'PY'.
                   88  SD-CREDIT   VALUE 'CR'.
                   88  SD-DEBIT-TYPE  VALUE 'PU' 'FE' 'IN'.
                   88  SD-CREDIT-TYPE VALUE 'PY' 'CR'.
               10  SD-REFERENCE    PIC X(12).
               10  SD-AMOUNT       PIC 9(7)V99.
               10  SD-AMOUNT-X REDEFINES SD-AMOUNT
                                   PIC X(9).
               10  SD-DESC         PIC X(24).
           05  SI-TRL-BODY REDEFINES SI-BODY.
               10  ST-DETAIL-COUNT PIC 9(4).
               10  ST-HASH-TOTAL   PIC 9(9)V99.
               10  FILLER          PIC X(40).
