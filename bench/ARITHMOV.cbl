      * ARITHMOV - benchmark for make bench (issue 3): a loop of arithmetic and MOVE statements
      * over DISPLAY, packed and binary items; ends with DISPLAYs so both runs can be compared.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ARITHMOV.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-I                 PIC 9(7) COMP VALUE 0.
       01  WS-N                 PIC 9(7) COMP VALUE 200000.
       01  WS-A                 PIC S9(9)V99 COMP-3 VALUE 1234.56.
       01  WS-B                 PIC S9(7)V99 VALUE 12.34.
       01  WS-C                 PIC S9(9) COMP VALUE 7.
       01  WS-D                 PIC S9(11)V9(4) COMP-3 VALUE 0.
       01  WS-E                 PIC S9(5)V99 VALUE 0.
       01  WS-Q                 PIC S9(7) COMP-3 VALUE 0.
       01  WS-R                 PIC S9(7) COMP-3 VALUE 0.
       01  WS-ED                PIC -(7)9.99.
       01  WS-TXT               PIC X(20) VALUE 'ABCDEFGHIJKLMNOPQRST'.
       01  WS-TXT2              PIC X(12).
       01  WS-SUM               PIC S9(13)V99 COMP-3 VALUE 0.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > WS-N
               ADD WS-B TO WS-A
               SUBTRACT 1.01 FROM WS-A
               MULTIPLY WS-C BY WS-B GIVING WS-D ROUNDED
               DIVIDE WS-I BY WS-C GIVING WS-Q REMAINDER WS-R
               COMPUTE WS-E = (WS-A / 100) - WS-B * 2
                   ON SIZE ERROR MOVE 0 TO WS-E
               END-COMPUTE
               MOVE WS-E TO WS-ED
               MOVE WS-TXT TO WS-TXT2
               MOVE WS-Q TO WS-C
               ADD 7 TO WS-C
               ADD WS-E TO WS-SUM
           END-PERFORM
           DISPLAY 'A=' WS-A ' D=' WS-D ' E=' WS-ED ' SUM=' WS-SUM
           DISPLAY 'TXT=' WS-TXT2 ' C=' WS-C
           STOP RUN.
