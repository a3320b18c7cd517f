      * CODERATE - the table search rewritten as an EVALUATE of the
      * code that sets the index: equivalent (files of any length).
      * Its wrong twin: un-table-search-order (a code's entry moved).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CODERATE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-CODE      PIC X.
           05 IN-AMT       PIC 9(3)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-MISS         PIC 9(4) VALUE 0.
       01  WS-I            PIC 9(2).
       01  WS-P            PIC 9(5)V99.
       01  WS-TABLE-V      PIC X(15) VALUE 'A10B20C25D40E55'.
       01  WS-TABLE REDEFINES WS-TABLE-V.
           05 WS-ENTRY OCCURS 5 TIMES.
              10 WS-CODE   PIC X.
              10 WS-RATE   PIC 99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END PERFORM 1000-RATE
             END-READ
           END-PERFORM
           DISPLAY 'MISSING ' WS-MISS
           CLOSE IN-FILE
           STOP RUN.
       1000-RATE.
           EVALUATE IN-CODE
             WHEN 'A' MOVE 1 TO WS-I
             WHEN 'B' MOVE 2 TO WS-I
             WHEN 'C' MOVE 3 TO WS-I
             WHEN 'D' MOVE 4 TO WS-I
             WHEN 'E' MOVE 5 TO WS-I
             WHEN OTHER MOVE 6 TO WS-I
           END-EVALUATE
           IF WS-I > 5
             ADD 1 TO WS-MISS
           ELSE
             MULTIPLY IN-AMT BY WS-RATE(WS-I) GIVING WS-P
             DISPLAY IN-KEY ' ' WS-P
           END-IF.
