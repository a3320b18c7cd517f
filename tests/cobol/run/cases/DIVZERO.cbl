      * DIVZERO - division by zero (Language Reference, "SIZE ERROR
      * phrases": "Division by zero always causes a size error
      * condition"; with ON SIZE ERROR the receiver is not altered and
      * the phrase runs; without it "the value of the affected
      * resultant identifier is undefined"). The run goes wrong as an
      * undefined result at the statement (NOT ON SIZE ERROR alone
      * does not define it either), never a guessed value.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DIVZERO.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A PIC 99 VALUE 12.
       01  Z PIC 9  VALUE 0.
       01  X PIC 99 VALUE 33.
       PROCEDURE DIVISION.
           DIVIDE A BY Z GIVING X ON SIZE ERROR DISPLAY 'SIZE 1'.
           COMPUTE X = A / Z ON SIZE ERROR DISPLAY 'SIZE 2'.
           DIVIDE Z INTO X ON SIZE ERROR DISPLAY 'SIZE 3'.
           DISPLAY X
           DIVIDE A BY Z GIVING X NOT ON SIZE ERROR DISPLAY 'NOT'.
           DISPLAY 'NOT REACHED'
           STOP RUN.
