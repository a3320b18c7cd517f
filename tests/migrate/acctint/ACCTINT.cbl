      *================================================================*
      * ACCTINT  - MONTHLY INTEREST POSTING                            *
      *   READS THE CATEGORY RATE TABLE (RATES, ASCENDING CATEGORY),   *
      *   POSTS ONE MONTH OF INTEREST TO EVERY ACTIVE ACCOUNT OF THE   *
      *   ACCOUNT MASTER (ACCTIN) AND WRITES THE NEW MASTER (ACCTOUT). *
      *   A BAD FILE STATUS OR A BAD RATE TABLE ABENDS (CEE3ABD).      *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCTINT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RATE-FILE     ASSIGN TO RATES
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-RATE-STATUS.
           SELECT ACCT-IN-FILE  ASSIGN TO ACCTIN
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-IN-STATUS.
           SELECT ACCT-OUT-FILE ASSIGN TO ACCTOUT
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-OUT-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  RATE-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 20 CHARACTERS.
       01  RATE-REC.
           05  RR-CATEGORY           PIC X(2).
           05  RR-ANNUAL-RATE        PIC 9V9999.
           05  RR-MIN-BALANCE        PIC 9(7)V99.
           05  FILLER                PIC X(4).
       FD  ACCT-IN-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 60 CHARACTERS.
       01  ACCT-IN-REC               PIC X(60).
       FD  ACCT-OUT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 60 CHARACTERS.
       01  ACCT-OUT-REC              PIC X(60).
       WORKING-STORAGE SECTION.
       01  WS-FILE-STATUSES.
           05  WS-RATE-STATUS        PIC XX.
               88  RATE-OK                     VALUE '00'.
               88  RATE-EOF                    VALUE '10'.
           05  WS-IN-STATUS          PIC XX.
               88  IN-OK                       VALUE '00'.
               88  IN-EOF                      VALUE '10'.
           05  WS-OUT-STATUS         PIC XX.
               88  OUT-OK                      VALUE '00'.
       01  WS-ACCOUNT.
           05  AC-ACCT-NO            PIC X(10).
           05  AC-NAME               PIC X(20).
           05  AC-CATEGORY           PIC X(2).
           05  AC-STATUS             PIC X.
               88  AC-ACTIVE                   VALUE 'A'.
               88  AC-CLOSED                   VALUE 'C'.
           05  AC-BALANCE            PIC S9(9)V99.
           05  AC-ACCRUED            PIC S9(7)V99.
           05  AC-LAST-RATE          PIC 9V9999.
           05  FILLER                PIC X(2).
       01  WS-RATE-TABLE.
           05  WS-RATE-COUNT         PIC S9(4) COMP VALUE 0.
           05  WS-RATE-ENTRY OCCURS 1 TO 50 TIMES
                   DEPENDING ON WS-RATE-COUNT
                   ASCENDING KEY IS RT-CATEGORY
                   INDEXED BY RT-IX.
               10  RT-CATEGORY       PIC X(2).
               10  RT-ANNUAL-RATE    PIC 9V9999.
               10  RT-MIN-BALANCE    PIC 9(7)V99.
       01  WS-PREV-CATEGORY          PIC X(2) VALUE LOW-VALUES.
       01  WS-INTEREST               PIC S9(9)V99 COMP-3.
       01  WS-COUNTERS.
           05  WS-ACCTS-READ         PIC S9(7) COMP-3 VALUE 0.
           05  WS-ACCTS-POSTED       PIC S9(7) COMP-3 VALUE 0.
           05  WS-ACCTS-CLOSED       PIC S9(7) COMP-3 VALUE 0.
           05  WS-ACCTS-NO-RATE      PIC S9(7) COMP-3 VALUE 0.
           05  WS-ACCTS-BAD-STATUS   PIC S9(7) COMP-3 VALUE 0.
           05  WS-ACCTS-OVERFLOW     PIC S9(7) COMP-3 VALUE 0.
       01  WS-TOTALS.
           05  WS-TOTAL-INTEREST     PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-TOTAL-BALANCE      PIC S9(13)V99 COMP-3 VALUE 0.
       01  WS-EDITED.
           05  WS-COUNT-ED           PIC ZZZ,ZZ9.
           05  WS-INTEREST-ED        PIC ZZZ,ZZZ,ZZ9.99-.
           05  WS-BALANCE-ED         PIC Z,ZZZ,ZZZ,ZZ9.99-.
       01  WS-ABEND-CODE             PIC S9(9) BINARY VALUE 0.
       01  WS-ABEND-TIMING           PIC S9(9) BINARY VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           DISPLAY 'ACCTINT - MONTHLY INTEREST POSTING'
           PERFORM 1000-LOAD-RATES
           PERFORM 2000-OPEN-ACCOUNTS
           PERFORM 2100-READ-ACCOUNT
           PERFORM 3000-PROCESS-ACCOUNT UNTIL IN-EOF
           PERFORM 8000-CLOSE-ACCOUNTS
           PERFORM 9000-SUMMARY
           MOVE 0 TO RETURN-CODE
           STOP RUN.
      *----------------------------------------------------------------*
      * THE RATE TABLE MUST BE IN ASCENDING CATEGORY ORDER (EBCDIC),   *
      * ONE ENTRY PER CATEGORY: SEARCH ALL DEPENDS ON IT.              *
      *----------------------------------------------------------------*
       1000-LOAD-RATES.
           OPEN INPUT RATE-FILE
           IF NOT RATE-OK
               DISPLAY 'ACCTINT: OPEN RATES FAILED, STATUS '
                       WS-RATE-STATUS
               MOVE 1001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF
           PERFORM 1100-READ-RATE
           PERFORM UNTIL RATE-EOF
               IF RR-CATEGORY NOT > WS-PREV-CATEGORY
                   DISPLAY 'ACCTINT: RATES OUT OF SEQUENCE AT '
                           RR-CATEGORY
                   MOVE 1002 TO WS-ABEND-CODE
                   PERFORM 9900-ABEND
               END-IF
               IF WS-RATE-COUNT = 50
                   DISPLAY 'ACCTINT: MORE THAN 50 RATES'
                   MOVE 1003 TO WS-ABEND-CODE
                   PERFORM 9900-ABEND
               END-IF
               ADD 1 TO WS-RATE-COUNT
               MOVE RR-CATEGORY    TO RT-CATEGORY (WS-RATE-COUNT)
               MOVE RR-ANNUAL-RATE TO RT-ANNUAL-RATE (WS-RATE-COUNT)
               MOVE RR-MIN-BALANCE TO RT-MIN-BALANCE (WS-RATE-COUNT)
               MOVE RR-CATEGORY    TO WS-PREV-CATEGORY
               PERFORM 1100-READ-RATE
           END-PERFORM
           CLOSE RATE-FILE
           IF WS-RATE-COUNT = 0
               DISPLAY 'ACCTINT: NO RATES LOADED'
               MOVE 1004 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF.
       1100-READ-RATE.
           READ RATE-FILE
           IF NOT RATE-OK AND NOT RATE-EOF
               DISPLAY 'ACCTINT: READ RATES FAILED, STATUS '
                       WS-RATE-STATUS
               MOVE 1001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF.
       2000-OPEN-ACCOUNTS.
           OPEN INPUT ACCT-IN-FILE
           IF NOT IN-OK
               DISPLAY 'ACCTINT: OPEN ACCTIN FAILED, STATUS '
                       WS-IN-STATUS
               MOVE 1001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF
           OPEN OUTPUT ACCT-OUT-FILE
           IF NOT OUT-OK
               DISPLAY 'ACCTINT: OPEN ACCTOUT FAILED, STATUS '
                       WS-OUT-STATUS
               MOVE 1001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF.
       2100-READ-ACCOUNT.
           READ ACCT-IN-FILE INTO WS-ACCOUNT
           IF NOT IN-OK AND NOT IN-EOF
               DISPLAY 'ACCTINT: READ ACCTIN FAILED, STATUS '
                       WS-IN-STATUS
               MOVE 1001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF.
       3000-PROCESS-ACCOUNT.
           ADD 1 TO WS-ACCTS-READ
           EVALUATE TRUE
               WHEN AC-CLOSED
                   ADD 1 TO WS-ACCTS-CLOSED
               WHEN AC-ACTIVE
                   PERFORM 3100-POST-INTEREST
               WHEN OTHER
                   ADD 1 TO WS-ACCTS-BAD-STATUS
                   DISPLAY 'ACCTINT: BAD STATUS ' AC-STATUS
                           ' ACCOUNT ' AC-ACCT-NO
           END-EVALUATE
           ADD AC-BALANCE TO WS-TOTAL-BALANCE
           WRITE ACCT-OUT-REC FROM WS-ACCOUNT
           IF NOT OUT-OK
               DISPLAY 'ACCTINT: WRITE ACCTOUT FAILED, STATUS '
                       WS-OUT-STATUS
               MOVE 1001 TO WS-ABEND-CODE
               PERFORM 9900-ABEND
           END-IF
           PERFORM 2100-READ-ACCOUNT.
      *----------------------------------------------------------------*
      * ONE MONTH OF INTEREST: BALANCE * ANNUAL RATE / 12, ROUNDED.    *
      * AN OVERDRAWN ACCOUNT IS CHARGED AT THE SAME RATE; A POSITIVE   *
      * BALANCE BELOW THE CATEGORY MINIMUM EARNS NOTHING.              *
      *----------------------------------------------------------------*
       3100-POST-INTEREST.
           SEARCH ALL WS-RATE-ENTRY
               AT END
                   ADD 1 TO WS-ACCTS-NO-RATE
                   DISPLAY 'ACCTINT: NO RATE FOR CATEGORY ' AC-CATEGORY
                           ' ACCOUNT ' AC-ACCT-NO
               WHEN RT-CATEGORY (RT-IX) = AC-CATEGORY
                   PERFORM 3200-COMPUTE-INTEREST
           END-SEARCH.
       3200-COMPUTE-INTEREST.
           IF AC-BALANCE < 0
              OR AC-BALANCE NOT < RT-MIN-BALANCE (RT-IX)
               COMPUTE WS-INTEREST ROUNDED =
                   AC-BALANCE * RT-ANNUAL-RATE (RT-IX) / 12
           ELSE
               MOVE 0 TO WS-INTEREST
           END-IF
           ADD WS-INTEREST TO AC-BALANCE
               ON SIZE ERROR
                   ADD 1 TO WS-ACCTS-OVERFLOW
                   DISPLAY 'ACCTINT: BALANCE OVERFLOW ACCOUNT '
                           AC-ACCT-NO
               NOT ON SIZE ERROR
                   ADD WS-INTEREST TO AC-ACCRUED
                   MOVE RT-ANNUAL-RATE (RT-IX) TO AC-LAST-RATE
                   ADD WS-INTEREST TO WS-TOTAL-INTEREST
                   ADD 1 TO WS-ACCTS-POSTED
           END-ADD.
       8000-CLOSE-ACCOUNTS.
           CLOSE ACCT-IN-FILE
           CLOSE ACCT-OUT-FILE.
       9000-SUMMARY.
           MOVE WS-RATE-COUNT TO WS-COUNT-ED
           DISPLAY 'RATES LOADED ........ ' WS-COUNT-ED
           MOVE WS-ACCTS-READ TO WS-COUNT-ED
           DISPLAY 'ACCOUNTS READ ....... ' WS-COUNT-ED
           MOVE WS-ACCTS-POSTED TO WS-COUNT-ED
           DISPLAY 'INTEREST POSTED ..... ' WS-COUNT-ED
           MOVE WS-ACCTS-CLOSED TO WS-COUNT-ED
           DISPLAY 'CLOSED ACCOUNTS ..... ' WS-COUNT-ED
           MOVE WS-ACCTS-NO-RATE TO WS-COUNT-ED
           DISPLAY 'NO RATE FOUND ....... ' WS-COUNT-ED
           MOVE WS-ACCTS-BAD-STATUS TO WS-COUNT-ED
           DISPLAY 'BAD STATUS .......... ' WS-COUNT-ED
           MOVE WS-ACCTS-OVERFLOW TO WS-COUNT-ED
           DISPLAY 'BALANCE OVERFLOW .... ' WS-COUNT-ED
           MOVE WS-TOTAL-INTEREST TO WS-INTEREST-ED
           DISPLAY 'TOTAL INTEREST ...... ' WS-INTEREST-ED
           MOVE WS-TOTAL-BALANCE TO WS-BALANCE-ED
           DISPLAY 'TOTAL BALANCES ...... ' WS-BALANCE-ED.
       9900-ABEND.
           MOVE 0 TO WS-ABEND-TIMING
           CALL 'CEE3ABD' USING WS-ABEND-CODE WS-ABEND-TIMING.
