      * RATES - a rate per month looked up in a table by the month of
      * the record, unchecked: a month outside 1-12 is a subscript out
      * of range (undefined without SSRANGE).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RATES.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-MONTH     PIC 99.
           05 IN-AMT       PIC 9(3)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-TABLE.
           05 WS-RATES     PIC X(24) VALUE
              '010203040506070809101112'.
           05 WS-RATE-T REDEFINES WS-RATES.
              10 WS-RATE   PIC 99 OCCURS 12 TIMES.
       01  WS-P            PIC 9(6)V99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MULTIPLY WS-RATE(IN-MONTH) BY IN-AMT GIVING WS-P
               DISPLAY IN-KEY ' ' WS-P
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
