      * DD/ASSIGN: PAYIN(in) PAYOUT(out); calls CHNVALID CHNACCUM
      *================================================================*
      * CALLCHN - loan payment posting driver: validation and totals   *
      * are done by two subprograms, the totals restart per batch.     *
      * EXERCISES: CALL literal and CALL identifier, USING BY          *
      *   REFERENCE / BY CONTENT / BY VALUE, RETURN-CODE of the callee *
      *   saved and tested after each CALL, a payment capped by the    *
      *   callee in the caller's storage (BY REFERENCE) and a run date *
      *   it cannot change (BY CONTENT), CANCEL at each batch header   *
      *   so that the accumulator's WORKING-STORAGE starts afresh      *
      *   while the validator's call count goes on, ON EXCEPTION for a *
      *   program that is not there, NOT ON EXCEPTION, COPY ...        *
      *   REPLACING, FILE STATUS checks, RETURN-CODE 4 at the end when *
      *   payments were rejected or capped.                            *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CALLCHN.
       AUTHOR. R. ICHIKAWA.
       DATE-WRITTEN. 07/14/2002.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PAY-IN ASSIGN TO PAYIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-IN-FS.
           SELECT PAY-OUT ASSIGN TO PAYOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-OUT-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  PAY-IN.
       01  PI-REC.
           05  PI-KIND             PIC X.
               88  PI-HEADER       VALUE 'H'.
               88  PI-PAYMENT      VALUE 'P'.
           05  PI-DATA             PIC X(27).
       01  PI-HEADER-REC.
           05  FILLER              PIC X.
           05  PI-BATCH            PIC X(4).
       FD  PAY-OUT.
       01  PO-REC                  PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-IN-FS                PIC XX.
           88  IN-OK               VALUE '00'.
           88  IN-EOF              VALUE '10'.
       01  WS-OUT-FS               PIC XX.
           COPY CALLCHN-PAYREC REPLACING ==:PFX:== BY ==WS==.
       01  WS-RUN-DATE             PIC X(8) VALUE '20240630'.
       01  WS-RESULT.
           05  WS-REASON           PIC X(20).
           05  WS-CALL-NO          PIC 9(5).
           05  WS-REJECT-COUNT     PIC 9(5).
       01  WS-VALID-RC             PIC S9(4) COMP.
       01  WS-ACCUM-RC             PIC S9(4) COMP.
       01  WS-ACCUM-PGM            PIC X(8) VALUE 'CHNACCUM'.
       01  WS-AUDIT-PGM            PIC X(8) VALUE 'CHNAUDIT'.
       01  WS-FUNCTION             PIC X.
       01  WS-CENTS                PIC S9(9) COMP-5.
       01  WS-SUMMARY.
           05  WS-S-CALLS          PIC 9(5).
           05  WS-S-LINE OCCURS 3.
               10  WS-S-TYPE       PIC X.
               10  WS-S-COUNT      PIC 9(5).
               10  WS-S-AMOUNT     PIC S9(11)V99.
       01  WS-I                    PIC 9 COMP.
       01  WS-BATCH                PIC X(4) VALUE SPACES.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP-3 VALUE 0.
           05  WS-POSTED           PIC 9(5) COMP-3 VALUE 0.
           05  WS-WARNED           PIC 9(5) COMP-3 VALUE 0.
           05  WS-REJECTED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-BATCHES          PIC 9(5) COMP-3 VALUE 0.
           05  WS-AUDIT-MISSING    PIC 9(5) COMP-3 VALUE 0.
           05  WS-ACCUM-CALLS      PIC 9(5) COMP-3 VALUE 0.
       01  PAY-LINE.
           05  PL-BATCH            PIC X(4).
           05  FILLER              PIC X VALUE SPACE.
           05  PL-LOAN             PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  PL-TYPE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  PL-AMOUNT           PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  PL-RC               PIC 9.
           05  FILLER              PIC X VALUE SPACE.
           05  PL-REASON           PIC X(20).
           05  FILLER              PIC X VALUE SPACE.
           05  PL-CALL-NO          PIC ZZZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  PL-REJECTS          PIC ZZZZ9.
       01  TOTAL-LINE.
           05  TL-BATCH            PIC X(4).
           05  FILLER              PIC X(7) VALUE ' TOTAL '.
           05  TL-TYPE             PIC X.
           05  TL-COUNT            PIC ZZZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  TL-AMOUNT           PIC ZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X(7) VALUE ' CALLS '.
           05  TL-CALLS            PIC ZZZZ9.
       01  WS-COUNT-ED             PIC ZZ,ZZ9.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT PAY-IN
           IF NOT IN-OK
               DISPLAY 'CALLCHN: OPEN PAYIN STATUS ' WS-IN-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT PAY-OUT
           IF WS-OUT-FS NOT = '00'
               DISPLAY 'CALLCHN: OPEN PAYOUT STATUS ' WS-OUT-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
      *    the audit exit is optional: installations without it go on
           CALL WS-AUDIT-PGM USING WS-RUN-DATE
               ON EXCEPTION
                   ADD 1 TO WS-AUDIT-MISSING
                   DISPLAY 'CALLCHN: AUDIT EXIT ' WS-AUDIT-PGM
                       ' NOT INSTALLED'
           END-CALL
           PERFORM 8000-READ
           PERFORM 1000-ONE-RECORD UNTIL IN-EOF
           IF WS-BATCHES > 0
               PERFORM 3000-BATCH-TOTALS
           END-IF
           CLOSE PAY-IN PAY-OUT
           PERFORM 9000-COUNTS
           STOP RUN.
       1000-ONE-RECORD.
           EVALUATE TRUE
               WHEN PI-HEADER
                   IF WS-BATCHES > 0
                       PERFORM 3000-BATCH-TOTALS
                   END-IF
                   ADD 1 TO WS-BATCHES
                   MOVE PI-BATCH TO WS-BATCH
               WHEN PI-PAYMENT
                   ADD 1 TO WS-READ
                   PERFORM 2000-ONE-PAYMENT
               WHEN OTHER
                   DISPLAY 'CALLCHN: UNKNOWN RECORD KIND ' PI-KIND
                   ADD 1 TO WS-REJECTED
           END-EVALUATE
           PERFORM 8000-READ.
      *----------------------------------------------------------------*
      * 2000: CHNVALID may cap WS-AMOUNT (BY REFERENCE); it cannot    *
      * change WS-RUN-DATE (BY CONTENT).  Its RETURN-CODE is saved    *
      * before the next CALL replaces it.                              *
      *----------------------------------------------------------------*
       2000-ONE-PAYMENT.
           MOVE PI-DATA TO WS-PAYMENT
           CALL 'CHNVALID' USING BY REFERENCE WS-PAYMENT
                                 BY CONTENT WS-RUN-DATE
                                 BY REFERENCE WS-RESULT
           MOVE RETURN-CODE TO WS-VALID-RC
           IF WS-RUN-DATE NOT = '20240630'
               DISPLAY 'CALLCHN: RUN DATE CHANGED BY CALLEE'
           END-IF
           EVALUATE WS-VALID-RC
               WHEN 0
                   ADD 1 TO WS-POSTED
               WHEN 4
                   ADD 1 TO WS-POSTED WS-WARNED
               WHEN OTHER
                   ADD 1 TO WS-REJECTED
           END-EVALUATE
           IF WS-VALID-RC < 8
               MOVE 'A' TO WS-FUNCTION
               COMPUTE WS-CENTS = WS-AMOUNT * 100
               CALL WS-ACCUM-PGM USING BY CONTENT WS-FUNCTION
                                       BY CONTENT WS-TYPE
                                       BY VALUE WS-CENTS
                                       BY REFERENCE WS-SUMMARY
                   ON EXCEPTION
                       DISPLAY 'CALLCHN: ' WS-ACCUM-PGM ' MISSING'
                       MOVE 16 TO RETURN-CODE
                       STOP RUN
                   NOT ON EXCEPTION
                       ADD 1 TO WS-ACCUM-CALLS
               END-CALL
               MOVE RETURN-CODE TO WS-ACCUM-RC
               IF WS-ACCUM-RC NOT = 0
                   DISPLAY 'CALLCHN: CHNACCUM RETURN CODE '
                       WS-ACCUM-RC
               END-IF
           END-IF
           MOVE SPACES TO PAY-LINE
           MOVE WS-BATCH TO PL-BATCH
           MOVE WS-LOAN TO PL-LOAN
           MOVE WS-TYPE TO PL-TYPE
           IF WS-AMOUNT NUMERIC
               MOVE WS-AMOUNT TO PL-AMOUNT
           END-IF
           MOVE WS-VALID-RC TO PL-RC
           MOVE WS-REASON TO PL-REASON
           MOVE WS-CALL-NO TO PL-CALL-NO
           MOVE WS-REJECT-COUNT TO PL-REJECTS
           PERFORM 8100-WRITE THRU 8100-WRITE-REC.
      *----------------------------------------------------------------*
      * 3000: ask CHNACCUM for the batch's totals, then CANCEL it: its *
      * next CALL finds WORKING-STORAGE in its initial state.          *
      *----------------------------------------------------------------*
       3000-BATCH-TOTALS.
           MOVE 'R' TO WS-FUNCTION
           MOVE 0 TO WS-CENTS
           INITIALIZE WS-SUMMARY
           CALL WS-ACCUM-PGM USING WS-FUNCTION WS-TYPE
                                   BY VALUE WS-CENTS
                                   BY REFERENCE WS-SUMMARY
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 3
               MOVE SPACES TO TOTAL-LINE
               MOVE WS-BATCH TO TL-BATCH
               MOVE WS-S-TYPE(WS-I) TO TL-TYPE
               MOVE WS-S-COUNT(WS-I) TO TL-COUNT
               MOVE WS-S-AMOUNT(WS-I) TO TL-AMOUNT
               MOVE WS-S-CALLS TO TL-CALLS
               MOVE TOTAL-LINE TO PO-REC
               PERFORM 8100-WRITE-REC
           END-PERFORM
           CANCEL WS-ACCUM-PGM.
       8000-READ.
           READ PAY-IN
           IF NOT IN-OK AND NOT IN-EOF
               DISPLAY 'CALLCHN: READ PAYIN STATUS ' WS-IN-FS
               MOVE 16 TO RETURN-CODE
               SET IN-EOF TO TRUE
           END-IF.
       8100-WRITE.
           MOVE PAY-LINE TO PO-REC.
       8100-WRITE-REC.
           WRITE PO-REC
           IF WS-OUT-FS NOT = '00'
               DISPLAY 'CALLCHN: WRITE PAYOUT STATUS ' WS-OUT-FS
           END-IF.
       9000-COUNTS.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'CALLCHN PAYMENTS READ   ' WS-COUNT-ED
           MOVE WS-POSTED TO WS-COUNT-ED
           DISPLAY 'CALLCHN POSTED          ' WS-COUNT-ED
           MOVE WS-WARNED TO WS-COUNT-ED
           DISPLAY 'CALLCHN WITH WARNINGS   ' WS-COUNT-ED
           MOVE WS-REJECTED TO WS-COUNT-ED
           DISPLAY 'CALLCHN REJECTED        ' WS-COUNT-ED
           MOVE WS-BATCHES TO WS-COUNT-ED
           DISPLAY 'CALLCHN BATCHES         ' WS-COUNT-ED
           MOVE WS-ACCUM-CALLS TO WS-COUNT-ED
           DISPLAY 'CALLCHN ACCUMULATOR ADDS' WS-COUNT-ED
           MOVE WS-AUDIT-MISSING TO WS-COUNT-ED
           DISPLAY 'CALLCHN AUDIT EXIT MISSING' WS-COUNT-ED
           MOVE 0 TO RETURN-CODE
           IF WS-REJECTED > 0 OR WS-WARNED > 0
               MOVE 4 TO RETURN-CODE
           END-IF.
