      * PRTNOADV - the NOADV compiler option (Programming Guide, "ADV":
      * "The compiler uses the first character of the specified record
      * area to place the printer control character. The application
      * programmer must ensure that the record description allows for
      * this additional byte"). Run with --option NOADV: the data set's
      * records are 11 bytes, the ASA character in the first.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTNOADV.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  P-REC.
           05  P-CC   PIC X.
           05  P-TEXT PIC X(10).
       PROCEDURE DIVISION.
           OPEN OUTPUT P
           MOVE SPACES TO P-REC
           MOVE 'TITLE' TO P-TEXT
           WRITE P-REC AFTER ADVANCING PAGE
           MOVE 'DOUBLE' TO P-TEXT
           WRITE P-REC AFTER ADVANCING 2 LINES
           MOVE 'X' TO P-CC
           MOVE 'SINGLE' TO P-TEXT
           WRITE P-REC AFTER ADVANCING 1 LINE
           CLOSE P
           STOP RUN.
