      * ARGS1 - in subscripts and function arguments a signed literal
      * after an item is the next item (cobc prints 5 5 and 6: MAX of
      * A and -1, SUM of A, -1 and 2); in COMPUTE it is an operator.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ARGS1.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A PIC 9 VALUE 5.
       01  D PIC S9 VALUE 0.
       01  T.
           05 R OCCURS 3.
              10 E PIC 9 OCCURS 5 VALUE 7.
       PROCEDURE DIVISION.
           DISPLAY FUNCTION MAX(A -1) ' ' FUNCTION MAX(A, -1)
           DISPLAY FUNCTION SUM(A -1 2)
           MOVE E(A - 3, A - 1) TO D
           COMPUTE D = A - 1
           STOP RUN.
