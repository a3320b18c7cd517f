      *----------------------------------------------------------------*
      * A WRONG TWIN OF XCOPYRA: WITH TEST AFTER THE BODY RUNS ONCE ON *
      * AN EMPTY FILE AND WRITES WHAT IN-REC HOLDS.                    *
      *----------------------------------------------------------------*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. XCOPYRA.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO TRANIN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-IN-ST.
           SELECT OUT-FILE ASSIGN TO COPYOUT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F RECORD CONTAINS 8 CHARACTERS.
       01  IN-REC                   PIC X(8).
       FD  OUT-FILE RECORDING MODE F RECORD CONTAINS 8 CHARACTERS.
       01  OUT-REC                  PIC X(8).
       WORKING-STORAGE SECTION.
       01  WS-IN-ST                 PIC XX.
           88  IN-OK                VALUE '00'.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
                OUTPUT OUT-FILE
           READ IN-FILE
           PERFORM 1000-COPY WITH TEST AFTER
               UNTIL NOT IN-OK
           CLOSE IN-FILE OUT-FILE
           STOP RUN.
       1000-COPY.
           MOVE IN-REC TO OUT-REC
           WRITE OUT-REC
           READ IN-FILE.
