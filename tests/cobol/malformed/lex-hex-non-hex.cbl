      * ERROR: hexadecimal literal X'G1' contains the non-hex digit G.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEX-HEX-NON-HEX.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE X'G1' TO WS-X
           GOBACK.
