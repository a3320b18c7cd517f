      * ERROR: the file ends in the middle of a MOVE statement (no
      * receiving operand, no period, no end of program).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FORMAT-TRUNCATED.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'ABC' TO