      * RATEUPD - reads a rate card from SYSIN and applies the rate to a
      * file of balances; the new version drops ROUNDED (a real change).
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
       01  RATE-CARD.
           05 WS-RATE      PIC V9(4).
           05 FILLER       PIC X(76).
       01  WS-NEW          PIC 9(6)V99.
       PROCEDURE DIVISION.
           ACCEPT RATE-CARD
           OPEN INPUT BAL-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ BAL-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-NEW = BAL-AMT * (1 + WS-RATE)
               DISPLAY WS-NEW
             END-READ
           END-PERFORM
           CLOSE BAL-FILE
           STOP RUN.
