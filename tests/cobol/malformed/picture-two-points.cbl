      * ERROR: numeric-edited PICTURE ZZ.ZZ.99 has two decimal points.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURE-TWO-POINTS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAD                  PIC ZZ.ZZ.99.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
