      * RPTBIG - details of 50,000.00 or more are set off by a blank
      * line (AFTER ADVANCING 2 LINES, ASA '0'); the rest as before.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RPT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT TXN-FILE ASSIGN TO TXNIN
               ORGANIZATION IS SEQUENTIAL.
           SELECT RPT-FILE ASSIGN TO RPTOUT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  TXN-FILE RECORD CONTAINS 12 CHARACTERS.
       01  TXN-REC.
           05  TXN-ACCT     PIC X(5).
           05  TXN-AMT      PIC 9(5)V99.
       FD  RPT-FILE RECORD CONTAINS 40 CHARACTERS.
       01  RPT-REC          PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-EOF           PIC X VALUE 'N'.
       01  WS-TOTAL         PIC 9(7)V99 VALUE 0.
       01  WS-LINE.
           05  WL-ACCT      PIC X(5).
           05  FILLER       PIC X(3) VALUE SPACES.
           05  WL-AMT       PIC ZZ,ZZ9.99.
           05  FILLER       PIC X(23) VALUE SPACES.
       01  WS-TOT-LINE.
           05  FILLER       PIC X(8) VALUE 'TOTAL   '.
           05  WT-AMT       PIC Z,ZZZ,ZZ9.99.
           05  FILLER       PIC X(20) VALUE SPACES.
       PROCEDURE DIVISION.
       MAIN-PARA.
           OPEN INPUT TXN-FILE OUTPUT RPT-FILE
           MOVE 'TRANSACTION REPORT' TO RPT-REC
           WRITE RPT-REC AFTER ADVANCING PAGE
           PERFORM UNTIL WS-EOF = 'Y'
               READ TXN-FILE
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END
                       ADD TXN-AMT TO WS-TOTAL
                       MOVE TXN-ACCT TO WL-ACCT
                       MOVE TXN-AMT TO WL-AMT
                       IF TXN-AMT NOT < 50000
                           WRITE RPT-REC FROM WS-LINE
                               AFTER ADVANCING 2 LINES
                       ELSE
                           WRITE RPT-REC FROM WS-LINE
                               AFTER ADVANCING 1 LINE
                       END-IF
               END-READ
           END-PERFORM
           MOVE WS-TOTAL TO WT-AMT
           WRITE RPT-REC FROM WS-TOT-LINE AFTER ADVANCING 2 LINES
           CLOSE TXN-FILE RPT-FILE
           STOP RUN.
