      * DD/ASSIGN: SALESIN(in, sorted by region/branch) RPTOUT(out)
      *================================================================*
      * CTLBRK - two-level control-break sales report with page        *
      * headers.                                                       *
      * EXERCISES: header record + detail records via REDEFINES on the *
      *   FD record, control breaks (region, branch) with totals,      *
      *   page overflow with LINAGE-free line counting, WRITE AFTER    *
      *   ADVANCING PAGE / n LINES, numeric editing ($ floating, Z,    *
      *   *, comma, CR, DB, +, -, B, 0, /), BLANK WHEN ZERO, ROUNDED,  *
      *   DIVIDE ... GIVING ... ROUNDED ON SIZE ERROR (zero divide),   *
      *   PERFORM THRU, condition names, TITLE/EJECT/SKIP directives.  *
      *================================================================*
       TITLE 'CTLBRK - SALES CONTROL BREAK REPORT'
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CTLBRK.
       AUTHOR. D. McALLISTER.
       DATE-WRITTEN. JANUARY 1991.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SALES-FILE ASSIGN TO SALESIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-SALES-FS.
           SELECT REPORT-FILE ASSIGN TO RPTOUT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  SALES-FILE
           RECORDING MODE IS F
           BLOCK CONTAINS 0 RECORDS
           LABEL RECORDS ARE STANDARD.
       01  SALES-REC.
           05  SR-TYPE             PIC X.
               88  SR-HEADER       VALUE 'H'.
               88  SR-DETAIL       VALUE 'D'.
           05  SR-REGION           PIC XX.
           05  SR-BRANCH           PIC X(3).
           05  SR-REP              PIC X(5).
           05  SR-REP-NAME         PIC X(15).
           05  SR-AMOUNT           PIC 9(5)V99.
           05  SR-QTY              PIC 9(3).
       01  SALES-HDR-REC.
           05  FILLER              PIC X.
           05  SH-RUN-DATE.
               10  SH-YYYY         PIC 9(4).
               10  SH-MM           PIC 99.
               10  SH-DD           PIC 99.
           05  SH-TITLE            PIC X(28).
       FD  REPORT-FILE.
       01  REPORT-LINE             PIC X(80).
       WORKING-STORAGE SECTION.
       77  WS-SALES-FS             PIC XX.
       77  WS-LINE-CNT             PIC S9(3) COMP VALUE 99.
       77  WS-PAGE-CNT             PIC S9(3) COMP VALUE ZERO.
       77  WS-LINES-PER-PAGE       PIC S9(3) COMP VALUE 18.
       01  WS-EOF                  PIC X VALUE 'N'.
           88  NO-MORE-SALES       VALUE 'Y'.
       01  WS-PREV-KEYS.
           05  WS-PREV-REGION      PIC XX.
           05  WS-PREV-BRANCH      PIC X(3).
       01  WS-TOTALS.
           05  WS-BR-AMT           PIC S9(7)V99 COMP-3 VALUE 0.
           05  WS-BR-QTY           PIC S9(5)    COMP-3 VALUE 0.
           05  WS-RG-AMT           PIC S9(7)V99 COMP-3 VALUE 0.
           05  WS-RG-QTY           PIC S9(5)    COMP-3 VALUE 0.
           05  WS-GR-AMT           PIC S9(9)V99 COMP-3 VALUE 0.
           05  WS-GR-QTY           PIC S9(7)    COMP-3 VALUE 0.
       01  WS-AVG-PRICE            PIC S9(5)V99 COMP-3.
       01  WS-VARIANCE             PIC S9(7)V99 COMP-3.
       01  WS-TARGET               PIC S9(7)V99 COMP-3 VALUE 2500.00.
       01  WS-RUN-DATE             PIC X(8).
       01  HDR-1.
           05  FILLER              PIC X(10) VALUE 'CTLBRK'.
           05  H1-TITLE            PIC X(28).
           05  FILLER              PIC X(6) VALUE SPACES.
           05  H1-DATE             PIC 99/99/9999.
           05  FILLER              PIC X(8) VALUE '   PAGE '.
           05  H1-PAGE             PIC ZZ9.
       01  HDR-2.
           05  FILLER PIC X(40)
               VALUE 'RG BRN REP   NAME               QTY     '.
           05  FILLER PIC X(40)
               VALUE '     AMOUNT  AVG PRICE   VS TARGET      '.
       01  DETAIL-LINE.
           05  DL-REGION           PIC XX.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-BRANCH           PIC X(3).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-REP              PIC X(5).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-NAME             PIC X(15).
           05  FILLER              PIC X(2) VALUE SPACES.
           05  DL-QTY              PIC ZZ9 BLANK WHEN ZERO.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  DL-AMOUNT           PIC $$$,$$9.99.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  DL-AVG              PIC **,**9.99.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  DL-VARIANCE         PIC ZZ,ZZ9.99CR.
       01  BRANCH-TOTAL-LINE.
           05  FILLER              PIC X(12) VALUE SPACES.
           05  FILLER              PIC X(13) VALUE 'BRANCH TOTAL '.
           05  BT-BRANCH           PIC X(3).
           05  FILLER              PIC X(2) VALUE SPACES.
           05  BT-QTY              PIC ZZ,ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  BT-AMOUNT           PIC $$$$,$$9.99.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  BT-VS-TARGET        PIC +ZZZ,ZZ9.99.
       01  REGION-TOTAL-LINE.
           05  FILLER              PIC X(12) VALUE SPACES.
           05  FILLER              PIC X(13) VALUE 'REGION TOTAL '.
           05  RT-REGION           PIC XX.
           05  FILLER              PIC X(3) VALUE SPACES.
           05  RT-QTY              PIC ZZ,ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  RT-AMOUNT           PIC $$$$,$$9.99.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  RT-SIGNED           PIC ZZZ,ZZ9.99DB.
       01  GRAND-TOTAL-LINE.
           05  FILLER              PIC X(12) VALUE SPACES.
           05  FILLER              PIC X(18) VALUE 'GRAND TOTAL'.
           05  GT-QTY              PIC ZZZ,ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  GT-AMOUNT           PIC $$,$$$,$$9.99.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  GT-CODE             PIC 999B999B99.
           05  FILLER              PIC X VALUE SPACE.
           05  GT-THOUSANDS        PIC 99900.
       EJECT
       PROCEDURE DIVISION.
       A000-MAIN SECTION.
       A010-START.
           OPEN INPUT SALES-FILE
                OUTPUT REPORT-FILE
           PERFORM B100-READ-SALES THRU B100-EXIT
           IF NOT NO-MORE-SALES AND SR-HEADER
               MOVE SH-TITLE TO H1-TITLE
               STRING SH-MM SH-DD SH-YYYY DELIMITED BY SIZE
                   INTO WS-RUN-DATE
               END-STRING
               MOVE WS-RUN-DATE TO H1-DATE
               PERFORM B100-READ-SALES THRU B100-EXIT
           ELSE
               DISPLAY 'CTLBRK: MISSING HEADER RECORD'
               MOVE 16 TO RETURN-CODE
               GO TO A090-CLOSE
           END-IF
           MOVE SR-REGION TO WS-PREV-REGION
           MOVE SR-BRANCH TO WS-PREV-BRANCH
           PERFORM C100-PROCESS-DETAIL THRU C100-EXIT
               UNTIL NO-MORE-SALES
           PERFORM D100-BRANCH-BREAK THRU D100-EXIT
           PERFORM D200-REGION-BREAK THRU D200-EXIT
           PERFORM D300-GRAND-TOTAL.
       A090-CLOSE.
           CLOSE SALES-FILE REPORT-FILE
           DISPLAY 'CTLBRK PAGES=' WS-PAGE-CNT
           GOBACK.
       SKIP2
       B000-IO SECTION.
       B100-READ-SALES.
           READ SALES-FILE
               AT END SET NO-MORE-SALES TO TRUE
           END-READ.
       B100-EXIT.
           EXIT.
       SKIP1
       C000-DETAIL SECTION.
       C100-PROCESS-DETAIL.
           IF SR-REGION NOT = WS-PREV-REGION
               PERFORM D100-BRANCH-BREAK THRU D100-EXIT
               PERFORM D200-REGION-BREAK THRU D200-EXIT
           ELSE
               IF SR-BRANCH NOT = WS-PREV-BRANCH
                   PERFORM D100-BRANCH-BREAK THRU D100-EXIT
               END-IF
           END-IF
           MOVE SR-REGION   TO DL-REGION
           MOVE SR-BRANCH   TO DL-BRANCH
           MOVE SR-REP      TO DL-REP
           MOVE SR-REP-NAME TO DL-NAME
           MOVE SR-QTY      TO DL-QTY
           MOVE SR-AMOUNT   TO DL-AMOUNT
           DIVIDE SR-AMOUNT BY SR-QTY GIVING WS-AVG-PRICE ROUNDED
               ON SIZE ERROR
                   MOVE ZERO TO WS-AVG-PRICE
           END-DIVIDE
           MOVE WS-AVG-PRICE TO DL-AVG
           SUBTRACT WS-TARGET FROM SR-AMOUNT GIVING WS-VARIANCE
           MOVE WS-VARIANCE TO DL-VARIANCE
           PERFORM E100-PRINT-LINE
           MOVE DETAIL-LINE TO REPORT-LINE
           WRITE REPORT-LINE AFTER ADVANCING 1 LINE
           ADD SR-AMOUNT TO WS-BR-AMT
           ADD SR-QTY    TO WS-BR-QTY
           PERFORM B100-READ-SALES THRU B100-EXIT.
       C100-EXIT.
           EXIT.
       D000-BREAKS SECTION.
       D100-BRANCH-BREAK.
           MOVE WS-PREV-BRANCH TO BT-BRANCH
           MOVE WS-BR-QTY      TO BT-QTY
           MOVE WS-BR-AMT      TO BT-AMOUNT
           COMPUTE BT-VS-TARGET = WS-BR-AMT - WS-TARGET * 2
           PERFORM E100-PRINT-LINE
           WRITE REPORT-LINE FROM BRANCH-TOTAL-LINE
               AFTER ADVANCING 2 LINES
           ADD 1 TO WS-LINE-CNT
           ADD WS-BR-AMT TO WS-RG-AMT
           ADD WS-BR-QTY TO WS-RG-QTY
           MOVE ZERO TO WS-BR-AMT WS-BR-QTY
           MOVE SR-BRANCH TO WS-PREV-BRANCH.
       D100-EXIT.
           EXIT.
       D200-REGION-BREAK.
           MOVE WS-PREV-REGION TO RT-REGION
           MOVE WS-RG-QTY      TO RT-QTY
           MOVE WS-RG-AMT      TO RT-AMOUNT
           COMPUTE RT-SIGNED = WS-RG-AMT - 10000
           PERFORM E100-PRINT-LINE
           WRITE REPORT-LINE FROM REGION-TOTAL-LINE
               AFTER ADVANCING 1 LINE
           MOVE SPACES TO REPORT-LINE
           WRITE REPORT-LINE
           ADD 1 TO WS-LINE-CNT
           ADD WS-RG-AMT TO WS-GR-AMT
           ADD WS-RG-QTY TO WS-GR-QTY
           INITIALIZE WS-RG-AMT WS-RG-QTY
           MOVE SR-REGION TO WS-PREV-REGION.
       D200-EXIT.
           EXIT.
       D300-GRAND-TOTAL.
           MOVE WS-GR-QTY TO GT-QTY
           MOVE WS-GR-AMT TO GT-AMOUNT
           MOVE 12345678  TO GT-CODE
           DIVIDE WS-GR-AMT BY 1000 GIVING GT-THOUSANDS
           WRITE REPORT-LINE FROM GRAND-TOTAL-LINE
               AFTER ADVANCING 2 LINES.
       E000-PAGING SECTION.
       E100-PRINT-LINE.
           ADD 1 TO WS-LINE-CNT
           IF WS-LINE-CNT > WS-LINES-PER-PAGE
               ADD 1 TO WS-PAGE-CNT
               MOVE WS-PAGE-CNT TO H1-PAGE
               WRITE REPORT-LINE FROM HDR-1 AFTER ADVANCING PAGE
               WRITE REPORT-LINE FROM HDR-2 AFTER ADVANCING 2 LINES
               MOVE 4 TO WS-LINE-CNT
           END-IF.
