      * ERROR: WS-X is not a table (no OCCURS) but is subscripted.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-SUBSCRIPT-NOT-TABLE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'A' TO WS-X(2)
           GOBACK.
