      * LOANAMRTR - loan master input record for LOANAMRT, 45 bytes.
      *   LA-RATE is the nominal annual rate in percent (06.250 = 6.25%).
       01  LA-LOAN-REC.
           05  LA-LOAN-ID          PIC X(6).
           05  LA-BORROWER         PIC X(20).
           05  LA-PRINCIPAL        PIC 9(7)V99.
           05  LA-PRINCIPAL-X REDEFINES LA-PRINCIPAL
                                   PIC X(9).
           05  LA-RATE             PIC 9(2)V9(3).
           05  LA-RATE-X REDEFINES LA-RATE
                                   PIC X(5).
           05  LA-TERM             PIC 9(3).
           05  LA-TERM-X REDEFINES LA-TERM
                                   PIC X(3).
           05  LA-BRANCH           PIC X(2).
