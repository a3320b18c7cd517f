      * SRCHS - a serial SEARCH of a table by a key from the record:
      * SET the index, SEARCH ... AT END / WHEN, the index after the
      * search, SET UP BY, a condition-name SET TO TRUE, and a second
      * SEARCH with two WHENs and VARYING a counter.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SRCHS.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-CODE      PIC X.
           05 IN-QTY       PIC 9(3).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
           88 AT-EOF       VALUE 'Y'.
       01  WS-FOUND        PIC X VALUE 'N'.
           88 FOUND        VALUE 'Y' WHEN SET TO FALSE 'N'.
       01  WS-N            PIC 99 VALUE 0.
       01  WS-AT           PIC 99.
       01  WS-TOTAL        PIC 9(5) VALUE 0.
       01  WS-RATES        PIC X(16) VALUE 'A010B020C050D100'.
       01  WS-RATE-T REDEFINES WS-RATES.
           05 WS-RATE OCCURS 4 TIMES INDEXED BY RX.
              10 WS-R-CODE PIC X.
              10 WS-R-PCT  PIC 9(3).
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL AT-EOF
             READ IN-FILE AT END SET AT-EOF TO TRUE
             NOT AT END PERFORM 1000-ONE
             END-READ
           END-PERFORM
           DISPLAY 'TOTAL ' WS-TOTAL
           CLOSE IN-FILE
           STOP RUN.
       1000-ONE.
           SET FOUND TO FALSE
           SET RX TO 1
           SEARCH WS-RATE
             AT END DISPLAY 'NO RATE ' IN-CODE
             WHEN WS-R-CODE(RX) = IN-CODE
               SET FOUND TO TRUE
               COMPUTE WS-TOTAL = WS-TOTAL + IN-QTY * WS-R-PCT(RX)
                 ON SIZE ERROR DISPLAY 'OVERFLOW'
               END-COMPUTE
           END-SEARCH
           SET WS-AT TO RX
           IF FOUND
             DISPLAY 'RATE ' IN-CODE ' AT ' WS-AT
           ELSE
             DISPLAY 'AFTER ' WS-AT
           END-IF
           SET RX TO 2
           SET RX UP BY 1
           MOVE 0 TO WS-N
           SEARCH WS-RATE VARYING WS-N
             WHEN WS-R-PCT(RX) > IN-QTY
               SET WS-AT TO RX
               DISPLAY 'ABOVE ' WS-AT ' ' WS-N
             WHEN WS-R-CODE(RX) = IN-CODE
               SET WS-AT TO RX
               DISPLAY 'SAME ' WS-AT
           END-SEARCH.
