      * ERROR: PICTURE XX9(0) has a zero repetition factor.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURE-ZERO-REPEAT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAD                  PIC XX9(0).
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
