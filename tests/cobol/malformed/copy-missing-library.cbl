      * ERROR: library NOLIB does not exist: COPY MEMBER1 OF NOLIB
      * cannot be resolved.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPY-MISSING-LIBRARY.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY MEMBER1 OF NOLIB.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
