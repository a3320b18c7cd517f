      * ERROR: COPY cycle: CYCA.cpy copies CYCB.cpy, which copies
      * CYCA.cpy again.  The first diagnostic is the COPY in CYCB.cpy
      * that closes the cycle: copy/CYCB.cpy line 3, column 13.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPY-CYCLE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY CYCA.
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
