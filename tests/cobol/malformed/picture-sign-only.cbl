      * ERROR: PICTURE S has a sign but no digit positions.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURE-SIGN-ONLY.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAD                  PIC S.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
