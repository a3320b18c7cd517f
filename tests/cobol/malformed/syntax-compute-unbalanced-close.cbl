      * ERROR: COMPUTE expression has a ')' with no matching '('.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-COMPUTE-UNBALANCED-CLOSE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           COMPUTE WS-N = WS-N + 2) * 3
           GOBACK.
