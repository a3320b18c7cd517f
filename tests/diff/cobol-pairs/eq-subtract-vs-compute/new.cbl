      * BALANCE - the same by COMPUTE.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. BALANCE.
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
       01  WS-BAL          PIC S9(7)V99 VALUE 0.
       01  WS-OUT          PIC -(7)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-CODE = 'D'
                 COMPUTE WS-BAL = WS-BAL - IN-AMT
               ELSE
                 COMPUTE WS-BAL = WS-BAL + IN-AMT
               END-IF
             END-READ
           END-PERFORM
           MOVE WS-BAL TO WS-OUT
           DISPLAY 'BALANCE ' WS-OUT
           CLOSE IN-FILE
           STOP RUN.
