      * RATES - the month copied to a binary index first, and COMPUTE
      * for MULTIPLY. The subscript depends on the input: equivalent by
      * one case per element of the table. Its wrong twins:
      * un-table-wrong-element (an element off), cw-table-range-check.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RATES.
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
       01  WS-TABLE.
           05 WS-RATES     PIC X(24) VALUE
              '010203040506070809101112'.
           05 WS-RATE-T REDEFINES WS-RATES.
              10 WS-RATE   PIC 99 OCCURS 12 TIMES.
       01  WS-P            PIC 9(6)V99.
       01  WS-I            PIC 9(4) BINARY.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-MONTH >= 1 AND IN-MONTH <= 12
                 MOVE IN-MONTH TO WS-I
                 COMPUTE WS-P = IN-AMT * WS-RATE(WS-I)
                 DISPLAY IN-KEY ' ' WS-P
               ELSE
                 DISPLAY IN-KEY ' BAD MONTH ' IN-MONTH
               END-IF
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
