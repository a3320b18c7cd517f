      * RATEUPD - reads a rate from SYSIN into a numeric item and applies
      * it to a file of balances: the symbolic executor follows ACCEPT only into
      * groups and alphanumeric items, so the verdict is unknown.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RATEUPD.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT BAL-FILE ASSIGN TO BALIN.
       DATA DIVISION.
       FILE SECTION.
       FD  BAL-FILE RECORDING MODE F.
       01  BAL-REC.
           05 BAL-AMT      PIC 9(5)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-RATE         PIC V9(4).
       01  WS-NEW          PIC 9(6)V99.
       PROCEDURE DIVISION.
           ACCEPT WS-RATE
           OPEN INPUT BAL-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ BAL-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-NEW ROUNDED = BAL-AMT * (1 + WS-RATE)
               DISPLAY WS-NEW
             END-READ
           END-PERFORM
           CLOSE BAL-FILE
           STOP RUN.
