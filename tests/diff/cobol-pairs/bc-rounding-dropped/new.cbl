      * FEE75 - the ROUNDED phrase dropped: the fee is truncated.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FEE75.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-AMT       PIC 9(3)V99.
           05 IN-QTY       PIC S9(3) COMP-3.
           05 IN-CODE      PIC X.
           05 IN-N         PIC 9(4) BINARY.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-FEE          PIC S9(5)V99 COMP-3.
       01  WS-RATE         PIC V999 VALUE .075.
       01  WS-SUM          PIC S9(7)V99 COMP-3 VALUE 0.
       01  WS-OUT          PIC -(7)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-FEE = IN-AMT * 0.075
               ADD WS-FEE TO WS-SUM
             END-READ
           END-PERFORM
           MOVE WS-SUM TO WS-OUT
           DISPLAY 'FEES ' WS-OUT
           CLOSE IN-FILE
           STOP RUN.
