      * DIVIDE1 - DIVIDE INTO / BY … GIVING with ROUNDED and ON SIZE ERROR on
      * input values (the zero divisor included), for the symbolic executor's
      * differential test against the interpreter.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DIVIDE1.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-A         PIC S9(5)V99.
           05 IN-B         PIC 9(3).
           05 IN-C         PIC S9(3)V9 COMP-3.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-Q            PIC S9(5)V99.
       01  WS-R            PIC S9(7)V9.
       01  WS-T            PIC S9(4)V999 VALUE 100.
       01  WS-OUT          PIC -(6)9.999.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               DIVIDE IN-A BY IN-B GIVING WS-Q ROUNDED
                 ON SIZE ERROR DISPLAY 'SIZE Q'
               END-DIVIDE
               MOVE WS-Q TO WS-OUT
               DISPLAY 'Q ' WS-OUT
               DIVIDE IN-C INTO WS-T
                 ON SIZE ERROR DISPLAY 'SIZE T'
                 NOT ON SIZE ERROR DISPLAY 'OK T'
               END-DIVIDE
               MOVE WS-T TO WS-OUT
               DISPLAY 'T ' WS-OUT
               DIVIDE 3 INTO IN-A GIVING WS-R ROUNDED MODE NEAREST-EVEN
               MOVE WS-R TO WS-OUT
               DISPLAY 'R ' WS-OUT
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
