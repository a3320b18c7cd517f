      * ERROR: PICTURE 9( has an unclosed repetition factor.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PICTURE-OPEN-PAREN.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-BAD                  PIC 9(.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
