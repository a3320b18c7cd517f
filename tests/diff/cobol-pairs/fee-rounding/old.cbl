      * FEECALC - fee per transaction: 1.5 % of the amount, rounded.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FEECALC.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT TXN-FILE ASSIGN TO TXNIN
               FILE STATUS IS WS-FS.
           SELECT RPT-FILE ASSIGN TO RPTOUT.
       DATA DIVISION.
       FILE SECTION.
       FD  TXN-FILE RECORDING MODE F.
       01  TXN-REC.
           05 TXN-ACCT     PIC 9(6).
           05 TXN-AMT      PIC S9(5)V99 COMP-3.
           05 TXN-CODE     PIC X(2).
       FD  RPT-FILE RECORDING MODE F.
       01  RPT-REC         PIC X(30).
       WORKING-STORAGE SECTION.
       01  WS-FS           PIC XX.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-FEE          PIC S9(5)V99 COMP-3.
       01  WS-TOTAL        PIC S9(7)V99 COMP-3 VALUE 0.
       01  WS-OUT          PIC -(6)9.99.
       PROCEDURE DIVISION.
           OPEN INPUT TXN-FILE OUTPUT RPT-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ TXN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-FEE ROUNDED = TXN-AMT * 0.015
               ADD WS-FEE TO WS-TOTAL
               MOVE WS-FEE TO WS-OUT
               MOVE SPACES TO RPT-REC
               STRING TXN-ACCT ' ' WS-OUT DELIMITED BY SIZE
                 INTO RPT-REC
               WRITE RPT-REC
             END-READ
           END-PERFORM
           MOVE WS-TOTAL TO WS-OUT
           DISPLAY 'TOTAL FEES ' WS-OUT
           CLOSE TXN-FILE RPT-FILE
           STOP RUN.
