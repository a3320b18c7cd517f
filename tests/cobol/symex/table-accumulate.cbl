      * MTOTALS - amounts summed per month into a table indexed by the
      * month of each record; the totals displayed at the end.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. MTOTALS.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-MONTH     PIC 99.
           05 IN-AMT       PIC 9(3)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-BAD          PIC 9(4) VALUE 0.
       01  WS-TOTALS.
           05 WS-TOT       PIC 9(5)V99 OCCURS 12 TIMES VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-MONTH < 1 OR IN-MONTH > 12
                 ADD 1 TO WS-BAD
               ELSE
                 ADD IN-AMT TO WS-TOT(IN-MONTH)
               END-IF
             END-READ
           END-PERFORM
           DISPLAY WS-TOTALS
           DISPLAY 'BAD ' WS-BAD
           CLOSE IN-FILE
           STOP RUN.
