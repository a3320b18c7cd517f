      * ERROR: level number 50 is not valid (01-49, 66, 77, 88).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-BAD-LEVEL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-REC.
           50  WS-A                PIC X(2).
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
