      *----------------------------------------------------------------*
      * DATEVAL-BILLREC - billing record read by DATEVAL (44 bytes).  *
      *----------------------------------------------------------------*
       01  BILL-REC.
           05  BR-ACCOUNT          PIC X(8).
           05  BR-INVOICE          PIC X(6).
           05  BR-INV-DATE.
               10  BR-INV-YYYY     PIC X(4).
               10  BR-INV-MM       PIC X(2).
               10  BR-INV-DD       PIC X(2).
           05  BR-TERMS            PIC X(3).
               88  BR-NET-30       VALUE 'N30'.
               88  BR-NET-60       VALUE 'N60'.
               88  BR-END-OF-MONTH VALUE 'EOM'.
               88  BR-TERMS-OK     VALUE 'N30' 'N60' 'EOM'.
           05  BR-AMOUNT           PIC S9(7)V99
                                   SIGN IS LEADING SEPARATE.
           05  FILLER              PIC X(9).
