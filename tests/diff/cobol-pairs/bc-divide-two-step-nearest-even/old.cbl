      * UNITPR - the unit price, ROUNDED MODE NEAREST-EVEN, by one
      * DIVIDE: a quotient past the half (0.88 / 7 = 0.12571...) goes
      * up to 0.13.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. UNITPR.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-ITEM      PIC X(6).
           05 IN-AMT       PIC 9(5)V99.
           05 IN-QTY       PIC 9(3).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-P3           PIC 9(5)V999 VALUE 0.
       01  WS-PRICE        PIC 9(5)V99 VALUE 0.
       01  WS-OUT          PIC Z(4)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               PERFORM 1000-PRICE
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
       1000-PRICE.
           MOVE 0 TO WS-PRICE
           IF IN-QTY > 0
             DIVIDE IN-AMT BY IN-QTY GIVING WS-PRICE
               ROUNDED MODE NEAREST-EVEN
           END-IF
           MOVE WS-PRICE TO WS-OUT
           DISPLAY IN-ITEM ' ' WS-OUT.
