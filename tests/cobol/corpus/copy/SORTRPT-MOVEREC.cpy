      *----------------------------------------------------------------*
      * SORTRPT-MOVEREC - stock movement from the warehouse system    *
      * (33 bytes): receipts add, issues remove, adjustments either.  *
      *----------------------------------------------------------------*
       01  MOVE-REC.
           05  MV-WHSE             PIC X(3).
           05  MV-ITEM             PIC X(8).
           05  MV-TYPE             PIC X.
               88  MV-RECEIPT      VALUE 'R'.
               88  MV-ISSUE        VALUE 'I'.
               88  MV-ADJUST       VALUE 'A'.
               88  MV-VOID         VALUE 'V'.
           05  MV-QTY              PIC S9(5) SIGN LEADING SEPARATE.
           05  MV-UNIT-COST        PIC 9(5)V99.
           05  MV-DATE             PIC 9(8).
