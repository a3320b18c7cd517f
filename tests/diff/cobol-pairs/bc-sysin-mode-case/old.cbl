      * CTLRPT - two control cards from SYSIN (a selection card and a
      * title card) steer a report over a transaction file; the new
      * version reads the cards in a paragraph of its own and tests the
      * mode with an EVALUATE and a condition-name.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CTLRPT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT TRANS-FILE ASSIGN TO TRANIN.
       DATA DIVISION.
       FILE SECTION.
       FD  TRANS-FILE RECORDING MODE F.
       01  TRANS-REC.
           05 TR-CODE      PIC X(2).
           05 TR-AMT       PIC 9(5).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-COUNT        PIC 9(4) VALUE 0.
       01  WS-TOTAL        PIC 9(7) VALUE 0.
       01  SELECT-CARD.
           05 SC-MODE      PIC X.
           05 SC-CODE      PIC X(2).
           05 FILLER       PIC X(77).
       01  TITLE-CARD.
           05 TC-TITLE     PIC X(30).
           05 FILLER       PIC X(50).
       PROCEDURE DIVISION.
           MOVE SPACES TO SELECT-CARD TITLE-CARD
           ACCEPT SELECT-CARD
           ACCEPT TITLE-CARD
           DISPLAY 'REPORT ' TC-TITLE
           OPEN INPUT TRANS-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ TRANS-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF TR-CODE = SC-CODE OR SC-MODE = 'A'
                 ADD 1 TO WS-COUNT
                 ADD TR-AMT TO WS-TOTAL
                 IF SC-MODE = 'D'
                   DISPLAY TR-CODE ' ' TR-AMT
                 END-IF
               END-IF
             END-READ
           END-PERFORM
           CLOSE TRANS-FILE
           DISPLAY 'COUNT ' WS-COUNT ' TOTAL ' WS-TOTAL
           STOP RUN.
