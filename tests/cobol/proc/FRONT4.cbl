      * FRONT4: issue 14 item 3, literals continued across lines
      * (Language Reference, "Continuation lines"): a quotation mark
      * in column 72 and a continuation line starting with two
      * quotation marks give one quotation mark in the literal; a
      * literal closed in area B and a continuation line starting
      * with a quotation mark give two literals; a literal without a
      * closing quotation mark runs through column 72.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FRONT4.
       PROCEDURE DIVISION.
           DISPLAY "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
      -    ""45"
           DISPLAY "AB"
      -    "CD"
           DISPLAY "BCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC
      -    "DE"
           STOP RUN.
