      * RPTSPV - the spacing of a detail line held in an item: 2 lines
      * before an amount of 50,000.00 or more, else 1 (WRITE ... AFTER
      * ADVANCING identifier LINES: Language Reference, "WRITE
      * statement"); on the print file the ASA character is '0' or ' '.
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
       01  WS-SP            PIC 9 VALUE 1.
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
                           MOVE 2 TO WS-SP
                       ELSE
                           MOVE 1 TO WS-SP
                       END-IF
                       WRITE RPT-REC FROM WS-LINE
                           AFTER ADVANCING WS-SP LINES
               END-READ
           END-PERFORM
           MOVE WS-TOTAL TO WT-AMT
           WRITE RPT-REC FROM WS-TOT-LINE AFTER ADVANCING 2 LINES
           CLOSE TXN-FILE RPT-FILE
           STOP RUN.
