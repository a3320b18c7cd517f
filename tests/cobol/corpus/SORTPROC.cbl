      * DD/ASSIGN: ORDERS(in) SORTWK1(sort work) ORDRPT(out)
      *================================================================*
      * SORTPROC - SORT with INPUT PROCEDURE and OUTPUT PROCEDURE.     *
      * EXERCISES: SD with sort record, SORT ... ON DESCENDING KEY ... *
      *   ON ASCENDING KEY (several keys), WITH DUPLICATES IN ORDER,   *
      *   INPUT PROCEDURE IS section (filters, RELEASE ... FROM),      *
      *   OUTPUT PROCEDURE IS section THRU section (RETURN ... INTO,   *
      *   AT END / NOT AT END), SORT-RETURN special register, sections *
      *   with EXIT SECTION, PERFORM WITH TEST AFTER, COMPUTE with     *
      *   intermediate precision, class condition ALPHABETIC, INSPECT. *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SORTPROC.
       AUTHOR. K. O'SULLIVAN.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ORDER-FILE ASSIGN TO ORDERS
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT SORT-WORK  ASSIGN TO SORTWK1.
           SELECT RPT-FILE   ASSIGN TO ORDRPT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  ORDER-FILE.
       01  ORDER-REC.
           05  OR-ORDER-NO         PIC 9(6).
           05  OR-CUST             PIC X(8).
           05  OR-REGION           PIC X(4).
           05  OR-QTY              PIC 9(4).
           05  OR-PRICE            PIC 9(5)V99.
           05  OR-STATUS           PIC X.
               88  OR-CANCELLED    VALUE 'X'.
       SD  SORT-WORK.
       01  SORT-REC.
           05  SW-REGION           PIC X(4).
           05  SW-VALUE            PIC S9(9)V99 COMP-3.
           05  SW-CUST             PIC X(8).
           05  SW-ORDER-NO         PIC 9(6).
       FD  RPT-FILE.
       01  RPT-LINE                PIC X(60).
       WORKING-STORAGE SECTION.
       01  WS-FLAGS.
           05  WS-IN-EOF           PIC X VALUE 'N'.
           05  WS-SORT-EOF         PIC X VALUE 'N'.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(4) COMP VALUE 0.
           05  WS-RELEASED         PIC 9(4) COMP VALUE 0.
           05  WS-DROPPED          PIC 9(4) COMP VALUE 0.
           05  WS-RETURNED         PIC 9(4) COMP VALUE 0.
       01  WS-HOLD.
           05  WS-HOLD-REGION      PIC X(4) VALUE LOW-VALUES.
           05  WS-REGION-TOTAL     PIC S9(9)V99 COMP-3 VALUE 0.
           05  WS-RANK             PIC 99 VALUE 0.
       01  WS-OUT-REC.
           05  WO-REGION           PIC X(4).
           05  WO-RANK             PIC BZ9.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  WO-CUST             PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  WO-ORDER-NO         PIC 9(6).
           05  WO-VALUE            PIC $$$,$$$,$$9.99.
       01  WS-TOTAL-OUT.
           05  FILLER              PIC X(8) VALUE SPACES.
           05  FILLER              PIC X(14) VALUE 'REGION TOTAL'.
           05  WT-TOTAL            PIC $$$,$$$,$$9.99.
       PROCEDURE DIVISION.
       0000-CONTROL SECTION.
       0000-BEGIN.
           SORT SORT-WORK
               ON ASCENDING KEY SW-REGION
               ON DESCENDING KEY SW-VALUE
               ASCENDING SW-CUST
               WITH DUPLICATES IN ORDER
               INPUT PROCEDURE IS 1000-SELECT-ORDERS
               OUTPUT PROCEDURE IS 2000-REPORT THRU 2999-REPORT-END
           IF SORT-RETURN NOT = ZERO
               DISPLAY 'SORT FAILED ' SORT-RETURN
               MOVE 16 TO RETURN-CODE
           END-IF
           DISPLAY 'SORTPROC READ ' WS-READ ' RELEASED ' WS-RELEASED
                   ' DROPPED ' WS-DROPPED ' RETURNED ' WS-RETURNED
           STOP RUN.
      *----------------------------------------------------------------*
       1000-SELECT-ORDERS SECTION.
       1010-OPEN.
           OPEN INPUT ORDER-FILE.
       1020-READ-LOOP.
           PERFORM WITH TEST AFTER UNTIL WS-IN-EOF = 'Y'
               READ ORDER-FILE
                   AT END
                       MOVE 'Y' TO WS-IN-EOF
                   NOT AT END
                       ADD 1 TO WS-READ
                       PERFORM 1100-FILTER
               END-READ
           END-PERFORM
           CLOSE ORDER-FILE
           EXIT SECTION.
       1100-FILTER.
           IF OR-CANCELLED OR OR-QTY = ZERO
                   OR OR-REGION IS NOT ALPHABETIC
               ADD 1 TO WS-DROPPED
           ELSE
               MOVE OR-REGION   TO SW-REGION
               INSPECT SW-REGION CONVERTING 'abcdefghijklmnopqrstuvwxyz'
                                         TO 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
               COMPUTE SW-VALUE = OR-QTY * OR-PRICE
               MOVE OR-CUST     TO SW-CUST
               MOVE OR-ORDER-NO TO SW-ORDER-NO
               RELEASE SORT-REC
               ADD 1 TO WS-RELEASED
           END-IF.
      *----------------------------------------------------------------*
       2000-REPORT SECTION.
       2010-START.
           OPEN OUTPUT RPT-FILE
           PERFORM 2100-RETURN-ONE
           PERFORM UNTIL WS-SORT-EOF = 'Y'
               IF SW-REGION NOT = WS-HOLD-REGION
                   PERFORM 2200-REGION-BREAK
                   MOVE SW-REGION TO WS-HOLD-REGION
               END-IF
               ADD 1 TO WS-RANK
               ADD SW-VALUE TO WS-REGION-TOTAL
               IF WS-RANK <= 3
                   MOVE SW-REGION   TO WO-REGION
                   MOVE WS-RANK     TO WO-RANK
                   MOVE SW-CUST     TO WO-CUST
                   MOVE SW-ORDER-NO TO WO-ORDER-NO
                   MOVE SW-VALUE    TO WO-VALUE
                   WRITE RPT-LINE FROM WS-OUT-REC
               END-IF
               PERFORM 2100-RETURN-ONE
           END-PERFORM
           PERFORM 2200-REGION-BREAK
           GO TO 2999-REPORT-END.
       2100-RETURN-ONE.
           RETURN SORT-WORK
               AT END MOVE 'Y' TO WS-SORT-EOF
               NOT AT END ADD 1 TO WS-RETURNED
           END-RETURN.
       2200-REGION-BREAK.
           IF WS-HOLD-REGION NOT = LOW-VALUES
               MOVE WS-REGION-TOTAL TO WT-TOTAL
               WRITE RPT-LINE FROM WS-TOTAL-OUT
           END-IF
           MOVE ZERO TO WS-REGION-TOTAL WS-RANK.
       2999-REPORT-END SECTION.
       2999-CLOSE.
           CLOSE RPT-FILE.
