      * EXTDIFF - (see EXTFILE) the second description of the EXTERNAL
      * file says ORGANIZATION LINE SEQUENTIAL: one connector cannot be
      * both, and this model does not decide which one wins, so the run
      * goes wrong unsupported when X2 is set up, at its FD, after the
      * caller's first lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXTDIFF.
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
           SELECT OUTF ASSIGN TO OUTF FILE STATUS IS ST2
               ORGANIZATION IS LINE SEQUENTIAL.
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
       END PROGRAM EXTDIFF.
