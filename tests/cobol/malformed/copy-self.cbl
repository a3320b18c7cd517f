      * ERROR: copybook SELFCPY.cpy copies itself; the first
      * diagnostic is its own COPY: copy/SELFCPY.cpy line 3, column
      * 13.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPY-SELF.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY SELFCPY.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
