      * GOODREC.cpy - a valid copybook used by malformed programs
       01  GOOD-REC.
           05  GOOD-NAME           PIC X(10).
           05  GOOD-AMT            PIC 9(5).
