      * ERREVAL - a WHEN needs one object per EVALUATE subject.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ERREVAL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A PIC 9.
       PROCEDURE DIVISION.
           EVALUATE A ALSO TRUE
               WHEN 1 DISPLAY 'ONE'
           END-EVALUATE
           STOP RUN.
