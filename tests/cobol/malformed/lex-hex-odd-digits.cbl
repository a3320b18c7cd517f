      * ERROR: hexadecimal literal X'ABC' has an odd number of digits.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEX-HEX-ODD-DIGITS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-H                    PIC X(2) VALUE X'ABC'.
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY WS-H
           GOBACK.
