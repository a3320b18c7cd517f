      * ERROR: copybook NOSUCHCPY does not exist in copy/ (nor with
      * any extension or case).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPY-MISSING.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY NOSUCHCPY.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
