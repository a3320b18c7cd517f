      * ERROR: MOVE has no sending operand (MOVE TO WS-X).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-MOVE-MISSING-OPERAND.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE TO WS-X
           GOBACK.
