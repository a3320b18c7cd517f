      * ERRPHR - a conditional phrase given twice; the second error
      * (a statement that does not start with a verb) is also found.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ERRPHR.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A PIC 9.
       PROCEDURE DIVISION.
           ADD 1 TO A ON SIZE ERROR DISPLAY 'E1'
                      ON SIZE ERROR DISPLAY 'E2'.
           A = 1.
           STOP RUN.
