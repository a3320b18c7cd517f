      *----------------------------------------------------------------*
      * XCOPY40: EACH 40-BYTE RECORD OF TRANIN WRITTEN TO COPYOUT WITH  *
      * ITS FIELDS REORDERED (NAME, KEY, REST). THE RECORD IS LONGER    *
      * THAN THE 16-CHARACTER LINES THE RUST INDUCTION FOLLOWED BEFORE: *
      * THE PROOF MUST FOLLOW ALL 40 BYTES OF EACH LINE.                *
      *----------------------------------------------------------------*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. XCOPY40.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO TRANIN
               ORGANIZATION IS SEQUENTIAL.
           SELECT OUT-FILE ASSIGN TO COPYOUT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F RECORD CONTAINS 40 CHARACTERS.
       01  IN-REC.
           05  IN-KEY               PIC X(6).
           05  IN-NAME              PIC X(20).
           05  IN-REST              PIC X(14).
       FD  OUT-FILE RECORDING MODE F RECORD CONTAINS 40 CHARACTERS.
       01  OUT-REC.
           05  OUT-NAME             PIC X(20).
           05  OUT-KEY              PIC X(6).
           05  OUT-REST             PIC X(14).
       WORKING-STORAGE SECTION.
       01  WS-EOF                   PIC X VALUE 'N'.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
                OUTPUT OUT-FILE
           PERFORM UNTIL WS-EOF = 'Y'
               READ IN-FILE
                   AT END
                       MOVE 'Y' TO WS-EOF
                   NOT AT END
                       MOVE IN-NAME TO OUT-NAME
                       MOVE IN-KEY TO OUT-KEY
                       MOVE IN-REST TO OUT-REST
                       WRITE OUT-REC
               END-READ
           END-PERFORM
           CLOSE IN-FILE OUT-FILE
           STOP RUN.
