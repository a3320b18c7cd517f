      * ERROR: PICTURE 99V9V9 has two V (assumed decimal point)
      * symbols.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURE-TWO-V.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAD                  PIC 99V9V9.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
