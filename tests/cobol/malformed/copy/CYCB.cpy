      * CYCB.cpy - closes the COPY cycle CYCA -> CYCB -> CYCA
       01  CYC-B                   PIC X.
       COPY CYCA.
