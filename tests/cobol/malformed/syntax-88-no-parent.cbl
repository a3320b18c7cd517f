      * ERROR: a level-88 condition-name is the first entry of
      * WORKING-STORAGE: it has no conditional variable to belong to.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-88-NO-PARENT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       88  IS-READY               VALUE 'Y'.
       01  WS-FLAG                 PIC X.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
