      * DD/ASSIGN: TXNIN(in, sorted region/branch/account) RPTOUT(out)
      *================================================================*
      * SUMRPT - regional account summary: a three-level control break *
      * (region / branch / account) printed with page headers.         *
      * EXERCISES: control breaks on three levels with totals rolled   *
      *   up level by level, a sequence check on the sort key, page    *
      *   headers with page numbers, a line counter and page overflow, *
      *   a new page per region, WRITE ... AFTER ADVANCING n LINES and *
      *   AFTER ADVANCING PAGE on a line-sequential print file, edited *
      *   totals with floating $, commas, CR, DB, fixed and floating + *
      *   and -, trailing -, BLANK WHEN ZERO, grand totals on a page   *
      *   of their own, rejects counted (bad type, amount NOT NUMERIC),*
      *   FILE STATUS checks, RETURN-CODE 4 when records were skipped. *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SUMRPT.
       AUTHOR. M. OYELARAN.
       DATE-WRITTEN. 02/27/1991.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT TXN-FILE ASSIGN TO TXNIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-TXN-FS.
           SELECT PRINT-FILE ASSIGN TO RPTOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-PRT-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  TXN-FILE.
           COPY SUMRPT-TXNREC.
       FD  PRINT-FILE.
       01  PRINT-REC               PIC X(100).
       WORKING-STORAGE SECTION.
       01  WS-TXN-FS               PIC XX.
           88  TXN-OK              VALUE '00'.
           88  TXN-EOF             VALUE '10'.
       01  WS-PRT-FS               PIC XX.
       01  WS-RUN-DATE             PIC X(10) VALUE '2024-12-31'.
       01  WS-PAGE-CONTROL.
           05  WS-PAGE             PIC 9(4) COMP VALUE 0.
           05  WS-LINE-CT          PIC 99 COMP VALUE 99.
           05  WS-MAX-LINES        PIC 99 COMP VALUE 30.
           05  WS-ADVANCE          PIC 9 COMP.
           05  WS-NEED             PIC 99 COMP.
       01  WS-PREV-KEY.
           05  WS-PREV-REGION      PIC X(2).
           05  WS-PREV-BRANCH      PIC X(3).
           05  WS-PREV-ACCOUNT     PIC X(6).
       01  WS-LAST-KEY             PIC X(11) VALUE LOW-VALUES.
       01  WS-FIRST-SW             PIC X VALUE 'Y'.
           88  FIRST-RECORD        VALUE 'Y'.
      *    Totals per level: 1 account, 2 branch, 3 region, 4 grand.
       01  WS-TOTALS.
           05  WS-LEVEL OCCURS 4.
               10  WS-T-COUNT      PIC 9(5) COMP-3.
               10  WS-T-DEBITS     PIC 9(9)V99 COMP-3.
               10  WS-T-CREDITS    PIC 9(9)V99 COMP-3.
               10  WS-T-GROUPS     PIC 9(5) COMP-3.
       01  WS-L                    PIC 9 COMP.
       01  WS-NET                  PIC S9(9)V99 COMP-3.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP-3 VALUE 0.
           05  WS-BAD-TYPE         PIC 9(5) COMP-3 VALUE 0.
           05  WS-BAD-AMOUNT       PIC 9(5) COMP-3 VALUE 0.
           05  WS-OUT-OF-SEQ       PIC 9(5) COMP-3 VALUE 0.
       01  HDR-1.
           05  FILLER              PIC X(8) VALUE 'SUMRPT'.
           05  FILLER              PIC X(30)
                                   VALUE 'REGIONAL ACCOUNT SUMMARY'.
           05  FILLER              PIC X(9) VALUE 'RUN DATE '.
           05  H1-DATE             PIC X(10).
           05  FILLER              PIC X(7) VALUE SPACES.
           05  FILLER              PIC X(5) VALUE 'PAGE '.
           05  H1-PAGE             PIC ZZZ9.
       01  HDR-2.
           05  FILLER              PIC X(7) VALUE 'REGION '.
           05  H2-REGION           PIC X(3).
       01  HDR-3.
           05  FILLER              PIC X(20) VALUE
                   'BRANCH ACCOUNT   TXN'.
           05  FILLER              PIC X(30) VALUE
                   '        DEBITS        CREDITS'.
           05  FILLER              PIC X(30) VALUE
                   '            NET'.
       01  HDR-4.
           05  FILLER              PIC X(80) VALUE ALL '-'.
       01  DTL-LINE.
           05  DL-BRANCH           PIC X(3).
           05  FILLER              PIC X(4) VALUE SPACES.
           05  DL-ACCOUNT          PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-COUNT            PIC ZZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-DEBITS           PIC $$,$$$,$$9.99.
           05  FILLER              PIC XX VALUE SPACES.
           05  DL-CREDITS          PIC $$,$$$,$$9.99 BLANK WHEN ZERO.
           05  FILLER              PIC XX VALUE SPACES.
           05  DL-NET              PIC Z,ZZZ,ZZ9.99CR.
           05  DL-OVF              PIC X.
       01  BR-LINE.
           05  FILLER              PIC X(7) VALUE SPACES.
           05  FILLER              PIC X(8) VALUE 'BRANCH'.
           05  BL-BRANCH           PIC X(3).
           05  FILLER              PIC X VALUE SPACE.
           05  BL-ACCOUNTS         PIC ZZ9.
           05  FILLER              PIC X(5) VALUE ' ACCT'.
           05  FILLER              PIC X(6) VALUE SPACES.
           05  BL-NET              PIC $$$,$$$,$$9.99DB.
           05  FILLER              PIC XX VALUE SPACES.
           05  BL-NET-SIGNED       PIC +ZZZ,ZZZ,ZZ9.99.
       01  RG-LINE.
           05  FILLER              PIC X(7) VALUE SPACES.
           05  FILLER              PIC X(8) VALUE 'REGION'.
           05  RL-REGION           PIC X(2).
           05  FILLER              PIC X(2) VALUE SPACES.
           05  RL-BRANCHES         PIC ZZ9.
           05  FILLER              PIC X(7) VALUE ' BRANCH'.
           05  FILLER              PIC X VALUE SPACE.
           05  RL-DEBITS           PIC ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  RL-CREDITS          PIC ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  RL-NET              PIC ++++,+++,++9.99.
       01  GT-LINE.
           05  GL-LABEL            PIC X(24).
           05  GL-VALUE            PIC ---,---,--9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  GL-TRAIL            PIC ZZZ,ZZZ,ZZ9.99-.
       01  GT-COUNT-LINE.
           05  GC-LABEL            PIC X(24).
           05  GC-VALUE            PIC ZZ,ZZ9 BLANK WHEN ZERO.
       01  WS-COUNT-ED             PIC ZZ,ZZ9.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT TXN-FILE
           IF NOT TXN-OK
               DISPLAY 'SUMRPT: OPEN TXNIN STATUS ' WS-TXN-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT PRINT-FILE
           IF WS-PRT-FS NOT = '00'
               DISPLAY 'SUMRPT: OPEN RPTOUT STATUS ' WS-PRT-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           MOVE WS-RUN-DATE TO H1-DATE
           INITIALIZE WS-TOTALS
           PERFORM 8000-READ
           PERFORM 1000-PROCESS UNTIL TXN-EOF
           IF NOT FIRST-RECORD
               PERFORM 3000-REGION-BREAK
           END-IF
           PERFORM 5000-GRAND-TOTALS
           CLOSE TXN-FILE PRINT-FILE
           PERFORM 9000-COUNTS
           GOBACK.
      *----------------------------------------------------------------*
      * 1000: records out of key sequence or with a bad type/amount    *
      * are skipped and counted; the breaks are tested from the major  *
      * key down: a region break implies branch and account breaks.   *
      *----------------------------------------------------------------*
       1000-PROCESS.
           ADD 1 TO WS-READ
           EVALUATE TRUE
               WHEN TX-KEY < WS-LAST-KEY
                   ADD 1 TO WS-OUT-OF-SEQ
                   DISPLAY 'SUMRPT: OUT OF SEQUENCE ' TX-KEY
                       ' AFTER ' WS-LAST-KEY
               WHEN NOT TX-DEBIT AND NOT TX-CREDIT
                   ADD 1 TO WS-BAD-TYPE
               WHEN TX-AMOUNT NOT NUMERIC
                   ADD 1 TO WS-BAD-AMOUNT
               WHEN OTHER
                   MOVE TX-KEY TO WS-LAST-KEY
                   PERFORM 1100-CHECK-BREAKS
                   PERFORM 1200-ACCUMULATE
           END-EVALUATE
           PERFORM 8000-READ.
       1100-CHECK-BREAKS.
           EVALUATE TRUE
               WHEN FIRST-RECORD
                   MOVE 'N' TO WS-FIRST-SW
                   PERFORM 4000-NEW-REGION
               WHEN TX-REGION NOT = WS-PREV-REGION
                   PERFORM 3000-REGION-BREAK
                   PERFORM 4000-NEW-REGION
               WHEN TX-BRANCH NOT = WS-PREV-BRANCH
                   PERFORM 2000-BRANCH-BREAK
               WHEN TX-ACCOUNT NOT = WS-PREV-ACCOUNT
                   PERFORM 1500-ACCOUNT-BREAK
           END-EVALUATE
           MOVE TX-KEY TO WS-PREV-KEY.
       1200-ACCUMULATE.
           ADD 1 TO WS-T-COUNT(1)
           IF TX-DEBIT
               ADD TX-AMOUNT TO WS-T-DEBITS(1)
           ELSE
               ADD TX-AMOUNT TO WS-T-CREDITS(1)
           END-IF.
      *----------------------------------------------------------------*
      * 1500: one detail line per account; its totals roll into the    *
      * branch level and are cleared.                                 *
      *----------------------------------------------------------------*
       1500-ACCOUNT-BREAK.
           MOVE 1 TO WS-NEED
           PERFORM 7000-CHECK-PAGE
           MOVE SPACES TO DL-BRANCH
           IF WS-T-GROUPS(2) = 0
               MOVE WS-PREV-BRANCH TO DL-BRANCH
           END-IF
           MOVE WS-PREV-ACCOUNT TO DL-ACCOUNT
           MOVE WS-T-COUNT(1) TO DL-COUNT
           MOVE WS-T-DEBITS(1) TO DL-DEBITS
           MOVE WS-T-CREDITS(1) TO DL-CREDITS
           COMPUTE WS-NET = WS-T-DEBITS(1) - WS-T-CREDITS(1)
           MOVE WS-NET TO DL-NET
      *    the detail fields hold 7 integer digits: larger values are
      *    truncated on the left by the MOVE and flagged with '*'
           MOVE SPACE TO DL-OVF
           IF WS-T-DEBITS(1) > 9999999.99
              OR WS-T-CREDITS(1) > 9999999.99
              OR FUNCTION ABS(WS-NET) > 9999999.99
               MOVE '*' TO DL-OVF
           END-IF
           MOVE 1 TO WS-ADVANCE
           WRITE PRINT-REC FROM DTL-LINE
               AFTER ADVANCING WS-ADVANCE LINES
           PERFORM 7100-CHECK-WRITE
           ADD 1 TO WS-LINE-CT
           MOVE 1 TO WS-L
           PERFORM 6000-ROLL-UP.
       2000-BRANCH-BREAK.
           PERFORM 1500-ACCOUNT-BREAK
           MOVE 3 TO WS-NEED
           PERFORM 7000-CHECK-PAGE
           MOVE WS-PREV-BRANCH TO BL-BRANCH
           MOVE WS-T-GROUPS(2) TO BL-ACCOUNTS
           COMPUTE WS-NET = WS-T-DEBITS(2) - WS-T-CREDITS(2)
           MOVE WS-NET TO BL-NET BL-NET-SIGNED
           WRITE PRINT-REC FROM BR-LINE AFTER ADVANCING 2 LINES
           PERFORM 7100-CHECK-WRITE
           ADD 2 TO WS-LINE-CT
           MOVE SPACES TO PRINT-REC
           WRITE PRINT-REC AFTER ADVANCING 1 LINE
           ADD 1 TO WS-LINE-CT
           MOVE 2 TO WS-L
           PERFORM 6000-ROLL-UP.
       3000-REGION-BREAK.
           PERFORM 2000-BRANCH-BREAK
           MOVE 2 TO WS-NEED
           PERFORM 7000-CHECK-PAGE
           MOVE WS-PREV-REGION TO RL-REGION
           MOVE WS-T-GROUPS(3) TO RL-BRANCHES
           MOVE WS-T-DEBITS(3) TO RL-DEBITS
           MOVE WS-T-CREDITS(3) TO RL-CREDITS
           COMPUTE WS-NET = WS-T-DEBITS(3) - WS-T-CREDITS(3)
           MOVE WS-NET TO RL-NET
           WRITE PRINT-REC FROM RG-LINE AFTER ADVANCING 2 LINES
           PERFORM 7100-CHECK-WRITE
           ADD 2 TO WS-LINE-CT
           MOVE 3 TO WS-L
           PERFORM 6000-ROLL-UP.
       4000-NEW-REGION.
           MOVE TX-REGION TO H2-REGION
           PERFORM 7200-PAGE-HEADER.
      *----------------------------------------------------------------*
      * 5000: the grand totals start a page of their own.              *
      *----------------------------------------------------------------*
       5000-GRAND-TOTALS.
           MOVE 'ALL' TO H2-REGION
           PERFORM 7200-PAGE-HEADER
           MOVE 'GRAND TOTAL DEBITS' TO GL-LABEL
           MOVE WS-T-DEBITS(4) TO GL-VALUE GL-TRAIL
           WRITE PRINT-REC FROM GT-LINE AFTER ADVANCING 2 LINES
           MOVE 'GRAND TOTAL CREDITS' TO GL-LABEL
           COMPUTE GL-VALUE = 0 - WS-T-CREDITS(4)
           COMPUTE GL-TRAIL = 0 - WS-T-CREDITS(4)
           WRITE PRINT-REC FROM GT-LINE AFTER ADVANCING 1 LINE
           MOVE 'GRAND TOTAL NET' TO GL-LABEL
           COMPUTE WS-NET = WS-T-DEBITS(4) - WS-T-CREDITS(4)
           MOVE WS-NET TO GL-VALUE GL-TRAIL
           WRITE PRINT-REC FROM GT-LINE AFTER ADVANCING 1 LINE
           MOVE 'REGIONS' TO GC-LABEL
           MOVE WS-T-GROUPS(4) TO GC-VALUE
           WRITE PRINT-REC FROM GT-COUNT-LINE AFTER ADVANCING 2 LINES
           MOVE 'TRANSACTIONS POSTED' TO GC-LABEL
           MOVE WS-T-COUNT(4) TO GC-VALUE
           WRITE PRINT-REC FROM GT-COUNT-LINE AFTER ADVANCING 1 LINE
           MOVE 'RECORDS OUT OF SEQUENCE' TO GC-LABEL
           MOVE WS-OUT-OF-SEQ TO GC-VALUE
           WRITE PRINT-REC FROM GT-COUNT-LINE AFTER ADVANCING 1 LINE
           MOVE 'PAGES (BEFORE THIS ONE)' TO GC-LABEL
           COMPUTE GC-VALUE = WS-PAGE - 1
           WRITE PRINT-REC FROM GT-COUNT-LINE AFTER ADVANCING 1 LINE
           PERFORM 7100-CHECK-WRITE.
      *----------------------------------------------------------------*
      * 6000: level WS-L's totals are added into level WS-L + 1, which *
      * counts one more group, and level WS-L is cleared.             *
      *----------------------------------------------------------------*
       6000-ROLL-UP.
           ADD WS-T-COUNT(WS-L) TO WS-T-COUNT(WS-L + 1)
           ADD WS-T-DEBITS(WS-L) TO WS-T-DEBITS(WS-L + 1)
           ADD WS-T-CREDITS(WS-L) TO WS-T-CREDITS(WS-L + 1)
           ADD 1 TO WS-T-GROUPS(WS-L + 1)
           INITIALIZE WS-LEVEL(WS-L).
      *----------------------------------------------------------------*
      * 7000: a page holds WS-MAX-LINES lines after its header; a     *
      * group that does not fit starts a new page.                    *
      *----------------------------------------------------------------*
       7000-CHECK-PAGE.
           IF WS-LINE-CT + WS-NEED > WS-MAX-LINES
               PERFORM 7200-PAGE-HEADER
           END-IF.
       7100-CHECK-WRITE.
           IF WS-PRT-FS NOT = '00'
               DISPLAY 'SUMRPT: WRITE RPTOUT STATUS ' WS-PRT-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       7200-PAGE-HEADER.
           ADD 1 TO WS-PAGE
           MOVE WS-PAGE TO H1-PAGE
           WRITE PRINT-REC FROM HDR-1 AFTER ADVANCING PAGE
           WRITE PRINT-REC FROM HDR-2 AFTER ADVANCING 1 LINE
           WRITE PRINT-REC FROM HDR-3 AFTER ADVANCING 2 LINES
           WRITE PRINT-REC FROM HDR-4 AFTER ADVANCING 1 LINE
           PERFORM 7100-CHECK-WRITE
           MOVE 5 TO WS-LINE-CT.
       8000-READ.
           READ TXN-FILE
           IF NOT TXN-OK AND NOT TXN-EOF
               DISPLAY 'SUMRPT: READ TXNIN STATUS ' WS-TXN-FS
               MOVE 16 TO RETURN-CODE
               SET TXN-EOF TO TRUE
           END-IF.
       9000-COUNTS.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'SUMRPT RECORDS READ       ' WS-COUNT-ED
           MOVE WS-T-COUNT(4) TO WS-COUNT-ED
           DISPLAY 'SUMRPT TRANSACTIONS POSTED' WS-COUNT-ED
           MOVE WS-BAD-TYPE TO WS-COUNT-ED
           DISPLAY 'SUMRPT BAD TYPE           ' WS-COUNT-ED
           MOVE WS-BAD-AMOUNT TO WS-COUNT-ED
           DISPLAY 'SUMRPT BAD AMOUNT         ' WS-COUNT-ED
           MOVE WS-OUT-OF-SEQ TO WS-COUNT-ED
           DISPLAY 'SUMRPT OUT OF SEQUENCE    ' WS-COUNT-ED
           MOVE WS-PAGE TO WS-COUNT-ED
           DISPLAY 'SUMRPT PAGES PRINTED      ' WS-COUNT-ED
           IF RETURN-CODE = 0 AND WS-READ NOT = WS-T-COUNT(4)
               MOVE 4 TO RETURN-CODE
           END-IF.
