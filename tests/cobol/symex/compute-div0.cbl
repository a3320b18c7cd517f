      * COMPUTE-DIV0 - COMPUTE with nested divisions on the first
      * record's values: zero divisors with ON SIZE ERROR (the receiver
      * unchanged), with NOT ON SIZE ERROR alone and with no phrase
      * (both undefined: the run goes wrong; DIVIDE with NOT ON SIZE
      * ERROR alone too), a division by a product,
      * for the symbolic executor's differential test against the
      * interpreter.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COMPDIV0.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-A         PIC S9(5)V99.
           05 IN-B         PIC 9(2).
           05 IN-C         PIC S9(3)V9 COMP-3.
           05 IN-K         PIC X.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-Q            PIC S9(5)V99.
       01  WS-R            PIC S9(7)V9.
       01  WS-E            PIC -(5)9.99.
       01  WS-Z            PIC S9(5)V9(4) COMP-3.
       01  WS-T            PIC S9(4)V999 VALUE 100.
       01  WS-OUT          PIC -(6)9.999.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           READ IN-FILE AT END MOVE 'Y' TO WS-EOF END-READ
           IF WS-EOF = 'N'
             COMPUTE WS-R = IN-A / IN-B * IN-C + 1 / IN-C
               ON SIZE ERROR DISPLAY 'SIZE R'
               NOT ON SIZE ERROR DISPLAY 'OK R'
             END-COMPUTE
             MOVE WS-R TO WS-OUT
             DISPLAY 'R ' WS-OUT
             IF IN-K = 'A'
               COMPUTE WS-Z = IN-A / (IN-C * 2)
                 NOT ON SIZE ERROR DISPLAY 'OK Z'
               END-COMPUTE
             ELSE
               COMPUTE WS-Z ROUNDED = 1000 / IN-B / 7
             END-IF
             MOVE WS-Z TO WS-OUT
             DISPLAY 'Z ' WS-OUT
             DIVIDE IN-B INTO WS-T
               NOT ON SIZE ERROR DISPLAY 'OK T'
             END-DIVIDE
             MOVE WS-T TO WS-OUT
             DISPLAY 'T ' WS-OUT
           END-IF
           CLOSE IN-FILE
           STOP RUN.
