      * RETCODE - RETURN-CODE set by the program is the run's return code;
      * GOBACK from the main program ends the run.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RETCODE.
       PROCEDURE DIVISION.
           MOVE 12 TO RETURN-CODE
           ADD 3 TO RETURN-CODE
           DISPLAY 'RC SET'
           GOBACK.
