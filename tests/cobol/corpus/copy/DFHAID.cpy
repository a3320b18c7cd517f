      * DFHAID.cpy - stand-in for the CICS-supplied attention-identifier
      *   copybook, written for this corpus with the subset of names
      *   CICSINQ uses.  Values are the EBCDIC AID bytes, given in hex
      *   so that they do not depend on the source code page.
       01  DFHAID.
           02  DFHNULL   PIC X VALUE X'00'.
           02  DFHENTER  PIC X VALUE X'7D'.
           02  DFHCLEAR  PIC X VALUE X'6D'.
           02  DFHPA1    PIC X VALUE X'6C'.
           02  DFHPF1    PIC X VALUE X'F1'.
           02  DFHPF2    PIC X VALUE X'F2'.
           02  DFHPF3    PIC X VALUE X'F3'.
           02  DFHPF12   PIC X VALUE X'7C'.
