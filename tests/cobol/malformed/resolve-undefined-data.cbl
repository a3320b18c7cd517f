      * ERROR: WS-TOTAL is not defined anywhere.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-UNDEFINED-DATA.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 1 TO WS-N
           ADD WS-N TO WS-TOTAL
           GOBACK.
