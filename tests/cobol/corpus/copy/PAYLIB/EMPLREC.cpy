      * PAYLIB/EMPLREC.cpy - member EMPLREC of library PAYLIB, reached
      *   with COPY EMPLREC OF PAYLIB (GnuCOBOL looks in PAYLIB/).
       01  EMPL-REC.
           05  EMPL-NO             PIC 9(6).
           05  EMPL-NAME           PIC X(25).
           COPY EMPLADDR.
