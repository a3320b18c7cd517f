      * CMPINV - a COMPUTE run again after its operands change: the
      * second time an operand holds invalid numeric data (a letter in
      * PIC 9) and the divisor before it is zero. Invalid data in a
      * sending item makes the result undefined (Language Reference,
      * "Numeric class and category": a numeric item holds digits only),
      * size error or not, so the run goes wrong; the ON SIZE ERROR
      * phrase (division by zero) must not run instead (the interpreter
      * finds dmax by fetching the operands a division does not skip
      * before it evaluates; finding it once per statement, as it does
      * for a literal divisor, would reach the zero divisor first).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CMPINV.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-A        PIC 9(3)V99 VALUE 10.
       01  WS-Z        PIC 9(3) VALUE 4.
       01  WS-C        PIC 9(3) VALUE 2.
       01  WS-CX REDEFINES WS-C PIC X(3).
       01  WS-R        PIC 9(5)V99 VALUE 0.
       01  WS-N        PIC 9 VALUE 0.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM STEP 2 TIMES
           STOP RUN.
       STEP.
           ADD 1 TO WS-N
           PERFORM VAR-DIV
           COMPUTE WS-R = WS-A / 4 + WS-C
           DISPLAY 'LIT ' WS-R
           MOVE 0 TO WS-Z
           MOVE 'X1Y' TO WS-CX.
       VAR-DIV.
           COMPUTE WS-R = WS-A / WS-Z + WS-C
               ON SIZE ERROR DISPLAY 'SIZE ERROR'
           END-COMPUTE
           DISPLAY 'VAR ' WS-R.
