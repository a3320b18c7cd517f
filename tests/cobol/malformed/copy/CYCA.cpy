      * CYCA.cpy - part of a COPY cycle (see copy-cycle.cbl)
       01  CYC-A                   PIC X.
       COPY CYCB.
