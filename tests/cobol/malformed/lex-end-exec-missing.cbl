      * ERROR: EXEC SQL block is never closed by END-EXEC: the block,
      * like an unterminated literal, runs to the end of the file.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEX-END-EXEC-MISSING.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           EXEC SQL
               SELECT NAME INTO :WS-X FROM EMP WHERE ID = 1
           DISPLAY WS-X
           GOBACK.
