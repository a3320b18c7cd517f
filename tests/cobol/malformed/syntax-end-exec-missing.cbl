      * ERROR: EXEC SQL block is never closed by END-EXEC.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-END-EXEC-MISSING.
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
