      *================================================================*
      * TRNPOST  - DAILY CARD TRANSACTION POSTING                      *
      *   LOADS THE CARD CROSS-REFERENCE (XREF: CARD -> ACCOUNT) AND   *
      *   THE ACCOUNT MASTER (ACCTS, ASCENDING ACCOUNT NUMBER), POSTS  *
      *   THE DAY'S TRANSACTIONS (TRANS), WRITES THE UPDATED MASTER    *
      *   (ACCTOUT) AND THE REJECTED TRANSACTIONS WITH A REASON CODE   *
      *   (REJECTS). RETURN CODE 4 WHEN ANY TRANSACTION IS REJECTED.   *
      *   A BAD FILE STATUS OR A BAD MASTER ABENDS (CEE3ABD).          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TRNPOST.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT XREF-FILE    ASSIGN TO XREF
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-XREF-STATUS.
           SELECT ACCT-FILE    ASSIGN TO ACCTS
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-ACCT-STATUS.
           SELECT TRAN-FILE    ASSIGN TO TRANS
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-TRAN-STATUS.
           SELECT ACCTOUT-FILE ASSIGN TO ACCTOUT
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-AOUT-STATUS.
           SELECT REJECT-FILE  ASSIGN TO REJECTS
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-REJ-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  XREF-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 40 CHARACTERS.
       01  XREF-REC.
           05  XR-CARD-NO            PIC X(16).
           05  XR-ACCT-NO            PIC X(10).
           05  XR-CARD-STATUS        PIC X.
           05  FILLER                PIC X(13).
       FD  ACCT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 50 CHARACTERS.
       01  ACCT-REC                  PIC X(50).
       FD  TRAN-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 50 CHARACTERS.
       01  TRAN-REC.
           05  TR-ID                 PIC X(8).
           05  TR-CARD-NO            PIC X(16).
           05  TR-TYPE               PIC X.
               88  TR-PURCHASE                 VALUE 'P'.
               88  TR-REFUND                   VALUE 'R'.
               88  TR-CASH                     VALUE 'C'.
               88  TR-FEE                      VALUE 'F'.
               88  TR-VALID-TYPE               VALUE 'P' 'R' 'C' 'F'.
           05  TR-AMOUNT             PIC S9(7)V99.
           05  TR-DATE               PIC 9(8).
           05  FILLER                PIC X(8).
       FD  ACCTOUT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 50 CHARACTERS.
       01  ACCTOUT-REC               PIC X(50).
       FD  REJECT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 80 CHARACTERS.
       01  REJECT-REC.
           05  RJ-TRAN               PIC X(50).
           05  RJ-REASON             PIC X(2).
           05  RJ-TEXT               PIC X(28).
       WORKING-STORAGE SECTION.
       01  WS-FILE-STATUSES.
           05  WS-XREF-STATUS        PIC XX.
           05  WS-ACCT-STATUS        PIC XX.
           05  WS-TRAN-STATUS        PIC XX.
               88  TRAN-EOF                    VALUE '10'.
           05  WS-AOUT-STATUS        PIC XX.
           05  WS-REJ-STATUS         PIC XX.
       01  WS-CHECK-STATUS           PIC XX.
           88  STATUS-OK                       VALUE '00' '10'.
       01  WS-CHECK-WHAT             PIC X(16).
       01  WS-XREF-TABLE.
           05  WS-XREF-COUNT         PIC S9(4) COMP VALUE 0.
           05  WS-XREF-ENTRY OCCURS 200 TIMES INDEXED BY XR-IX.
               10  XT-CARD-NO        PIC X(16).
               10  XT-ACCT-NO        PIC X(10).
               10  XT-CARD-STATUS    PIC X.
                   88  XT-CARD-BLOCKED         VALUE 'B'.
       01  WS-ACCT-TABLE.
           05  WS-ACCT-COUNT         PIC S9(4) COMP VALUE 0.
           05  WS-ACCT-ENTRY OCCURS 0 TO 100 TIMES
                   DEPENDING ON WS-ACCT-COUNT
                   ASCENDING KEY IS AT-ACCT-NO
                   INDEXED BY AT-IX.
               10  AT-ACCT-NO        PIC X(10).
               10  AT-CREDIT-LIMIT   PIC 9(7)V99.
               10  AT-BALANCE        PIC S9(9)V99.
               10  AT-CYCLE-DEBITS   PIC S9(7)V99.
               10  AT-TRAN-COUNT     PIC 9(5).
               10  FILLER            PIC X(6).
       01  WS-PREV-ACCT              PIC X(10) VALUE LOW-VALUES.
       01  WS-XREF-FOUND             PIC X VALUE 'N'.
           88  XREF-FOUND                      VALUE 'Y'.
       01  WS-WORK.
           05  WS-FEE                PIC S9(7)V99 COMP-3.
           05  WS-NEW-BALANCE        PIC S9(11)V99 COMP-3.
           05  WS-REASON             PIC 9.
       01  WS-REASON-TEXTS.
           05  FILLER PIC X(28) VALUE 'CARD NOT ON XREF'.
           05  FILLER PIC X(28) VALUE 'CARD BLOCKED'.
           05  FILLER PIC X(28) VALUE 'ACCOUNT NOT ON MASTER'.
           05  FILLER PIC X(28) VALUE 'INVALID TRANSACTION TYPE'.
           05  FILLER PIC X(28) VALUE 'AMOUNT NOT POSITIVE'.
           05  FILLER PIC X(28) VALUE 'OVER CREDIT LIMIT'.
       01  FILLER REDEFINES WS-REASON-TEXTS.
           05  WS-REASON-TEXT        PIC X(28) OCCURS 6 TIMES.
       01  WS-COUNTERS.
           05  WS-TRAN-READ          PIC S9(7) COMP-3 VALUE 0.
           05  WS-TRAN-POSTED        PIC S9(7) COMP-3 VALUE 0.
           05  WS-TRAN-REJECTED      PIC S9(7) COMP-3 VALUE 0.
           05  WS-REJECT-BY-REASON   PIC S9(7) COMP-3 VALUE 0
                                     OCCURS 6 TIMES.
       01  WS-TOTALS.
           05  WS-TOTAL-DEBITS       PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-TOTAL-CREDITS      PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-NET-CHANGE         PIC S9(11)V99 COMP-3 VALUE 0.
       01  WS-R                      PIC S9(4) COMP.
       01  WS-R-DIGIT                PIC 9.
       01  WS-REPORT-LINES.
           05  WS-COUNT-LINE.
               10  WS-CL-LABEL       PIC X(30).
               10  WS-CL-COUNT       PIC ZZZ,ZZ9.
           05  WS-AMOUNT-LINE.
               10  WS-AL-LABEL       PIC X(20).
               10  WS-AL-AMOUNT      PIC Z,ZZZ,ZZZ,ZZ9.99.
           05  WS-NET-LINE.
               10  WS-NL-LABEL       PIC X(20) VALUE 'NET CHANGE'.
               10  WS-NL-AMOUNT      PIC Z,ZZZ,ZZZ,ZZ9.99CR.
       01  WS-ABEND-CODE             PIC S9(9) BINARY VALUE 0.
       01  WS-ABEND-TIMING           PIC S9(9) BINARY VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           DISPLAY 'TRNPOST - DAILY TRANSACTION POSTING'
           PERFORM 1000-LOAD-XREF
           PERFORM 1100-LOAD-ACCOUNTS
           PERFORM 2000-OPEN-DAILY
           PERFORM 2100-READ-TRAN
           PERFORM UNTIL TRAN-EOF
               PERFORM 3000-POST-TRAN
               PERFORM 2100-READ-TRAN
           END-PERFORM
           PERFORM 4000-WRITE-MASTER
           PERFORM 9000-SUMMARY
           IF WS-TRAN-REJECTED > 0
               MOVE 4 TO RETURN-CODE
           ELSE
               MOVE 0 TO RETURN-CODE
           END-IF
           STOP RUN.
       1000-LOAD-XREF.
           OPEN INPUT XREF-FILE
           MOVE WS-XREF-STATUS TO WS-CHECK-STATUS
           MOVE 'OPEN XREF' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS
           PERFORM UNTIL WS-XREF-STATUS = '10'
               READ XREF-FILE
               MOVE WS-XREF-STATUS TO WS-CHECK-STATUS
               MOVE 'READ XREF' TO WS-CHECK-WHAT
               PERFORM 9800-CHECK-STATUS
               IF WS-XREF-STATUS = '00'
                   IF WS-XREF-COUNT = 200
                       DISPLAY 'TRNPOST: MORE THAN 200 CARDS ON XREF'
                       MOVE 2003 TO WS-ABEND-CODE
                       PERFORM 9900-ABEND
                   END-IF
                   ADD 1 TO WS-XREF-COUNT
                   MOVE XR-CARD-NO     TO XT-CARD-NO (WS-XREF-COUNT)
                   MOVE XR-ACCT-NO     TO XT-ACCT-NO (WS-XREF-COUNT)
                   MOVE XR-CARD-STATUS TO XT-CARD-STATUS (WS-XREF-COUNT)
               END-IF
           END-PERFORM
           CLOSE XREF-FILE.
      *----------------------------------------------------------------*
      * THE MASTER MUST ASCEND BY ACCOUNT NUMBER (EBCDIC ORDER): THE   *
      * POSTING LOOKS ACCOUNTS UP WITH SEARCH ALL.                     *
      *----------------------------------------------------------------*
       1100-LOAD-ACCOUNTS.
           OPEN INPUT ACCT-FILE
           MOVE WS-ACCT-STATUS TO WS-CHECK-STATUS
           MOVE 'OPEN ACCTS' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS
           PERFORM UNTIL WS-ACCT-STATUS = '10'
               READ ACCT-FILE
               MOVE WS-ACCT-STATUS TO WS-CHECK-STATUS
               MOVE 'READ ACCTS' TO WS-CHECK-WHAT
               PERFORM 9800-CHECK-STATUS
               IF WS-ACCT-STATUS = '00'
                   IF ACCT-REC (1:10) NOT > WS-PREV-ACCT
                       DISPLAY 'TRNPOST: ACCTS OUT OF SEQUENCE AT '
                               ACCT-REC (1:10)
                       MOVE 2002 TO WS-ABEND-CODE
                       PERFORM 9900-ABEND
                   END-IF
                   IF WS-ACCT-COUNT = 100
                       DISPLAY 'TRNPOST: MORE THAN 100 ACCOUNTS'
                       MOVE 2003 TO WS-ABEND-CODE
                       PERFORM 9900-ABEND
                   END-IF
                   ADD 1 TO WS-ACCT-COUNT
                   MOVE ACCT-REC TO WS-ACCT-ENTRY (WS-ACCT-COUNT)
                   MOVE ACCT-REC (1:10) TO WS-PREV-ACCT
               END-IF
           END-PERFORM
           CLOSE ACCT-FILE.
       2000-OPEN-DAILY.
           OPEN INPUT TRAN-FILE
           MOVE WS-TRAN-STATUS TO WS-CHECK-STATUS
           MOVE 'OPEN TRANS' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS
           OPEN OUTPUT REJECT-FILE
           MOVE WS-REJ-STATUS TO WS-CHECK-STATUS
           MOVE 'OPEN REJECTS' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS.
       2100-READ-TRAN.
           READ TRAN-FILE
           MOVE WS-TRAN-STATUS TO WS-CHECK-STATUS
           MOVE 'READ TRANS' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS.
       3000-POST-TRAN.
           ADD 1 TO WS-TRAN-READ
           MOVE 0 TO WS-REASON
           PERFORM 3100-FIND-CARD
           EVALUATE TRUE
               WHEN NOT XREF-FOUND
                   MOVE 1 TO WS-REASON
               WHEN XT-CARD-BLOCKED (XR-IX)
                   MOVE 2 TO WS-REASON
               WHEN OTHER
                   SEARCH ALL WS-ACCT-ENTRY
                       AT END
                           MOVE 3 TO WS-REASON
                       WHEN AT-ACCT-NO (AT-IX) = XT-ACCT-NO (XR-IX)
                           PERFORM 3200-APPLY-TRAN
                   END-SEARCH
           END-EVALUATE
           IF WS-REASON = 0
               ADD 1 TO WS-TRAN-POSTED
           ELSE
               PERFORM 3900-REJECT
           END-IF.
      *    THE FIRST ENTRY FOR A CARD COUNTS (A REISSUED CARD IS ADDED
      *    AT THE END OF THE XREF AND NEVER REPLACES THE OLD ENTRY).
       3100-FIND-CARD.
           MOVE 'N' TO WS-XREF-FOUND
           PERFORM VARYING XR-IX FROM 1 BY 1
                   UNTIL XR-IX > WS-XREF-COUNT OR XREF-FOUND
               IF XT-CARD-NO (XR-IX) = TR-CARD-NO
                   MOVE 'Y' TO WS-XREF-FOUND
               END-IF
           END-PERFORM
           IF XREF-FOUND
               SET XR-IX DOWN BY 1
           END-IF.
       3200-APPLY-TRAN.
           EVALUATE TRUE
               WHEN NOT TR-VALID-TYPE
                   MOVE 4 TO WS-REASON
               WHEN TR-AMOUNT NOT > 0
                   MOVE 5 TO WS-REASON
               WHEN TR-REFUND
                   SUBTRACT TR-AMOUNT FROM AT-BALANCE (AT-IX)
                   ADD TR-AMOUNT TO WS-TOTAL-CREDITS
                   ADD 1 TO AT-TRAN-COUNT (AT-IX)
               WHEN OTHER
                   PERFORM 3300-APPLY-DEBIT
           END-EVALUATE.
      *    PURCHASES AND CASH ADVANCES MUST STAY WITHIN THE LIMIT; A
      *    CASH ADVANCE CARRIES A 3% FEE; BANK FEES ARE NEVER REFUSED.
       3300-APPLY-DEBIT.
           MOVE 0 TO WS-FEE
           IF TR-CASH
               COMPUTE WS-FEE ROUNDED = TR-AMOUNT * 0.03
           END-IF
           COMPUTE WS-NEW-BALANCE =
               AT-BALANCE (AT-IX) + TR-AMOUNT + WS-FEE
           IF NOT TR-FEE AND WS-NEW-BALANCE > AT-CREDIT-LIMIT (AT-IX)
               MOVE 6 TO WS-REASON
           ELSE
               MOVE WS-NEW-BALANCE TO AT-BALANCE (AT-IX)
               ADD TR-AMOUNT WS-FEE TO AT-CYCLE-DEBITS (AT-IX)
               ADD TR-AMOUNT WS-FEE TO WS-TOTAL-DEBITS
               ADD 1 TO AT-TRAN-COUNT (AT-IX)
           END-IF.
       3900-REJECT.
           ADD 1 TO WS-TRAN-REJECTED
           ADD 1 TO WS-REJECT-BY-REASON (WS-REASON)
           MOVE TRAN-REC TO RJ-TRAN
           MOVE ZERO TO RJ-REASON
           MOVE WS-REASON TO RJ-REASON (2:1)
           MOVE WS-REASON-TEXT (WS-REASON) TO RJ-TEXT
           WRITE REJECT-REC
           MOVE WS-REJ-STATUS TO WS-CHECK-STATUS
           MOVE 'WRITE REJECTS' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS.
       4000-WRITE-MASTER.
           CLOSE TRAN-FILE REJECT-FILE
           OPEN OUTPUT ACCTOUT-FILE
           MOVE WS-AOUT-STATUS TO WS-CHECK-STATUS
           MOVE 'OPEN ACCTOUT' TO WS-CHECK-WHAT
           PERFORM 9800-CHECK-STATUS
           PERFORM VARYING AT-IX FROM 1 BY 1
                   UNTIL AT-IX > WS-ACCT-COUNT
               WRITE ACCTOUT-REC FROM WS-ACCT-ENTRY (AT-IX)
               MOVE WS-AOUT-STATUS TO WS-CHECK-STATUS
               MOVE 'WRITE ACCTOUT' TO WS-CHECK-WHAT
               PERFORM 9800-CHECK-STATUS
           END-PERFORM
           CLOSE ACCTOUT-FILE.
       9000-SUMMARY.
           MOVE 'TRANSACTIONS READ' TO WS-CL-LABEL
           MOVE WS-TRAN-READ TO WS-CL-COUNT
           DISPLAY WS-COUNT-LINE
           MOVE 'TRANSACTIONS POSTED' TO WS-CL-LABEL
           MOVE WS-TRAN-POSTED TO WS-CL-COUNT
           DISPLAY WS-COUNT-LINE
           MOVE 'TRANSACTIONS REJECTED' TO WS-CL-LABEL
           MOVE WS-TRAN-REJECTED TO WS-CL-COUNT
           DISPLAY WS-COUNT-LINE
           PERFORM VARYING WS-R FROM 1 BY 1 UNTIL WS-R > 6
               MOVE SPACES TO WS-CL-LABEL
               MOVE WS-R TO WS-R-DIGIT
               STRING '  0' WS-R-DIGIT ' ' WS-REASON-TEXT (WS-R)
                   DELIMITED BY SIZE INTO WS-CL-LABEL
               MOVE WS-REJECT-BY-REASON (WS-R) TO WS-CL-COUNT
               DISPLAY WS-COUNT-LINE
           END-PERFORM
           MOVE 'TOTAL DEBITS' TO WS-AL-LABEL
           MOVE WS-TOTAL-DEBITS TO WS-AL-AMOUNT
           DISPLAY WS-AMOUNT-LINE
           MOVE 'TOTAL CREDITS' TO WS-AL-LABEL
           MOVE WS-TOTAL-CREDITS TO WS-AL-AMOUNT
           DISPLAY WS-AMOUNT-LINE
           SUBTRACT WS-TOTAL-CREDITS FROM WS-TOTAL-DEBITS
               GIVING WS-NET-CHANGE
           MOVE WS-NET-CHANGE TO WS-NL-AMOUNT
           DISPLAY WS-NET-LINE.
       9800-CHECK-STATUS.
           IF NOT STATUS-OK
               DISPLAY 'TRNPOST: ' WS-CHECK-WHAT ' FAILED, STATUS '
                       WS-CHECK-STATUS
               MOVE 2001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF.
       9900-ABEND.
           MOVE 0 TO WS-ABEND-TIMING
           CALL 'CEE3ABD' USING WS-ABEND-CODE WS-ABEND-TIMING.
