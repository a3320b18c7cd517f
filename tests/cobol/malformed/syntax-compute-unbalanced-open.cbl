      * ERROR: COMPUTE expression has a '(' that is never closed; the
      * parser finds DISPLAY where ')' or an operator must come.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-COMPUTE-UNBALANCED-OPEN.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           COMPUTE WS-N = (WS-N + 2 * 3
           DISPLAY WS-N
           GOBACK.
