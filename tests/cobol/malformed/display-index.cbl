      * DISPLAY of an index-name: "identifier-1 cannot be an index-name"
      * (Language Reference, "DISPLAY statement"). It was accepted and
      * shown as the index's occurrence number (issue 9 item 14).
      * cobc 3.1.2 accepts it (and displays the occurrence number).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DISPIX.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  TBL.
           05  T-E PIC X OCCURS 3 INDEXED BY IX.
       PROCEDURE DIVISION.
           SET IX TO 2
           DISPLAY 'AT ' IX
           STOP RUN.
