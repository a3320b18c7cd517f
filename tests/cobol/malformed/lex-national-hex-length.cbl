      * ERROR: national hex literal NX'41' must have a multiple of 4
      * hex digits (one UTF-16 code unit = 4 digits).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEX-NATIONAL-HEX-LENGTH.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-N1                   PIC N(1) VALUE NX'41'.
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY WS-N1
           GOBACK.
