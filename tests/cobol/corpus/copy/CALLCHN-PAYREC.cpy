      *----------------------------------------------------------------*
      * CALLCHN-PAYREC - loan payment as passed from CALLCHN to        *
      * CHNVALID (BY REFERENCE): the validator may cap the amount.     *
      *----------------------------------------------------------------*
       01  :PFX:-PAYMENT.
           05  :PFX:-LOAN          PIC X(8).
           05  :PFX:-AMOUNT        PIC 9(7)V99.
           05  :PFX:-TYPE          PIC X.
               88  :PFX:-REGULAR   VALUE 'R'.
               88  :PFX:-EXTRA     VALUE 'X'.
               88  :PFX:-PAYOFF    VALUE 'P'.
           05  :PFX:-BALANCE       PIC 9(7)V99.
