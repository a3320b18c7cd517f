      *----------------------------------------------------------------*
      * RATETBL-RATEREC - parcel rate table input (88 bytes): 'W' the *
      * weight breakpoints, 'R' one zone's charges at them, 'S' a     *
      * zone's fuel surcharge (in zone order).                         *
      *----------------------------------------------------------------*
       01  RATE-IN-REC.
           05  RI-TYPE             PIC X.
               88  RI-WEIGHTS      VALUE 'W'.
               88  RI-RATES        VALUE 'R'.
               88  RI-SURCHARGE    VALUE 'S'.
           05  RI-BODY             PIC X(87).
       01  RI-WEIGHT-REC.
           05  FILLER              PIC X.
           05  RI-BAND-COUNT       PIC 99.
           05  RI-BAND-WEIGHT      PIC 9(4)V999 OCCURS 12.
       01  RI-RATE-REC.
           05  FILLER              PIC X.
           05  RI-ZONE             PIC XX.
           05  RI-RATE             PIC 9(5)V99 OCCURS 12.
       01  RI-SURCH-REC.
           05  FILLER              PIC X.
           05  RI-S-ZONE           PIC XX.
           05  RI-S-PCT            PIC 99V99.
