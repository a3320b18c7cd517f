      * UNITPR - the fix: a line with quantity zero shows price zero.
      * Changed only where old was undefined. New's price is a
      * conditional value whose test old's guard decides (the
      * induction's obligations are rewritten under their guards,
      * src/sym/assume.c); the solvers timed out on it before.
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
       01  WS-PRICE        PIC 9(5)V999 VALUE 0.
       01  WS-OUT          PIC Z(4)9.999.
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
           IF IN-QTY = 0
             MOVE 0 TO WS-PRICE
           ELSE
             COMPUTE WS-PRICE = IN-AMT / IN-QTY
           END-IF
           MOVE WS-PRICE TO WS-OUT
           DISPLAY IN-ITEM ' ' WS-OUT.
