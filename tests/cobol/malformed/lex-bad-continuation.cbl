      * ERROR: a continued alphanumeric literal must resume with a
      * quote on the continuation line; here the continuation line
      * starts with the text itself.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEX-BAD-CONTINUATION.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-LONG                 PIC X(80) VALUE 'FIRST PART OF THE
      -    SECOND PART'.
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY WS-LONG
           GOBACK.
