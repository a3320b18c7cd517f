      * ABDIO2 - READ at end with no AT END phrase, no FILE STATUS and
      * no USE declarative: abend. ABDIO3 handles the same by USE.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ABDIO2.
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
           OPEN INPUT IN-FILE
           READ IN-FILE
           DISPLAY 'READ ' IN-REC
           READ IN-FILE
           READ IN-FILE
           DISPLAY 'NOT REACHED'
           STOP RUN.
