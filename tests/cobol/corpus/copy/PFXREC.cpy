      * PFXREC.cpy - record in the ':TAG:' style: every name carries
      *   the tag :PFX: which the COPY statement replaces, e.g.
      *   COPY PFXREC REPLACING ==:PFX:== BY ==CUST==.
       01  :PFX:-REC.
           05  :PFX:-KEY           PIC X(10).
           05  :PFX:-AMOUNT        PIC S9(7)V99 COMP-3.
           05  :PFX:-STATUS        PIC X.
               88  :PFX:-OPEN      VALUE 'O'.
               88  :PFX:-CLOSED    VALUE 'C'.
