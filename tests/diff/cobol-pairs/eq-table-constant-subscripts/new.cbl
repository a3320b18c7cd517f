      * RATES - the table of old.cbl replaced by its literal rates.
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
           05 IN-AMT       PIC 9(3)V99.
           05 IN-QTY       PIC S9(3) COMP-3.
           05 IN-CODE      PIC X.
           05 IN-N         PIC 9(4) BINARY.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-RATE-VALS    PIC X(6) VALUE '051015'.
       01  WS-RATES REDEFINES WS-RATE-VALS.
           05 WS-RATE      PIC V99 OCCURS 3 TIMES.
       01  WS-FEE          PIC 9(5)V99.
       01  WS-OUT          PIC Z(4)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               EVALUATE IN-CODE
                 WHEN 'A' COMPUTE WS-FEE = IN-AMT * 0.05
                 WHEN 'B' COMPUTE WS-FEE = IN-AMT * 0.10
                 WHEN OTHER COMPUTE WS-FEE = IN-AMT * 0.15
               END-EVALUATE
               MOVE WS-FEE TO WS-OUT
               DISPLAY IN-KEY ' ' WS-OUT
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
