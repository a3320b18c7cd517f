      * EXTFILE - an EXTERNAL file described by two programs of the run
      * unit is one file connector and one record area (Language
      * Reference, "EXTERNAL clause"): the nested program's WRITE goes
      * to the file its caller opened. Each program here has a file of
      * its own, so the run goes wrong unsupported at the FD before any
      * statement runs (before: X2's WRITE found its own file closed
      * and the run abended 4038, which IBM would not do).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXTFILE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT OUTF ASSIGN TO OUTF.
       DATA DIVISION.
       FILE SECTION.
       FD  OUTF IS EXTERNAL.
       01  OUT-REC PIC X(10).
       PROCEDURE DIVISION.
           DISPLAY 'START'
           OPEN OUTPUT OUTF
           MOVE 'LINE1' TO OUT-REC
           WRITE OUT-REC
           CALL 'X2'
           CLOSE OUTF
           STOP RUN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. X2.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT OUTF ASSIGN TO OUTF.
       DATA DIVISION.
       FILE SECTION.
       FD  OUTF IS EXTERNAL.
       01  OUT-REC PIC X(10).
       PROCEDURE DIVISION.
           MOVE 'LINE2' TO OUT-REC
           WRITE OUT-REC
           GOBACK.
       END PROGRAM X2.
       END PROGRAM EXTFILE.
