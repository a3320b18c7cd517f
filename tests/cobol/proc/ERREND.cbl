      * ERREND - the last sentence has no period.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ERREND.
       PROCEDURE DIVISION.
           DISPLAY 'X'
           STOP RUN
