      * COMPUTE-DIV - COMPUTE with division on input values in a loop
      * over the records: quotients carrying dmax decimals (Enterprise
      * COBOL Programming Guide, "Intermediate results and arithmetic
      * precision"), ROUNDED, a numeric-edited receiver (its decimals
      * count in dmax) and a zero divisor under ON SIZE ERROR, for the
      * symbolic executor's differential test against the interpreter.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COMPDIV.
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
       01  WS-OUT          PIC -(6)9.999.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-Q ROUNDED = IN-A / IN-B
                 ON SIZE ERROR DISPLAY 'SIZE Q'
               END-COMPUTE
               MOVE WS-Q TO WS-OUT
               DISPLAY 'Q ' WS-OUT
               COMPUTE WS-E = (IN-A + 1) / 3 - IN-C / 7
               DISPLAY 'E ' WS-E
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
