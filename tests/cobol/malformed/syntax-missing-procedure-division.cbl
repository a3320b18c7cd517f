      * ERROR: there is no PROCEDURE DIVISION header: the paragraph
      * MAIN-PARA follows the WORKING-STORAGE entries directly.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-MISSING-PROCEDURE-DIVISION.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       MAIN-PARA.
           DISPLAY 'NO PROCEDURE DIVISION'
           GOBACK.
