      * ERROR: the statement before paragraph NEXT-PARA has no period,
      * so the paragraph name in area A is read inside a sentence.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-MISSING-PERIOD-PARAGRAPH.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY 'FIRST'
       NEXT-PARA.
           DISPLAY 'SECOND'.
           GOBACK.
