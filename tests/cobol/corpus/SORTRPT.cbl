      * DD/ASSIGN: MOVES(in) SORTWK01(sort work) SRTOUT(out)
      *================================================================*
      * SORTRPT - stock movement value ranking per warehouse.          *
      * EXERCISES: SORT with mixed keys (ASCENDING warehouse,          *
      *   DESCENDING signed packed value, ASCENDING item) WITH         *
      *   DUPLICATES IN ORDER (equal keys keep their input order: the  *
      *   input sequence number rides along as data), an INPUT         *
      *   PROCEDURE that filters (void, zero quantity, bad data) and   *
      *   reformats (extended value = quantity * unit cost) with       *
      *   RELEASE ... FROM, an OUTPUT PROCEDURE with RETURN ... INTO   *
      *   ... AT END / NOT AT END and a control break on warehouse     *
      *   (top five movements ranked, totals of all), a check that the *
      *   returned records are in key order, SORT-RETURN tested after  *
      *   the SORT, FILE STATUS checks, RETURN-CODE 4 on rejects.      *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SORTRPT.
       AUTHOR. P. KOWALCZYK.
       DATE-WRITTEN. 09/19/1987.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT MOVE-FILE ASSIGN TO MOVES
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-MOVE-FS.
           SELECT SORT-FILE ASSIGN TO SORTWK01.
           SELECT REPORT-FILE ASSIGN TO SRTOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-RPT-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  MOVE-FILE.
           COPY SORTRPT-MOVEREC.
       SD  SORT-FILE.
       01  SORT-REC.
           05  SR-WHSE             PIC X(3).
           05  SR-VALUE            PIC S9(11)V99 COMP-3.
           05  SR-ITEM             PIC X(8).
           05  SR-TYPE             PIC X.
           05  SR-DATE             PIC 9(8).
           05  SR-SEQ              PIC 9(5) COMP.
       FD  REPORT-FILE.
       01  REPORT-REC              PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-MOVE-FS              PIC XX.
           88  MOVE-OK             VALUE '00'.
           88  MOVE-EOF            VALUE '10'.
       01  WS-RPT-FS               PIC XX.
       01  WS-SORT-EOF             PIC X VALUE 'N'.
           88  SORT-DONE           VALUE 'Y'.
       01  WS-WORK-REC.
           05  WK-WHSE             PIC X(3).
           05  WK-VALUE            PIC S9(11)V99 COMP-3.
           05  WK-ITEM             PIC X(8).
           05  WK-TYPE             PIC X.
           05  WK-DATE             PIC 9(8).
           05  WK-SEQ              PIC 9(5) COMP.
       01  WS-PREV.
           05  WS-PREV-WHSE        PIC X(3) VALUE LOW-VALUES.
           05  WS-PREV-VALUE       PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-PREV-ITEM        PIC X(8).
           05  WS-PREV-SEQ         PIC 9(5) COMP.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP-3 VALUE 0.
           05  WS-RELEASED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-RETURNED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-VOIDS            PIC 9(5) COMP-3 VALUE 0.
           05  WS-ZERO-QTY         PIC 9(5) COMP-3 VALUE 0.
           05  WS-REJECTS          PIC 9(5) COMP-3 VALUE 0.
           05  WS-ORDER-ERRORS     PIC 9(5) COMP-3 VALUE 0.
           05  WS-WAREHOUSES       PIC 9(5) COMP-3 VALUE 0.
       01  WS-SEQ                  PIC 9(5) COMP VALUE 0.
       01  WS-RANK                 PIC 9(5) COMP.
       01  WS-WH-TOTALS.
           05  WS-WH-COUNT         PIC 9(5) COMP-3.
           05  WS-WH-IN-COUNT      PIC 9(5) COMP-3.
           05  WS-WH-OUT-COUNT     PIC 9(5) COMP-3.
           05  WS-WH-IN            PIC S9(13)V99 COMP-3.
           05  WS-WH-OUT           PIC S9(13)V99 COMP-3.
       01  WS-GRAND-NET            PIC S9(13)V99 COMP-3 VALUE 0.
       01  WS-NET                  PIC S9(13)V99 COMP-3.
       01  RPT-HEAD.
           05  FILLER              PIC X(10) VALUE 'WAREHOUSE '.
           05  RH-WHSE             PIC X(3).
           05  FILLER              PIC X(30) VALUE
                   ' - LARGEST MOVEMENTS BY VALUE'.
       01  RPT-DETAIL.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  RD-RANK             PIC Z9.
           05  FILLER              PIC X(2) VALUE '. '.
           05  RD-ITEM             PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  RD-TYPE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  RD-DATE             PIC 9999/99/99.
           05  FILLER              PIC X VALUE SPACE.
           05  RD-VALUE            PIC -ZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X(5) VALUE ' SEQ '.
           05  RD-SEQ              PIC ZZZZ9.
       01  RPT-TOTAL.
           05  FILLER              PIC X(6) VALUE SPACES.
           05  RT-LABEL            PIC X(12).
           05  RT-COUNT            PIC ZZZZ9.
           05  FILLER              PIC X(6) VALUE ' MOVES'.
           05  RT-VALUE            PIC +ZZ,ZZZ,ZZZ,ZZ9.99.
       01  WS-COUNT-ED             PIC ZZ,ZZ9.
       01  WS-NET-ED               PIC -ZZ,ZZZ,ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
       0000-MAIN SECTION.
           SORT SORT-FILE
               ON ASCENDING KEY SR-WHSE
               ON DESCENDING KEY SR-VALUE
               ON ASCENDING KEY SR-ITEM
               WITH DUPLICATES IN ORDER
               INPUT PROCEDURE IS 1000-SELECT
               OUTPUT PROCEDURE IS 2000-REPORT THRU 2999-REPORT-EXIT
           IF SORT-RETURN NOT = 0
               DISPLAY 'SORTRPT: SORT FAILED, SORT-RETURN ' SORT-RETURN
               MOVE 16 TO RETURN-CODE
           ELSE
               PERFORM 9000-COUNTS
           END-IF
           GOBACK.
      *----------------------------------------------------------------*
      * 1000: only receipts, issues and adjustments with a nonzero     *
      * quantity reach the sort; the value of an issue is negative     *
      * because its quantity is.                                       *
      *----------------------------------------------------------------*
       1000-SELECT SECTION.
       1000-OPEN.
           OPEN INPUT MOVE-FILE
           IF NOT MOVE-OK
               DISPLAY 'SORTRPT: OPEN MOVES STATUS ' WS-MOVE-FS
               MOVE 16 TO RETURN-CODE
               GO TO 1000-EXIT
           END-IF
           PERFORM 1100-READ
           PERFORM 1200-FILTER UNTIL MOVE-EOF
           CLOSE MOVE-FILE
           GO TO 1000-EXIT.
       1100-READ.
           READ MOVE-FILE
               AT END
                   CONTINUE
               NOT AT END
                   ADD 1 TO WS-READ
                   ADD 1 TO WS-SEQ
           END-READ
           IF NOT MOVE-OK AND NOT MOVE-EOF
               DISPLAY 'SORTRPT: READ MOVES STATUS ' WS-MOVE-FS
               MOVE 16 TO RETURN-CODE
               SET MOVE-EOF TO TRUE
           END-IF.
       1200-FILTER.
           EVALUATE TRUE
               WHEN MV-VOID
                   ADD 1 TO WS-VOIDS
               WHEN NOT (MV-RECEIPT OR MV-ISSUE OR MV-ADJUST)
                   ADD 1 TO WS-REJECTS
                   DISPLAY 'SORTRPT: BAD TYPE    SEQ ' WS-SEQ
               WHEN MV-QTY NOT NUMERIC OR MV-UNIT-COST NOT NUMERIC
                   ADD 1 TO WS-REJECTS
                   DISPLAY 'SORTRPT: BAD NUMBER  SEQ ' WS-SEQ
               WHEN MV-QTY = 0
                   ADD 1 TO WS-ZERO-QTY
               WHEN OTHER
                   MOVE MV-WHSE TO WK-WHSE
                   COMPUTE WK-VALUE = MV-QTY * MV-UNIT-COST
                   MOVE MV-ITEM TO WK-ITEM
                   MOVE MV-TYPE TO WK-TYPE
                   MOVE MV-DATE TO WK-DATE
                   MOVE WS-SEQ TO WK-SEQ
                   RELEASE SORT-REC FROM WS-WORK-REC
                   ADD 1 TO WS-RELEASED
           END-EVALUATE
           PERFORM 1100-READ.
       1000-EXIT.
           EXIT.
      *----------------------------------------------------------------*
      * 2000: the sorted movements come back warehouse by warehouse,   *
      * largest value first; equal keys in input order (SEQ rises).    *
      *----------------------------------------------------------------*
       2000-REPORT SECTION.
       2000-START.
           OPEN OUTPUT REPORT-FILE
           IF WS-RPT-FS NOT = '00'
               DISPLAY 'SORTRPT: OPEN SRTOUT STATUS ' WS-RPT-FS
               MOVE 16 TO RETURN-CODE
               GO TO 2999-REPORT-EXIT
           END-IF
           PERFORM 2100-RETURN
           PERFORM 2200-ONE-WAREHOUSE UNTIL SORT-DONE
           MOVE WS-GRAND-NET TO WS-NET-ED
           MOVE SPACES TO REPORT-REC
           STRING 'ALL WAREHOUSES NET VALUE ' WS-NET-ED
               DELIMITED BY SIZE INTO REPORT-REC
           WRITE REPORT-REC
           CLOSE REPORT-FILE
           GO TO 2999-REPORT-EXIT.
       2100-RETURN.
           RETURN SORT-FILE INTO WS-WORK-REC
               AT END
                   SET SORT-DONE TO TRUE
               NOT AT END
                   ADD 1 TO WS-RETURNED
                   PERFORM 2150-CHECK-ORDER
           END-RETURN.
       2150-CHECK-ORDER.
           IF WK-WHSE = WS-PREV-WHSE
               IF WK-VALUE > WS-PREV-VALUE
                  OR (WK-VALUE = WS-PREV-VALUE
                      AND WK-ITEM < WS-PREV-ITEM)
                  OR (WK-VALUE = WS-PREV-VALUE
                      AND WK-ITEM = WS-PREV-ITEM
                      AND WK-SEQ < WS-PREV-SEQ)
                   ADD 1 TO WS-ORDER-ERRORS
                   DISPLAY 'SORTRPT: OUT OF ORDER AT SEQ ' WK-SEQ
               END-IF
           ELSE
               IF WK-WHSE < WS-PREV-WHSE
                   ADD 1 TO WS-ORDER-ERRORS
               END-IF
           END-IF
           MOVE WK-WHSE TO WS-PREV-WHSE
           MOVE WK-VALUE TO WS-PREV-VALUE
           MOVE WK-ITEM TO WS-PREV-ITEM
           MOVE WK-SEQ TO WS-PREV-SEQ.
       2200-ONE-WAREHOUSE.
           ADD 1 TO WS-WAREHOUSES
           INITIALIZE WS-WH-TOTALS
           MOVE 0 TO WS-RANK
           MOVE WK-WHSE TO RH-WHSE
           WRITE REPORT-REC FROM RPT-HEAD
           PERFORM 2300-ONE-MOVEMENT
               UNTIL SORT-DONE OR WK-WHSE NOT = RH-WHSE
           MOVE 'INCREASES' TO RT-LABEL
           MOVE WS-WH-IN-COUNT TO RT-COUNT
           MOVE WS-WH-IN TO RT-VALUE
           WRITE REPORT-REC FROM RPT-TOTAL
           MOVE 'DECREASES' TO RT-LABEL
           MOVE WS-WH-OUT-COUNT TO RT-COUNT
           MOVE WS-WH-OUT TO RT-VALUE
           WRITE REPORT-REC FROM RPT-TOTAL
           MOVE 'NET' TO RT-LABEL
           MOVE WS-WH-COUNT TO RT-COUNT
           COMPUTE WS-NET = WS-WH-IN + WS-WH-OUT
           MOVE WS-NET TO RT-VALUE
           ADD WS-NET TO WS-GRAND-NET
           WRITE REPORT-REC FROM RPT-TOTAL.
       2300-ONE-MOVEMENT.
           ADD 1 TO WS-RANK WS-WH-COUNT
           IF WK-VALUE > 0
               ADD WK-VALUE TO WS-WH-IN
               ADD 1 TO WS-WH-IN-COUNT
           ELSE
               ADD WK-VALUE TO WS-WH-OUT
               ADD 1 TO WS-WH-OUT-COUNT
           END-IF
           IF WS-RANK <= 5
               MOVE WS-RANK TO RD-RANK
               MOVE WK-ITEM TO RD-ITEM
               MOVE WK-TYPE TO RD-TYPE
               MOVE WK-DATE TO RD-DATE
               MOVE WK-VALUE TO RD-VALUE
               MOVE WK-SEQ TO RD-SEQ
               WRITE REPORT-REC FROM RPT-DETAIL
           END-IF
           PERFORM 2100-RETURN.
       2999-REPORT-EXIT.
           EXIT.
       9000-COUNTS SECTION.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'SORTRPT MOVEMENTS READ    ' WS-COUNT-ED
           MOVE WS-RELEASED TO WS-COUNT-ED
           DISPLAY 'SORTRPT RELEASED TO SORT  ' WS-COUNT-ED
           MOVE WS-RETURNED TO WS-COUNT-ED
           DISPLAY 'SORTRPT RETURNED FROM SORT' WS-COUNT-ED
           MOVE WS-VOIDS TO WS-COUNT-ED
           DISPLAY 'SORTRPT VOIDED            ' WS-COUNT-ED
           MOVE WS-ZERO-QTY TO WS-COUNT-ED
           DISPLAY 'SORTRPT ZERO QUANTITY     ' WS-COUNT-ED
           MOVE WS-REJECTS TO WS-COUNT-ED
           DISPLAY 'SORTRPT REJECTED          ' WS-COUNT-ED
           MOVE WS-WAREHOUSES TO WS-COUNT-ED
           DISPLAY 'SORTRPT WAREHOUSES        ' WS-COUNT-ED
           MOVE WS-ORDER-ERRORS TO WS-COUNT-ED
           DISPLAY 'SORTRPT ORDER ERRORS      ' WS-COUNT-ED
           DISPLAY 'SORTRPT SORT-RETURN       ' SORT-RETURN
           IF RETURN-CODE = 0 AND WS-REJECTS > 0
               MOVE 4 TO RETURN-CODE
           END-IF.
