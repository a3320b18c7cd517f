      * HALF - half the amount to one decimal, ROUNDED (nearest,
      * away).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. HALF.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-AMT       PIC 9(3)V99.
           05 IN-QTY       PIC S9(3) COMP-3.
           05 IN-CODE      PIC X.
           05 IN-N         PIC 9(4) BINARY.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-H            PIC 9(3)V9.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-H ROUNDED = IN-AMT * 0.5
               DISPLAY IN-KEY ' ' WS-H
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
