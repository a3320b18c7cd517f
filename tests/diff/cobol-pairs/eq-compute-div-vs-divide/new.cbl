      * AVGAMT - the same average by DIVIDE ... GIVING ... ROUNDED.
      * Equivalent (see old.cbl): proved since the symbolic executor
      * divides at the decimals ROUNDED looks at (symex.c
      * quotient_places); the two quotients were division circuits of
      * different widths that the solvers did not relate in 120 s.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. AVGAMT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-AMT       PIC S9(5)V99 COMP-3.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-TOT          PIC S9(7)V99 COMP-3 VALUE 0.
       01  WS-CNT          PIC 9(4) COMP VALUE 0.
       01  WS-AVG          PIC S9(5)V99 COMP-3 VALUE 0.
       01  WS-OUT          PIC -(6)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD IN-AMT TO WS-TOT
               ADD 1 TO WS-CNT
             END-READ
           END-PERFORM
           IF WS-CNT > 0
             DIVIDE WS-TOT BY WS-CNT GIVING WS-AVG ROUNDED
           END-IF
           MOVE WS-AVG TO WS-OUT
           DISPLAY 'AVERAGE ' WS-OUT
           CLOSE IN-FILE
           STOP RUN.
