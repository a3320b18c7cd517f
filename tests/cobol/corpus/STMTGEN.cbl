      * DD/ASSIGN: STMTIN(in) STMTOUT(out) STMTEXC(out)
      *================================================================*
      * STMTGEN - monthly customer statements from a header / detail / *
      *   trailer extract.                                             *
      * EXERCISES: a multi-record-type input (type code, one REDEFINES *
      *   of the record body per type, SIGN LEADING SEPARATE opening   *
      *   balance), an OCCURS 20 INDEXED BY table of statement lines   *
      *   that overflows to continuation pages, running balance with   *
      *   CR editing, aged totals of the debits by days before the     *
      *   statement date (FUNCTION INTEGER-OF-DATE, TEST-DATE-YYYYMMDD)*
      *   minimum payment with ROUNDED, INITIALIZE between customers,  *
      *   trailer count / hash-total reconciliation, orphan and        *
      *   missing records, WRITE AFTER ADVANCING PAGE / n LINES on a   *
      *   line-sequential print file, exceptions file, FILE STATUS     *
      *   checks, run totals.                                          *
      * Rules: debits PU/FE/IN raise the balance, credits PY/CR lower  *
      *   it; aging buckets 0-30, 31-60, 61-90, over 90 days; minimum  *
      *   payment = 5% of a positive new balance ROUNDED, at least     *
      *   25.00 (the balance if smaller), plus any amount over the     *
      *   credit limit; trailer count = detail records received for   *
      *   the customer, hash = sum of their numeric amounts.           *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. STMTGEN.
       AUTHOR. D. FITZGERALD.
       DATE-WRITTEN. 09/22/1991.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-3090.
       OBJECT-COMPUTER. IBM-3090.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT STMT-IN    ASSIGN TO STMTIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-IN-FS.
           SELECT STMT-PRINT ASSIGN TO STMTOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-PRT-FS.
           SELECT EXC-FILE   ASSIGN TO STMTEXC
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-EXC-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  STMT-IN.
           COPY STMTGENR.
       FD  STMT-PRINT.
       01  PRINT-LINE              PIC X(96).
       FD  EXC-FILE.
       01  EXC-REC                 PIC X(89).
       WORKING-STORAGE SECTION.
      * The exception record is built here: an FD has no VALUEs.
       01  WS-EXC-REC.
           05  EX-REASON           PIC X(24).
           05  FILLER              PIC X     VALUE SPACE.
           05  EX-IMAGE            PIC X(64).
       01  WS-FILE-STATUSES.
           05  WS-IN-FS            PIC XX.
           05  WS-PRT-FS           PIC XX.
           05  WS-EXC-FS           PIC XX.
       01  WS-SWITCHES.
           05  WS-EOF-SW           PIC X VALUE 'N'.
               88  END-OF-INPUT    VALUE 'Y'.
           05  WS-CUST-SW          PIC X VALUE 'N'.
               88  IN-CUSTOMER     VALUE 'Y'.
               88  NO-CUSTOMER     VALUE 'N'.
               88  SKIP-CUSTOMER   VALUE 'S'.
           05  WS-DTL-SW           PIC X.
               88  DTL-VALID       VALUE 'Y'.
       01  WS-DATE-WORK.
           05  WS-YMD              PIC 9(8).
           05  WS-YMD-R REDEFINES WS-YMD.
               10  WS-YYYY         PIC 9(4).
               10  WS-MM           PIC 99.
               10  WS-DD           PIC 99.
           05  WS-MDY              PIC 9(8).
           05  WS-STMT-DAYS        PIC S9(9) COMP.
           05  WS-AGE-DAYS         PIC S9(9) COMP.
      * The customer whose statement is being built.
       01  WS-CUSTOMER.
           05  WS-CUST-ID          PIC X(8).
           05  WS-CUST-NAME        PIC X(24).
           05  WS-CREDIT-LIMIT     PIC 9(7).
           05  WS-STMT-DATE        PIC 9(8).
           05  WS-OPEN-BAL         PIC S9(9)V99  COMP-3.
           05  WS-BALANCE          PIC S9(9)V99  COMP-3.
           05  WS-BAL-FWD          PIC S9(9)V99  COMP-3.
           05  WS-PAGE-NO          PIC 999       COMP.
           05  WS-DTL-RECEIVED     PIC 9(4)      COMP.
           05  WS-HASH-RECEIVED    PIC 9(9)V99   COMP-3.
           05  WS-CTL-SW           PIC X.
               88  CONTROLS-AGREE  VALUE 'Y'.
               88  CONTROLS-DIFFER VALUE 'N'.
       01  WS-CUST-TOTALS.
           05  WS-T-PURCHASES      PIC 9(9)V99   COMP-3.
           05  WS-T-FEES           PIC 9(9)V99   COMP-3.
           05  WS-T-PAYMENTS       PIC 9(9)V99   COMP-3.
           05  WS-T-CREDITS        PIC 9(9)V99   COMP-3.
           05  WS-AGE-BUCKET       PIC 9(9)V99   COMP-3
                                   OCCURS 4 TIMES.
           05  WS-MIN-PAY          PIC 9(9)V99   COMP-3.
           05  WS-OVER-LIMIT       PIC S9(9)V99  COMP-3.
      * Up to 20 lines of the current page; a 21st line prints the page
      * and starts a continuation page.
       01  WS-STMT-TABLE.
           05  WS-LINE-CT          PIC 99        COMP.
           05  WS-LINE             OCCURS 20 TIMES INDEXED BY LX.
               10  WL-DATE         PIC 9(8).
               10  WL-REF          PIC X(12).
               10  WL-DESC         PIC X(24).
               10  WL-DEBIT        PIC 9(7)V99   COMP-3.
               10  WL-CREDIT       PIC 9(7)V99   COMP-3.
               10  WL-BALANCE      PIC S9(9)V99  COMP-3.
       01  WS-COUNTS.
           05  WS-READ-CT          PIC 9(5) COMP VALUE 0.
           05  WS-STMT-CT          PIC 9(5) COMP VALUE 0.
           05  WS-PAGE-CT          PIC 9(5) COMP VALUE 0.
           05  WS-POSTED-CT        PIC 9(5) COMP VALUE 0.
           05  WS-EXC-CT           PIC 9(5) COMP VALUE 0.
           05  WS-OVER-CT          PIC 9(5) COMP VALUE 0.
       01  WS-RUN-TOTALS.
           05  WS-RUN-NEW-BAL      PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-RUN-MIN-PAY      PIC 9(11)V99  COMP-3 VALUE 0.
      * Print lines.
       01  HDR-1.
           05  FILLER              PIC X(30) VALUE
               'NORTHGATE CARD SERVICES'.
           05  FILLER              PIC X(15) VALUE 'STATEMENT DATE '.
           05  H1-DATE             PIC 99/99/9999.
           05  FILLER              PIC X(8)  VALUE '   PAGE '.
           05  H1-PAGE             PIC ZZ9.
       01  HDR-2.
           05  FILLER              PIC X(8)  VALUE 'ACCOUNT '.
           05  H2-ID               PIC X(8).
           05  FILLER              PIC X(2)  VALUE SPACES.
           05  H2-NAME             PIC X(24).
           05  FILLER              PIC X(15) VALUE ' CREDIT LIMIT '.
           05  H2-LIMIT            PIC $$,$$$,$$9.
       01  HDR-3.
           05  H3-TEXT             PIC X(40).
           05  H3-BALANCE          PIC Z,ZZZ,ZZZ,ZZ9.99CR.
       01  COL-HDR.
           05  FILLER              PIC X(40) VALUE
               '  DATE       REFERENCE    DESCRIPTION'.
           05  FILLER              PIC X(52) VALUE
               '                CHARGES      CREDITS        BALANCE'.
       01  DETAIL-LINE.
           05  FILLER              PIC X(2)  VALUE SPACES.
           05  DL-DATE             PIC 99/99/9999.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-REF              PIC X(12).
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-DESC             PIC X(24).
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-DEBIT            PIC Z,ZZZ,ZZ9.99 BLANK WHEN ZERO.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-CREDIT           PIC Z,ZZZ,ZZ9.99 BLANK WHEN ZERO.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-BALANCE          PIC ZZZ,ZZZ,ZZ9.99CR.
       01  CONT-LINE               PIC X(40) VALUE
               '   *** CONTINUED ON NEXT PAGE ***'.
       01  SUM-LINE.
           05  FILLER              PIC X(4)  VALUE SPACES.
           05  SL-TEXT             PIC X(24).
           05  SL-AMOUNT           PIC Z,ZZZ,ZZZ,ZZ9.99CR.
       01  AGE-HDR.
           05  FILLER              PIC X(48) VALUE
               '    AGING OF CHARGES     CURRENT     31-60 DAYS'.
           05  FILLER              PIC X(30) VALUE
               '     61-90 DAYS   OVER 90 DAYS'.
       01  AGE-LINE.
           05  FILLER              PIC X(20) VALUE SPACES.
           05  AL-BUCKET           OCCURS 4 TIMES.
               10  FILLER          PIC X     VALUE SPACE.
               10  AL-AMOUNT       PIC ZZ,ZZZ,ZZ9.99.
       01  WS-EDIT-COUNT           PIC ZZ,ZZ9.
       01  WS-EDIT-AMOUNT          PIC ZZZ,ZZZ,ZZZ,ZZ9.99CR.
       PROCEDURE DIVISION.
       0000-MAINLINE.
           PERFORM 1000-INITIALISE
           PERFORM 2000-PROCESS-RECORD UNTIL END-OF-INPUT
           IF IN-CUSTOMER
               MOVE 'MISSING TRAILER' TO EX-REASON
               MOVE SPACES TO EX-IMAGE
               MOVE WS-CUST-ID TO EX-IMAGE (2:8)
               PERFORM 7000-WRITE-EXCEPTION
               SET CONTROLS-DIFFER TO TRUE
               PERFORM 5000-FINISH-STATEMENT
           END-IF
           PERFORM 9000-TERMINATE
           GOBACK.
       1000-INITIALISE.
           OPEN INPUT STMT-IN
           IF WS-IN-FS NOT = '00'
               DISPLAY 'STMTGEN: OPEN STMTIN FAILED, STATUS ' WS-IN-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT STMT-PRINT EXC-FILE
           IF WS-PRT-FS NOT = '00' OR WS-EXC-FS NOT = '00'
               DISPLAY 'STMTGEN: OPEN OUTPUT FAILED ' WS-PRT-FS ' '
                   WS-EXC-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           PERFORM 8000-READ-INPUT.
       2000-PROCESS-RECORD.
           EVALUATE TRUE
               WHEN SI-HEADER
                   PERFORM 2100-HEADER
               WHEN SI-DETAIL
                   PERFORM 2200-DETAIL
               WHEN SI-TRAILER
                   PERFORM 2300-TRAILER
               WHEN OTHER
                   MOVE 'UNKNOWN RECORD TYPE' TO EX-REASON
                   PERFORM 7100-EXCEPTION-RECORD
           END-EVALUATE
           PERFORM 8000-READ-INPUT.
      * A header while a statement is open closes it first (its trailer
      * is missing).  A header with a bad balance, limit or date skips
      * the customer's details and trailer.
       2100-HEADER.
           IF IN-CUSTOMER
               MOVE 'MISSING TRAILER' TO EX-REASON
               MOVE SPACES TO EX-IMAGE
               MOVE WS-CUST-ID TO EX-IMAGE (2:8)
               PERFORM 7000-WRITE-EXCEPTION
               SET CONTROLS-DIFFER TO TRUE
               PERFORM 5000-FINISH-STATEMENT
           END-IF
           INITIALIZE WS-CUSTOMER WS-CUST-TOTALS WS-STMT-TABLE
           MOVE SI-CUST-ID TO WS-CUST-ID
           EVALUATE TRUE
               WHEN SH-OPEN-BAL NOT NUMERIC
                   MOVE 'BAD OPENING BALANCE' TO EX-REASON
               WHEN SH-CREDIT-LIMIT-X NOT NUMERIC
                   MOVE 'BAD CREDIT LIMIT' TO EX-REASON
               WHEN SH-STMT-DATE-X NOT NUMERIC
                   MOVE 'BAD STATEMENT DATE' TO EX-REASON
               WHEN FUNCTION TEST-DATE-YYYYMMDD (SH-STMT-DATE) NOT = 0
                   MOVE 'BAD STATEMENT DATE' TO EX-REASON
               WHEN OTHER
                   MOVE SPACES TO EX-REASON
           END-EVALUATE
           IF EX-REASON NOT = SPACES
               PERFORM 7100-EXCEPTION-RECORD
               SET SKIP-CUSTOMER TO TRUE
           ELSE
               SET IN-CUSTOMER TO TRUE
               SET CONTROLS-AGREE TO TRUE
               MOVE SH-NAME         TO WS-CUST-NAME
               MOVE SH-CREDIT-LIMIT TO WS-CREDIT-LIMIT
               MOVE SH-STMT-DATE    TO WS-STMT-DATE
               MOVE SH-OPEN-BAL     TO WS-OPEN-BAL WS-BALANCE
               COMPUTE WS-STMT-DAYS =
                   FUNCTION INTEGER-OF-DATE (WS-STMT-DATE)
               MOVE 1 TO WS-PAGE-NO
           END-IF.
      * A detail counts towards the trailer's controls as received;
      * it is posted only when its date, type and amount are valid.
       2200-DETAIL.
           EVALUATE TRUE
               WHEN SKIP-CUSTOMER AND SI-CUST-ID = WS-CUST-ID
                   MOVE 'SKIPPED (BAD HEADER)' TO EX-REASON
                   PERFORM 7100-EXCEPTION-RECORD
               WHEN NOT IN-CUSTOMER
               WHEN SI-CUST-ID NOT = WS-CUST-ID
                   MOVE 'ORPHAN DETAIL' TO EX-REASON
                   PERFORM 7100-EXCEPTION-RECORD
               WHEN OTHER
                   ADD 1 TO WS-DTL-RECEIVED
                   IF SD-AMOUNT-X IS NUMERIC
                       ADD SD-AMOUNT TO WS-HASH-RECEIVED
                   END-IF
                   PERFORM 2210-VALIDATE-DETAIL
                   IF DTL-VALID
                       PERFORM 2220-POST-DETAIL
                   ELSE
                       PERFORM 7100-EXCEPTION-RECORD
                   END-IF
           END-EVALUATE.
       2210-VALIDATE-DETAIL.
           MOVE 'N' TO WS-DTL-SW
           EVALUATE TRUE
               WHEN SD-TXN-DATE-X NOT NUMERIC
                   MOVE 'BAD TRANSACTION DATE' TO EX-REASON
               WHEN FUNCTION TEST-DATE-YYYYMMDD (SD-TXN-DATE) NOT = 0
                   MOVE 'BAD TRANSACTION DATE' TO EX-REASON
               WHEN SD-TXN-DATE > WS-STMT-DATE
                   MOVE 'DATE AFTER STATEMENT' TO EX-REASON
               WHEN NOT SD-DEBIT-TYPE AND NOT SD-CREDIT-TYPE
                   MOVE 'BAD TRANSACTION TYPE' TO EX-REASON
               WHEN SD-AMOUNT-X NOT NUMERIC
                   MOVE 'BAD AMOUNT' TO EX-REASON
               WHEN OTHER
                   MOVE 'Y' TO WS-DTL-SW
           END-EVALUATE.
      * Running balance, category totals, and for a debit its aging
      * bucket by the days between its date and the statement date.
       2220-POST-DETAIL.
           IF WS-LINE-CT = 20
               PERFORM 6000-PRINT-PAGE
               WRITE PRINT-LINE FROM CONT-LINE AFTER ADVANCING 2 LINES
               PERFORM 7200-CHECK-PRINT
               INITIALIZE WS-STMT-TABLE
               ADD 1 TO WS-PAGE-NO
               MOVE WS-BALANCE TO WS-BAL-FWD
           END-IF
           ADD 1 TO WS-LINE-CT
           SET LX TO WS-LINE-CT
           MOVE SD-TXN-DATE  TO WL-DATE (LX)
           MOVE SD-REFERENCE TO WL-REF (LX)
           MOVE SD-DESC      TO WL-DESC (LX)
           EVALUATE TRUE
               WHEN SD-PURCHASE
                   ADD SD-AMOUNT TO WS-T-PURCHASES
               WHEN SD-FEE
               WHEN SD-INTEREST
                   ADD SD-AMOUNT TO WS-T-FEES
               WHEN SD-PAYMENT
                   ADD SD-AMOUNT TO WS-T-PAYMENTS
               WHEN SD-CREDIT
                   ADD SD-AMOUNT TO WS-T-CREDITS
           END-EVALUATE
           IF SD-DEBIT-TYPE
               MOVE SD-AMOUNT TO WL-DEBIT (LX)
               ADD SD-AMOUNT TO WS-BALANCE
               COMPUTE WS-AGE-DAYS = WS-STMT-DAYS
                   - FUNCTION INTEGER-OF-DATE (SD-TXN-DATE)
               EVALUATE WS-AGE-DAYS
                   WHEN 0 THRU 30
                       ADD SD-AMOUNT TO WS-AGE-BUCKET (1)
                   WHEN 31 THRU 60
                       ADD SD-AMOUNT TO WS-AGE-BUCKET (2)
                   WHEN 61 THRU 90
                       ADD SD-AMOUNT TO WS-AGE-BUCKET (3)
                   WHEN OTHER
                       ADD SD-AMOUNT TO WS-AGE-BUCKET (4)
               END-EVALUATE
           ELSE
               MOVE SD-AMOUNT TO WL-CREDIT (LX)
               SUBTRACT SD-AMOUNT FROM WS-BALANCE
           END-IF
           MOVE WS-BALANCE TO WL-BALANCE (LX)
           ADD 1 TO WS-POSTED-CT.
       2300-TRAILER.
           EVALUATE TRUE
               WHEN SKIP-CUSTOMER AND SI-CUST-ID = WS-CUST-ID
                   MOVE 'SKIPPED (BAD HEADER)' TO EX-REASON
                   PERFORM 7100-EXCEPTION-RECORD
                   SET NO-CUSTOMER TO TRUE
               WHEN NOT IN-CUSTOMER
               WHEN SI-CUST-ID NOT = WS-CUST-ID
                   MOVE 'ORPHAN TRAILER' TO EX-REASON
                   PERFORM 7100-EXCEPTION-RECORD
               WHEN ST-DETAIL-COUNT NOT NUMERIC
               WHEN ST-HASH-TOTAL NOT NUMERIC
                   MOVE 'BAD TRAILER' TO EX-REASON
                   PERFORM 7100-EXCEPTION-RECORD
                   SET CONTROLS-DIFFER TO TRUE
                   PERFORM 5000-FINISH-STATEMENT
               WHEN OTHER
                   IF ST-DETAIL-COUNT NOT = WS-DTL-RECEIVED
                      OR ST-HASH-TOTAL NOT = WS-HASH-RECEIVED
                       MOVE 'TRAILER CONTROLS DIFFER' TO EX-REASON
                       PERFORM 7100-EXCEPTION-RECORD
                       SET CONTROLS-DIFFER TO TRUE
                   END-IF
                   PERFORM 5000-FINISH-STATEMENT
           END-EVALUATE.
      * The last page, the summary, the aging and the minimum payment.
       5000-FINISH-STATEMENT.
           PERFORM 6000-PRINT-PAGE
           IF WS-BALANCE > ZERO
               COMPUTE WS-MIN-PAY ROUNDED = WS-BALANCE * 0.05
               IF WS-MIN-PAY < 25
                   MOVE 25 TO WS-MIN-PAY
               END-IF
               IF WS-MIN-PAY > WS-BALANCE
                   MOVE WS-BALANCE TO WS-MIN-PAY
               END-IF
           ELSE
               MOVE ZERO TO WS-MIN-PAY
           END-IF
           COMPUTE WS-OVER-LIMIT = WS-BALANCE - WS-CREDIT-LIMIT
           IF WS-OVER-LIMIT > ZERO
               ADD WS-OVER-LIMIT TO WS-MIN-PAY
               ADD 1 TO WS-OVER-CT
           END-IF
           MOVE SPACES TO PRINT-LINE
           WRITE PRINT-LINE AFTER ADVANCING 1 LINE
           MOVE 'PREVIOUS BALANCE' TO SL-TEXT
           MOVE WS-OPEN-BAL TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           MOVE 'PURCHASES' TO SL-TEXT
           MOVE WS-T-PURCHASES TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           MOVE 'FEES AND INTEREST' TO SL-TEXT
           MOVE WS-T-FEES TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           MOVE 'PAYMENTS' TO SL-TEXT
           MOVE WS-T-PAYMENTS TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           MOVE 'OTHER CREDITS' TO SL-TEXT
           MOVE WS-T-CREDITS TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           MOVE 'NEW BALANCE' TO SL-TEXT
           MOVE WS-BALANCE TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           MOVE 'MINIMUM PAYMENT DUE' TO SL-TEXT
           MOVE WS-MIN-PAY TO SL-AMOUNT
           PERFORM 5100-SUMMARY-LINE
           IF WS-OVER-LIMIT > ZERO
               MOVE '*** OVER CREDIT LIMIT BY' TO SL-TEXT
               MOVE WS-OVER-LIMIT TO SL-AMOUNT
               PERFORM 5100-SUMMARY-LINE
           END-IF
           WRITE PRINT-LINE FROM AGE-HDR AFTER ADVANCING 2 LINES
           PERFORM VARYING LX FROM 1 BY 1 UNTIL LX > 4
               MOVE WS-AGE-BUCKET (LX) TO AL-AMOUNT (LX)
           END-PERFORM
           WRITE PRINT-LINE FROM AGE-LINE AFTER ADVANCING 1 LINE
           IF CONTROLS-DIFFER
               MOVE '*** CONTROL TOTALS DO NOT AGREE - REVIEW ***'
                   TO PRINT-LINE
               WRITE PRINT-LINE AFTER ADVANCING 2 LINES
           END-IF
           PERFORM 7200-CHECK-PRINT
           ADD 1 TO WS-STMT-CT
           ADD WS-BALANCE TO WS-RUN-NEW-BAL
           ADD WS-MIN-PAY TO WS-RUN-MIN-PAY
           SET NO-CUSTOMER TO TRUE.
       5100-SUMMARY-LINE.
           WRITE PRINT-LINE FROM SUM-LINE AFTER ADVANCING 1 LINE.
      * One page: headers, then the lines held in the table.  The first
      * page shows the opening balance, a continuation page the
      * balance brought forward.
       6000-PRINT-PAGE.
           MOVE WS-STMT-DATE TO WS-YMD
           COMPUTE WS-MDY = WS-MM * 1000000 + WS-DD * 10000 + WS-YYYY
           MOVE WS-MDY     TO H1-DATE
           MOVE WS-PAGE-NO TO H1-PAGE
           WRITE PRINT-LINE FROM HDR-1 AFTER ADVANCING PAGE
           MOVE WS-CUST-ID      TO H2-ID
           MOVE WS-CUST-NAME    TO H2-NAME
           MOVE WS-CREDIT-LIMIT TO H2-LIMIT
           WRITE PRINT-LINE FROM HDR-2 AFTER ADVANCING 1 LINE
           IF WS-PAGE-NO = 1
               MOVE 'OPENING BALANCE' TO H3-TEXT
               MOVE WS-OPEN-BAL TO H3-BALANCE
           ELSE
               MOVE 'BALANCE BROUGHT FORWARD' TO H3-TEXT
               MOVE WS-BAL-FWD TO H3-BALANCE
           END-IF
           WRITE PRINT-LINE FROM HDR-3 AFTER ADVANCING 1 LINE
           WRITE PRINT-LINE FROM COL-HDR AFTER ADVANCING 2 LINES
           PERFORM VARYING LX FROM 1 BY 1 UNTIL LX > WS-LINE-CT
               MOVE WL-DATE (LX) TO WS-YMD
               COMPUTE WS-MDY =
                   WS-MM * 1000000 + WS-DD * 10000 + WS-YYYY
               MOVE WS-MDY          TO DL-DATE
               MOVE WL-REF (LX)     TO DL-REF
               MOVE WL-DESC (LX)    TO DL-DESC
               MOVE WL-DEBIT (LX)   TO DL-DEBIT
               MOVE WL-CREDIT (LX)  TO DL-CREDIT
               MOVE WL-BALANCE (LX) TO DL-BALANCE
               WRITE PRINT-LINE FROM DETAIL-LINE
                   AFTER ADVANCING 1 LINE
           END-PERFORM
           PERFORM 7200-CHECK-PRINT
           ADD 1 TO WS-PAGE-CT.
       7000-WRITE-EXCEPTION.
           WRITE EXC-REC FROM WS-EXC-REC
           IF WS-EXC-FS NOT = '00'
               DISPLAY 'STMTGEN: WRITE STMTEXC STATUS ' WS-EXC-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           ADD 1 TO WS-EXC-CT.
       7100-EXCEPTION-RECORD.
           MOVE SI-REC TO EX-IMAGE
           PERFORM 7000-WRITE-EXCEPTION.
       7200-CHECK-PRINT.
           IF WS-PRT-FS NOT = '00'
               DISPLAY 'STMTGEN: WRITE STMTOUT STATUS ' WS-PRT-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       8000-READ-INPUT.
           READ STMT-IN
               AT END SET END-OF-INPUT TO TRUE
               NOT AT END ADD 1 TO WS-READ-CT
           END-READ
           IF WS-IN-FS NOT = '00' AND WS-IN-FS NOT = '10'
               DISPLAY 'STMTGEN: READ STMTIN STATUS ' WS-IN-FS
               MOVE 12 TO RETURN-CODE
               SET END-OF-INPUT TO TRUE
           END-IF.
       9000-TERMINATE.
           CLOSE STMT-IN STMT-PRINT EXC-FILE
           MOVE WS-READ-CT TO WS-EDIT-COUNT
           DISPLAY 'STMTGEN RECORDS READ       ' WS-EDIT-COUNT
           MOVE WS-STMT-CT TO WS-EDIT-COUNT
           DISPLAY 'STMTGEN STATEMENTS         ' WS-EDIT-COUNT
           MOVE WS-PAGE-CT TO WS-EDIT-COUNT
           DISPLAY 'STMTGEN PAGES              ' WS-EDIT-COUNT
           MOVE WS-POSTED-CT TO WS-EDIT-COUNT
           DISPLAY 'STMTGEN DETAILS POSTED     ' WS-EDIT-COUNT
           MOVE WS-EXC-CT TO WS-EDIT-COUNT
           DISPLAY 'STMTGEN EXCEPTIONS         ' WS-EDIT-COUNT
           MOVE WS-OVER-CT TO WS-EDIT-COUNT
           DISPLAY 'STMTGEN OVER CREDIT LIMIT  ' WS-EDIT-COUNT
           MOVE WS-RUN-NEW-BAL TO WS-EDIT-AMOUNT
           DISPLAY 'STMTGEN TOTAL NEW BALANCES ' WS-EDIT-AMOUNT
           MOVE WS-RUN-MIN-PAY TO WS-EDIT-AMOUNT
           DISPLAY 'STMTGEN TOTAL MINIMUM DUE  ' WS-EDIT-AMOUNT.
