      * ERROR: the alphanumeric literal 'ABC is never closed and the
      * next line is not a continuation line (no '-' in column 7).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEX-UNTERMINATED-LITERAL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'ABC TO WS-X
           DISPLAY WS-X
           GOBACK.
