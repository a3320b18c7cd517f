      *----------------------------------------------------------------*
      * FXCONV-FXTRAN - foreign exchange deal from the dealing system *
      * (fixed 40 bytes, amount PACKED-DECIMAL in the deal currency,  *
      * USD for sells).                                                *
      *----------------------------------------------------------------*
       01  FX-TRAN.
           05  FX-TXN-ID           PIC X(8).
           05  FX-CCY              PIC X(3).
           05  FX-SIDE             PIC X.
               88  FX-BUY          VALUE 'B'.
               88  FX-SELL         VALUE 'S'.
           05  FX-AMOUNT           PIC S9(11)V99 COMP-3.
           05  FX-CHANNEL          PIC X.
               88  FX-BRANCH       VALUE 'B'.
               88  FX-WHOLESALE    VALUE 'W'.
               88  FX-ONLINE       VALUE 'O'.
           05  FILLER              PIC X(20).
