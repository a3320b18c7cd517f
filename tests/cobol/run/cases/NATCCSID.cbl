      * NATCCSID - DISPLAY-OF with argument-2, a CCSID other than the
      * run's code page (Language Reference, "DISPLAY-OF": argument-2
      * names the target code page): IBM converts to CCSID 1208
      * (UTF-8); only the run's code page is modelled, so the run goes
      * wrong unsupported at the function, after the first line.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATCCSID.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N1 PIC N(2) VALUE N"AB".
       01  X1 PIC X(8).
       PROCEDURE DIVISION.
           MOVE FUNCTION DISPLAY-OF(N1 819) TO X1
           DISPLAY X1
           MOVE FUNCTION DISPLAY-OF(N1 1208) TO X1
           DISPLAY X1
           STOP RUN.
