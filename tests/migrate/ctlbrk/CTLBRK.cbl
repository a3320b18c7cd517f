      *================================================================*
      * CTLBRK   - BRANCH ACCOUNT BALANCE REPORT                       *
      *   READS THE ACCOUNT EXTRACT (ACCTS, SORTED BY BRANCH AND       *
      *   ACCOUNT TYPE) AND WRITES THE REPORT (RPTOUT): DETAIL LINES,  *
      *   A SUBTOTAL PER ACCOUNT TYPE, A TOTAL PER BRANCH (EACH BRANCH *
      *   ON A NEW PAGE), THE GRAND TOTAL, PAGE HEADINGS EVERY 20      *
      *   LINES. RECORDS OUT OF SEQUENCE ARE SKIPPED (RETURN CODE 4).  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CTLBRK.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ACCT-FILE  ASSIGN TO ACCTS
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-ACCT-STATUS.
           SELECT REPORT-FILE ASSIGN TO RPTOUT
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-RPT-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  ACCT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 40 CHARACTERS.
       01  ACCT-REC.
           05  IN-KEY.
               10  IN-BRANCH         PIC X(4).
               10  IN-TYPE           PIC X(2).
           05  IN-ACCT-NO            PIC X(10).
           05  IN-NAME               PIC X(15).
           05  IN-BALANCE            PIC S9(7)V99.
       FD  REPORT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 80 CHARACTERS.
       01  REPORT-REC                PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-ACCT-STATUS            PIC XX.
           88  ACCT-OK                         VALUE '00'.
           88  ACCT-EOF                        VALUE '10'.
       01  WS-RPT-STATUS             PIC XX.
           88  RPT-OK                          VALUE '00'.
       01  WS-PREV-KEY.
           05  WS-PREV-BRANCH        PIC X(4) VALUE LOW-VALUES.
           05  WS-PREV-TYPE          PIC X(2) VALUE LOW-VALUES.
       01  WS-FIRST-RECORD           PIC X VALUE 'Y'.
           88  FIRST-RECORD                    VALUE 'Y'.
       01  WS-PAGING.
           05  WS-LINES-PER-PAGE     PIC S9(4) COMP VALUE 20.
           05  WS-LINE-COUNT         PIC S9(4) COMP VALUE 99.
           05  WS-PAGE-COUNT         PIC S9(4) COMP VALUE 0.
       01  WS-COUNTS.
           05  WS-READ               PIC S9(7) COMP-3 VALUE 0.
           05  WS-REPORTED           PIC S9(7) COMP-3 VALUE 0.
           05  WS-SKIPPED            PIC S9(7) COMP-3 VALUE 0.
           05  WS-TYPE-ACCOUNTS      PIC S9(5) COMP-3 VALUE 0.
           05  WS-BRANCH-ACCOUNTS    PIC S9(5) COMP-3 VALUE 0.
       01  WS-TOTALS.
           05  WS-TYPE-TOTAL         PIC S9(9)V99  COMP-3 VALUE 0.
           05  WS-BRANCH-TOTAL       PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-GRAND-TOTAL        PIC S9(13)V99 COMP-3 VALUE 0.
       01  WS-PRINT-LINE             PIC X(80).
       01  HDR-1.
           05  FILLER                PIC X(8)  VALUE 'CTLBRK'.
           05  FILLER                PIC X(40)
                   VALUE 'BRANCH ACCOUNT BALANCES'.
           05  FILLER                PIC X(20) VALUE SPACES.
           05  FILLER                PIC X(5)  VALUE 'PAGE '.
           05  HDR-1-PAGE            PIC ZZ9.
           05  FILLER                PIC X(4)  VALUE SPACES.
       01  HDR-2.
           05  FILLER                PIC X(40)
                   VALUE 'BRCH TY ACCOUNT    NAME'.
           05  FILLER                PIC X(40)
                   VALUE '                BALANCE'.
       01  DETAIL-LINE.
           05  DL-BRANCH             PIC X(4).
           05  FILLER                PIC X     VALUE SPACE.
           05  DL-TYPE               PIC X(2).
           05  FILLER                PIC X     VALUE SPACE.
           05  DL-ACCT-NO            PIC X(10).
           05  FILLER                PIC X     VALUE SPACE.
           05  DL-NAME               PIC X(15).
           05  FILLER                PIC X(3)  VALUE SPACES.
           05  DL-BALANCE            PIC Z,ZZZ,ZZ9.99DB.
           05  FILLER                PIC X(29) VALUE SPACES.
       01  TYPE-TOTAL-LINE.
           05  FILLER                PIC X(7)  VALUE SPACES.
           05  FILLER                PIC X(11) VALUE 'TOTAL TYPE '.
           05  TT-TYPE               PIC X(2).
           05  FILLER                PIC X(2)  VALUE SPACES.
           05  TT-ACCOUNTS           PIC ZZZ9.
           05  FILLER                PIC X(9)  VALUE ' ACCOUNTS'.
           05  FILLER                PIC X(2)  VALUE SPACES.
           05  TT-TOTAL              PIC ZZ,ZZZ,ZZ9.99CR.
           05  FILLER                PIC X(28) VALUE SPACES.
       01  BRANCH-TOTAL-LINE.
           05  FILLER                PIC X(3)  VALUE SPACES.
           05  FILLER                PIC X(13) VALUE 'TOTAL BRANCH '.
           05  BT-BRANCH             PIC X(4).
           05  FILLER                PIC X(2)  VALUE SPACES.
           05  BT-ACCOUNTS           PIC ZZZ9.
           05  FILLER                PIC X(9)  VALUE ' ACCOUNTS'.
           05  FILLER                PIC X     VALUE SPACE.
           05  BT-TOTAL              PIC ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER                PIC X(28) VALUE SPACES.
       01  GRAND-TOTAL-LINE.
           05  FILLER                PIC X(16) VALUE 'GRAND TOTAL'.
           05  GT-ACCOUNTS           PIC ZZ,ZZZ,ZZ9.
           05  FILLER                PIC X(9)  VALUE ' ACCOUNTS'.
           05  FILLER                PIC X     VALUE SPACE.
           05  GT-TOTAL              PIC Z,ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER                PIC X(26) VALUE SPACES.
       01  WS-COUNT-ED               PIC ZZZ,ZZ9.
       01  WS-ABEND-CODE             PIC S9(9) BINARY VALUE 0.
       01  WS-ABEND-TIMING           PIC S9(9) BINARY VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           DISPLAY 'CTLBRK - BRANCH ACCOUNT BALANCE REPORT'
           PERFORM 1000-OPEN
           PERFORM 1100-READ
           PERFORM 2000-PROCESS UNTIL ACCT-EOF
           IF NOT FIRST-RECORD
               PERFORM 3100-TYPE-BREAK
               PERFORM 3200-BRANCH-BREAK
           END-IF
           PERFORM 3300-GRAND-TOTAL
           CLOSE ACCT-FILE REPORT-FILE
           PERFORM 9000-SUMMARY
           IF WS-SKIPPED > 0
               MOVE 4 TO RETURN-CODE
           ELSE
               MOVE 0 TO RETURN-CODE
           END-IF
           STOP RUN.
       1000-OPEN.
           OPEN INPUT ACCT-FILE
           IF NOT ACCT-OK
               DISPLAY 'CTLBRK: OPEN ACCTS FAILED, STATUS '
                       WS-ACCT-STATUS
               PERFORM 9900-ABEND
           END-IF
           OPEN OUTPUT REPORT-FILE
           IF NOT RPT-OK
               DISPLAY 'CTLBRK: OPEN RPTOUT FAILED, STATUS '
                       WS-RPT-STATUS
               PERFORM 9900-ABEND
           END-IF.
       1100-READ.
           READ ACCT-FILE
           IF NOT ACCT-OK AND NOT ACCT-EOF
               DISPLAY 'CTLBRK: READ ACCTS FAILED, STATUS '
                       WS-ACCT-STATUS
               PERFORM 9900-ABEND
           END-IF.
       2000-PROCESS.
           ADD 1 TO WS-READ
           IF IN-KEY < WS-PREV-KEY
               ADD 1 TO WS-SKIPPED
               DISPLAY 'CTLBRK: OUT OF SEQUENCE, SKIPPED ' IN-ACCT-NO
           ELSE
               EVALUATE TRUE
                   WHEN FIRST-RECORD
                       MOVE 'N' TO WS-FIRST-RECORD
                   WHEN IN-BRANCH NOT = WS-PREV-BRANCH
                       PERFORM 3100-TYPE-BREAK
                       PERFORM 3200-BRANCH-BREAK
                   WHEN IN-TYPE NOT = WS-PREV-TYPE
                       PERFORM 3100-TYPE-BREAK
               END-EVALUATE
               MOVE IN-KEY TO WS-PREV-KEY
               PERFORM 2100-DETAIL
           END-IF
           PERFORM 1100-READ.
       2100-DETAIL.
           MOVE IN-BRANCH  TO DL-BRANCH
           MOVE IN-TYPE    TO DL-TYPE
           MOVE IN-ACCT-NO TO DL-ACCT-NO
           MOVE IN-NAME    TO DL-NAME
           MOVE IN-BALANCE TO DL-BALANCE
           MOVE DETAIL-LINE TO WS-PRINT-LINE
           PERFORM 8000-WRITE-LINE
           ADD 1 TO WS-REPORTED
           ADD 1 TO WS-TYPE-ACCOUNTS
           ADD IN-BALANCE TO WS-TYPE-TOTAL.
      *    A TYPE BREAK ROLLS THE TYPE TOTAL INTO THE BRANCH TOTAL.
       3100-TYPE-BREAK.
           MOVE WS-PREV-TYPE     TO TT-TYPE
           MOVE WS-TYPE-ACCOUNTS TO TT-ACCOUNTS
           MOVE WS-TYPE-TOTAL    TO TT-TOTAL
           MOVE TYPE-TOTAL-LINE  TO WS-PRINT-LINE
           PERFORM 8000-WRITE-LINE
           MOVE SPACES TO WS-PRINT-LINE
           PERFORM 8000-WRITE-LINE
           ADD WS-TYPE-ACCOUNTS TO WS-BRANCH-ACCOUNTS
           ADD WS-TYPE-TOTAL    TO WS-BRANCH-TOTAL
           MOVE 0 TO WS-TYPE-ACCOUNTS WS-TYPE-TOTAL.
      *    A BRANCH BREAK ROLLS INTO THE GRAND TOTAL; NEXT BRANCH ON A
      *    NEW PAGE.
       3200-BRANCH-BREAK.
           MOVE WS-PREV-BRANCH     TO BT-BRANCH
           MOVE WS-BRANCH-ACCOUNTS TO BT-ACCOUNTS
           MOVE WS-BRANCH-TOTAL    TO BT-TOTAL
           MOVE BRANCH-TOTAL-LINE  TO WS-PRINT-LINE
           PERFORM 8000-WRITE-LINE
           ADD WS-BRANCH-TOTAL TO WS-GRAND-TOTAL
           MOVE 0 TO WS-BRANCH-ACCOUNTS WS-BRANCH-TOTAL
           MOVE WS-LINES-PER-PAGE TO WS-LINE-COUNT.
       3300-GRAND-TOTAL.
           MOVE WS-REPORTED    TO GT-ACCOUNTS
           MOVE WS-GRAND-TOTAL TO GT-TOTAL
           MOVE GRAND-TOTAL-LINE TO WS-PRINT-LINE
           PERFORM 8000-WRITE-LINE.
       8000-WRITE-LINE.
           IF WS-LINE-COUNT NOT < WS-LINES-PER-PAGE
               PERFORM 8100-HEADINGS
           END-IF
           WRITE REPORT-REC FROM WS-PRINT-LINE
           PERFORM 8200-CHECK-WRITE
           ADD 1 TO WS-LINE-COUNT.
       8100-HEADINGS.
           ADD 1 TO WS-PAGE-COUNT
           MOVE WS-PAGE-COUNT TO HDR-1-PAGE
           WRITE REPORT-REC FROM HDR-1
           PERFORM 8200-CHECK-WRITE
           WRITE REPORT-REC FROM HDR-2
           PERFORM 8200-CHECK-WRITE
           MOVE SPACES TO REPORT-REC
           WRITE REPORT-REC
           PERFORM 8200-CHECK-WRITE
           MOVE 3 TO WS-LINE-COUNT.
       8200-CHECK-WRITE.
           IF NOT RPT-OK
               DISPLAY 'CTLBRK: WRITE RPTOUT FAILED, STATUS '
                       WS-RPT-STATUS
               PERFORM 9900-ABEND
           END-IF.
       9000-SUMMARY.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'RECORDS READ ....... ' WS-COUNT-ED
           MOVE WS-REPORTED TO WS-COUNT-ED
           DISPLAY 'RECORDS REPORTED ... ' WS-COUNT-ED
           MOVE WS-SKIPPED TO WS-COUNT-ED
           DISPLAY 'RECORDS SKIPPED .... ' WS-COUNT-ED
           MOVE WS-PAGE-COUNT TO WS-COUNT-ED
           DISPLAY 'PAGES WRITTEN ...... ' WS-COUNT-ED.
       9900-ABEND.
           MOVE 3001 TO WS-ABEND-CODE
           CALL 'CEE3ABD' USING WS-ABEND-CODE WS-ABEND-TIMING.
