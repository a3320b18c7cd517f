      *----------------------------------------------------------------*
      * MIGFEE: A FEE PER TRANSACTION (1.5% PREFERRED, 2.5% OTHERWISE), *
      * ROUNDED, WRITTEN PER RECORD, WITH A COUNT AND A TOTAL.         *
      * THE SMALL PROGRAM OF THE EQUIV MIGRATE CLI TEST.               *
      *----------------------------------------------------------------*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. MIGFEE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO TRANIN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-IN-ST.
           SELECT OUT-FILE ASSIGN TO FEEOUT
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-OUT-ST.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F RECORD CONTAINS 12 CHARACTERS.
       01  IN-REC.
           05  IN-ID                PIC X(4).
           05  IN-AMT               PIC S9(5)V99.
           05  IN-FLAG              PIC X.
               88  IN-PREFERRED     VALUE 'P'.
       FD  OUT-FILE RECORDING MODE F RECORD CONTAINS 16 CHARACTERS.
       01  OUT-REC.
           05  OUT-ID               PIC X(4).
           05  OUT-FEE              PIC S9(7)V99.
           05  FILLER               PIC X(3).
       WORKING-STORAGE SECTION.
       01  WS-IN-ST                 PIC XX.
           88  IN-OK                VALUE '00'.
       01  WS-OUT-ST                PIC XX.
       01  WS-TOTAL                 PIC S9(9)V99 COMP-3 VALUE 0.
       01  WS-COUNT                 PIC 9(5) COMP-3 VALUE 0.
       01  WS-TOTAL-OUT             PIC S9(9)V99
                                    SIGN LEADING SEPARATE.
       01  WS-COUNT-OUT             PIC 9(5).
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
                OUTPUT OUT-FILE
           READ IN-FILE
           PERFORM 1000-FEE UNTIL NOT IN-OK
           MOVE WS-COUNT TO WS-COUNT-OUT
           MOVE WS-TOTAL TO WS-TOTAL-OUT
           DISPLAY 'RECORDS ' WS-COUNT-OUT
           DISPLAY 'TOTAL FEE ' WS-TOTAL-OUT
           CLOSE IN-FILE OUT-FILE
           STOP RUN.
       1000-FEE.
           MOVE SPACES TO OUT-REC
           MOVE IN-ID TO OUT-ID
           IF IN-PREFERRED
               COMPUTE OUT-FEE ROUNDED = IN-AMT * 0.015
           ELSE
               COMPUTE OUT-FEE ROUNDED = IN-AMT * 0.025
           END-IF
           ADD OUT-FEE TO WS-TOTAL
           ADD 1 TO WS-COUNT
           WRITE OUT-REC
           READ IN-FILE.
