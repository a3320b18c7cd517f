      * ERROR: PICTURE 9Q9 contains Q, which is not a PICTURE symbol.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURE-BAD-CHAR.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAD                  PICTURE IS 9Q9.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
