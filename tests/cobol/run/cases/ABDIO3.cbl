      * ABDIO3 - the at-end condition of ABDIO2 handled by a USE AFTER
      * ERROR declarative: no abend, the run goes on after the READ.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ABDIO3.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INFILE
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE.
       01  IN-REC PIC X(4).
       PROCEDURE DIVISION.
       DECLARATIVES.
       IN-ERROR SECTION.
           USE AFTER STANDARD ERROR PROCEDURE ON IN-FILE.
       IN-ERROR-PARA.
           DISPLAY 'DECLARATIVE RAN'.
       END DECLARATIVES.
       MAIN SECTION.
       M1.
           OPEN INPUT IN-FILE
           READ IN-FILE
           READ IN-FILE
           READ IN-FILE
           DISPLAY 'AFTER READ'
           MOVE 4 TO RETURN-CODE
           STOP RUN.
