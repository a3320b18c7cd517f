      * TAGNONE - a tagged copybook copied without REPLACING: the tag
      * stays in the words, which is an error at the word.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TAGNONE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY TAGREC.
       PROCEDURE DIVISION.
           STOP RUN.
