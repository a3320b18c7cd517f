      * trnrec - sequential transaction record (TRANIN), 37 bytes.
      *   TRN-CODE: A=add C=change name D=delete P=post amount.
       01  TRN-REC.
           05  TRN-CODE            PIC X.
               88  TRN-ADD         VALUE 'A'.
               88  TRN-CHANGE      VALUE 'C'.
               88  TRN-DELETE      VALUE 'D'.
               88  TRN-POST        VALUE 'P'.
               88  TRN-VALID-CODE  VALUE 'A' 'C' 'D' 'P'.
           05  TRN-ACCT            PIC 9(6).
           05  TRN-ACCT-X REDEFINES TRN-ACCT
                                   PIC X(6).
           05  TRN-NAME            PIC X(20).
           05  TRN-AMOUNT          PIC S9(7)V99
                                   SIGN IS LEADING SEPARATE CHARACTER.
