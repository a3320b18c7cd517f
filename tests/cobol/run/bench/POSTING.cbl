      * DD/ASSIGN: TRANIN(in) POSTLOG(out)
      * POSTING - benchmark posting job: every transaction record is
      * validated, posted to an in-memory account table (PACKED-DECIMAL
      * balances, ROUNDED interest), and logged; totals at the end.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. POSTING.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT TRAN-FILE ASSIGN TO TRANIN
               ORGANIZATION IS LINE SEQUENTIAL FILE STATUS IS WS-TFS.
           SELECT LOG-FILE ASSIGN TO POSTLOG
               ORGANIZATION IS LINE SEQUENTIAL FILE STATUS IS WS-LFS.
       DATA DIVISION.
       FILE SECTION.
       FD  TRAN-FILE.
       01  TRAN-REC.
           05  TR-ACCT             PIC 9(4).
           05  TR-TYPE             PIC X.
               88  TR-DEPOSIT      VALUE 'D'.
               88  TR-WITHDRAW     VALUE 'W'.
               88  TR-INTEREST     VALUE 'I'.
           05  TR-AMOUNT           PIC 9(7)V99.
       FD  LOG-FILE.
       01  LOG-REC                 PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-TFS                  PIC XX.
       01  WS-LFS                  PIC XX.
       01  WS-EOF                  PIC X VALUE 'N'.
           88  END-OF-TRANS        VALUE 'Y'.
       01  WS-COUNTS.
           05  WS-READ             PIC S9(9) COMP-3 VALUE 0.
           05  WS-POSTED           PIC S9(9) COMP-3 VALUE 0.
           05  WS-REJECTED         PIC S9(9) COMP-3 VALUE 0.
       01  WS-TOTAL                PIC S9(13)V99 COMP-3 VALUE 0.
       01  WS-IX                   PIC S9(4) COMP.
       01  WS-ACCOUNTS.
           05  WS-BAL              PIC S9(11)V99 COMP-3 OCCURS 1000.
       01  WS-LOG-LINE.
           05  LL-ACCT             PIC 9(4).
           05  FILLER              PIC X VALUE SPACE.
           05  LL-TYPE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  LL-BAL              PIC -(10)9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  LL-MSG              PIC X(10).
       PROCEDURE DIVISION.
       MAIN-LINE.
           INITIALIZE WS-ACCOUNTS
           OPEN INPUT TRAN-FILE OUTPUT LOG-FILE
           PERFORM READ-TRAN
           PERFORM POST-TRAN UNTIL END-OF-TRANS
           CLOSE TRAN-FILE LOG-FILE
           DISPLAY 'POSTING READ ' WS-READ ' POSTED ' WS-POSTED
                   ' REJECTED ' WS-REJECTED
           MOVE WS-TOTAL TO LL-BAL
           DISPLAY 'POSTING TOTAL ' LL-BAL
           STOP RUN.
       READ-TRAN.
           READ TRAN-FILE
               AT END SET END-OF-TRANS TO TRUE
               NOT AT END ADD 1 TO WS-READ
           END-READ.
       POST-TRAN.
           COMPUTE WS-IX = TR-ACCT + 1
           MOVE SPACES TO LL-MSG
           EVALUATE TRUE
               WHEN TR-DEPOSIT
                   ADD TR-AMOUNT TO WS-BAL(WS-IX) WS-TOTAL
                   ADD 1 TO WS-POSTED
               WHEN TR-WITHDRAW
                   IF TR-AMOUNT > WS-BAL(WS-IX)
                       MOVE 'OVERDRAWN' TO LL-MSG
                       ADD 1 TO WS-REJECTED
                   ELSE
                       SUBTRACT TR-AMOUNT FROM WS-BAL(WS-IX) WS-TOTAL
                       ADD 1 TO WS-POSTED
                   END-IF
               WHEN TR-INTEREST
                   COMPUTE WS-BAL(WS-IX) ROUNDED =
                       WS-BAL(WS-IX) * 1.0025
                   ADD 1 TO WS-POSTED
               WHEN OTHER
                   MOVE 'BAD TYPE' TO LL-MSG
                   ADD 1 TO WS-REJECTED
           END-EVALUATE
           MOVE TR-ACCT TO LL-ACCT
           MOVE TR-TYPE TO LL-TYPE
           MOVE WS-BAL(WS-IX) TO LL-BAL
           WRITE LOG-REC FROM WS-LOG-LINE
           PERFORM READ-TRAN.
