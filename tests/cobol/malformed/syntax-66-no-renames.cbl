      * ERROR: a level-66 entry must have a RENAMES clause; this one
      * has a PICTURE clause instead.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-66-NO-RENAMES.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-REC.
           05  WS-A                PIC X(2).
           05  WS-B                PIC X(2).
       66  WS-ALIAS PIC X(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
