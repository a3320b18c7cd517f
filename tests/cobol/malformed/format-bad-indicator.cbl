      * ERROR: column 7 holds 'X', which is not a valid indicator
      * (only space, '*', '/', '-', 'D', 'd').
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FORMAT-BAD-INDICATOR.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
      X    DISPLAY 'BAD INDICATOR'
           GOBACK.
