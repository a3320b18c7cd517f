      * EXTFILE - an EXTERNAL file described by two programs of the run
      * unit is one file connector and one record area (Language
      * Reference, "EXTERNAL clause"): X2's WRITE goes to the file its
      * caller opened, X2 sees the record its caller moved without a
      * WRITE, a READ in X2 continues where the caller's stopped, and a
      * CLOSE in X2 closes the caller's file (its next READ gets status
      * 47: not open for input). Before, the run went wrong unsupported at
      * the FD (each program had its own file; earlier still X2's WRITE
      * found its own file closed and the run abended 4038). cobc prints
      * the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXTFILE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT OUTF ASSIGN TO OUTF FILE STATUS IS ST.
       DATA DIVISION.
       FILE SECTION.
       FD  OUTF IS EXTERNAL.
       01  OUT-REC PIC X(10).
       WORKING-STORAGE SECTION.
       01  ST PIC XX.
       01  MODE-X PIC X IS EXTERNAL.
       PROCEDURE DIVISION.
           DISPLAY 'START'
           OPEN OUTPUT OUTF
           MOVE 'LINE1' TO OUT-REC
           WRITE OUT-REC
           MOVE 'SHARED' TO OUT-REC
           MOVE 'W' TO MODE-X
           CALL 'X2'
           CLOSE OUTF
           OPEN INPUT OUTF
           READ OUTF
           DISPLAY 'MAIN READ ' OUT-REC ' ' ST
           MOVE 'R' TO MODE-X
           CALL 'X2'
           READ OUTF
           DISPLAY 'MAIN READ ' OUT-REC ' ' ST
           MOVE 'C' TO MODE-X
           CALL 'X2'
           READ OUTF
           DISPLAY 'MAIN READ AFTER X2 CLOSE ' ST
           STOP RUN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. X2.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT OUTF ASSIGN TO OUTF FILE STATUS IS ST2.
       DATA DIVISION.
       FILE SECTION.
       FD  OUTF IS EXTERNAL.
       01  X2-REC PIC X(10).
       WORKING-STORAGE SECTION.
       01  ST2 PIC XX.
       01  MODE-X PIC X IS EXTERNAL.
       PROCEDURE DIVISION.
           EVALUATE MODE-X
             WHEN 'W'
               DISPLAY 'X2 SEES ' X2-REC
               MOVE 'LINE2' TO X2-REC
               WRITE X2-REC
               MOVE 'LINE3' TO X2-REC
               WRITE X2-REC
               DISPLAY 'X2 WROTE ' ST2
             WHEN 'R'
               READ OUTF
               DISPLAY 'X2 READ ' X2-REC ' ' ST2
             WHEN OTHER
               CLOSE OUTF
               DISPLAY 'X2 CLOSED ' ST2
           END-EVALUATE
           GOBACK.
       END PROGRAM X2.
       END PROGRAM EXTFILE.
