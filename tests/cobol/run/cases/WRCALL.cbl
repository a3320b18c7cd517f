      * WRCALL - a CALL to a routine with no program and no model.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WRCALL.
       PROCEDURE DIVISION.
           CALL 'NOSUCH'
           STOP RUN.
