      * ABDIO1 - OPEN of an absent file (status 35) with no FILE STATUS
      * and no USE declarative: the run unit ends with an abend.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ABDIO1.
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
           DISPLAY 'OPENING'
           OPEN INPUT IN-FILE
           DISPLAY 'NOT REACHED'
           STOP RUN.
