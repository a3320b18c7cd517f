      * taxtab.cpy - federal withholding brackets (weekly), ascending
      *   by upper limit.  Nested: COPYs TAXSTATE.
       01  TAX-BRACKET-VALUES.
           05  FILLER PIC X(15) VALUE '002000000000000'.
           05  FILLER PIC X(15) VALUE '008000010000000'.
           05  FILLER PIC X(15) VALUE '025000012006000'.
           05  FILLER PIC X(15) VALUE '050000022026400'.
           05  FILLER PIC X(15) VALUE '999999932081400'.
       01  TAX-BRACKET-TABLE REDEFINES TAX-BRACKET-VALUES.
           05  TAX-BRACKET OCCURS 5 TIMES
                   ASCENDING KEY IS TB-UPPER
                   INDEXED BY TB-IX.
               10  TB-UPPER        PIC 9(5)V99.
               10  TB-RATE         PIC V99.
               10  TB-BASE         PIC 9(4)V99.
           COPY TAXSTATE.
