      * ABDCEE - CALL 'CEE3ABD' USING code, timing ends the run with that
      * user abend code (Language Environment CEE3ABD).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ABDCEE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-CODE   PIC S9(9) BINARY VALUE 1234.
       01  WS-TIMING PIC S9(9) BINARY VALUE 1.
       PROCEDURE DIVISION.
           DISPLAY 'BEFORE ABEND'
           MOVE 16 TO RETURN-CODE
           CALL 'CEE3ABD' USING WS-CODE WS-TIMING
           DISPLAY 'NOT REACHED'
           STOP RUN.
