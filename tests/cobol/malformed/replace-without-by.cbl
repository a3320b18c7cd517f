      * ERROR: REPLACE ==OLD-X== ==NEW-X== has no BY between the two
      * pseudo-texts.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. REPLACE-WITHOUT-BY.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       REPLACE ==OLD-X== ==NEW-X==.
       01  OLD-X                   PIC X.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
