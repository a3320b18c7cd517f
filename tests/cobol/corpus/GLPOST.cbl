      * DD/ASSIGN: COAIN(in) JRNLIN(in) POSTLOG(out) TRIALBAL(out)
      *================================================================*
      * GLPOST - general-ledger posting of journal batches and a trial *
      *   balance.                                                     *
      * EXERCISES: chart of accounts loaded from a file into an OCCURS *
      *   1 TO 200 DEPENDING ON table with ASCENDING KEY and INDEXED   *
      *   BY (sequence checked while loading), journal lines validated *
      *   with SEARCH ALL ... AT END, record types told apart by       *
      *   REDEFINES of one FD record (batch header, detail, trailer),  *
      *   a batch held in a pending table and posted only when the     *
      *   trailer agrees (debits = credits, control total, line count, *
      *   no bad line); missing trailer, orphan detail, bad record     *
      *   type; EVALUATE with multiple WHEN subjects, SET index TO,    *
      *   trial balance with opening/debits/credits/closing columns,   *
      *   CR and trailing-minus editing, floating + totals.            *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. GLPOST.
       AUTHOR. S. NAKAMURA.
       DATE-WRITTEN. 30/06/1996.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT COA-FILE     ASSIGN TO COAIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-COA-FS.
           SELECT JOURNAL-FILE ASSIGN TO JRNLIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-JRN-FS.
           SELECT POST-LOG     ASSIGN TO POSTLOG
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT TRIAL-BAL    ASSIGN TO TRIALBAL
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  COA-FILE.
       01  COA-IN-REC.
           05  CI-ACCT             PIC 9(6).
           05  CI-NAME             PIC X(24).
           05  CI-TYPE             PIC X.
           05  CI-OPENING          PIC S9(9)V99
                                   SIGN IS TRAILING SEPARATE.
       FD  JOURNAL-FILE.
           COPY GLPOSTJ.
       FD  POST-LOG.
       01  LOG-LINE                PIC X(80).
       FD  TRIAL-BAL.
       01  TB-LINE                 PIC X(120).
       WORKING-STORAGE SECTION.
       01  WS-COA-FS               PIC XX.
       01  WS-JRN-FS               PIC XX.
       01  WS-EOF-SW               PIC X VALUE 'N'.
           88  END-OF-INPUT        VALUE 'Y'.
       01  WS-COA-TABLE.
           05  WS-COA-COUNT        PIC 9(3) COMP VALUE 0.
           05  COA-ENTRY OCCURS 1 TO 200 TIMES
                   DEPENDING ON WS-COA-COUNT
                   ASCENDING KEY IS COA-ACCT
                   INDEXED BY COA-IX.
               10  COA-ACCT        PIC 9(6).
               10  COA-NAME        PIC X(24).
               10  COA-TYPE        PIC X.
               10  COA-OPENING     PIC S9(11)V99 COMP-3.
               10  COA-DEBITS      PIC S9(11)V99 COMP-3.
               10  COA-CREDITS     PIC S9(11)V99 COMP-3.
       01  WS-PREV-ACCT            PIC 9(6) VALUE ZERO.
       01  WS-BATCH.
           05  WS-IN-BATCH-SW      PIC X VALUE 'N'.
               88  IN-BATCH        VALUE 'Y'.
               88  NOT-IN-BATCH    VALUE 'N'.
           05  WS-BATCH-NO         PIC 9(4).
           05  WS-BATCH-LINES      PIC 9(3) COMP.
           05  WS-BATCH-ERRORS     PIC 9(3) COMP.
           05  WS-BATCH-DR         PIC S9(11)V99 COMP-3.
           05  WS-BATCH-CR         PIC S9(11)V99 COMP-3.
           05  WS-PEND-COUNT       PIC 9(3) COMP.
           05  WS-PENDING OCCURS 100 TIMES INDEXED BY PX.
               10  PEND-COA        PIC 9(3) COMP.
               10  PEND-DC         PIC X.
               10  PEND-AMOUNT     PIC 9(9)V99 COMP-3.
       01  WS-REASON               PIC X(24).
       01  WS-COUNTS.
           05  WS-BATCHES-POSTED   PIC 9(4) COMP VALUE 0.
           05  WS-BATCHES-REJ      PIC 9(4) COMP VALUE 0.
           05  WS-LINES-POSTED     PIC 9(5) COMP VALUE 0.
           05  WS-LINES-REJ        PIC 9(5) COMP VALUE 0.
       01  WS-TOTALS.
           05  WS-TOT-OPENING      PIC S9(13)V99 COMP-3 VALUE 0.
           05  WS-TOT-DEBITS       PIC S9(13)V99 COMP-3 VALUE 0.
           05  WS-TOT-CREDITS      PIC S9(13)V99 COMP-3 VALUE 0.
           05  WS-TOT-CLOSING      PIC S9(13)V99 COMP-3 VALUE 0.
           05  WS-NET              PIC S9(13)V99 COMP-3.
           05  WS-CLOSING          PIC S9(13)V99 COMP-3.
       01  LOG-BATCH-LINE.
           05  FILLER              PIC X(6) VALUE 'BATCH '.
           05  LB-BATCH            PIC 9(4).
           05  FILLER              PIC X VALUE SPACE.
           05  LB-RESULT           PIC X(9).
           05  LB-REASON           PIC X(24).
           05  FILLER              PIC X(6) VALUE 'LINES '.
           05  LB-LINES            PIC ZZ9.
           05  FILLER              PIC X(4) VALUE ' DR '.
           05  LB-DEBITS           PIC ZZZ,ZZZ,ZZ9.99.
       01  LOG-DETAIL-LINE.
           05  FILLER              PIC X(6) VALUE '  LINE'.
           05  FILLER              PIC X VALUE SPACE.
           05  LD-REASON           PIC X(24).
           05  LD-IMAGE            PIC X(43).
       01  TB-HEADING.
           05  FILLER              PIC X(40) VALUE
               'ACCT   NAME                     T       '.
           05  FILLER              PIC X(40) VALUE
               '       OPENING            DEBITS       '.
           05  FILLER              PIC X(40) VALUE
               '      CREDITS            CLOSING     NET'.
       01  TB-DETAIL.
           05  TD-ACCT             PIC 9(6).
           05  FILLER              PIC X VALUE SPACE.
           05  TD-NAME             PIC X(24).
           05  FILLER              PIC X VALUE SPACE.
           05  TD-TYPE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  TD-OPENING          PIC Z,ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X VALUE SPACE.
           05  TD-DEBITS           PIC Z,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  TD-CREDITS          PIC Z,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  TD-CLOSING          PIC Z,ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X VALUE SPACE.
           05  TD-NET              PIC ZZZ,ZZZ,ZZ9.99-.
       01  TB-TOTAL.
           05  FILLER              PIC X(34) VALUE 'TOTALS'.
           05  TT-OPENING          PIC ++,+++,+++,++9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  TT-DEBITS           PIC ZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  TT-CREDITS          PIC ZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  TT-CLOSING          PIC ++,+++,+++,++9.99.
       01  WS-EDIT-COUNT           PIC Z,ZZ9.
       PROCEDURE DIVISION.
       MAIN-LINE.
           PERFORM LOAD-CHART
           IF RETURN-CODE = ZERO
               OPEN INPUT JOURNAL-FILE OUTPUT POST-LOG
               PERFORM READ-JOURNAL
               PERFORM PROCESS-RECORD UNTIL END-OF-INPUT
               IF IN-BATCH
                   MOVE 'NO TRAILER' TO WS-REASON
                   PERFORM REJECT-BATCH
               END-IF
               CLOSE JOURNAL-FILE POST-LOG
               PERFORM PRINT-TRIAL-BALANCE
               PERFORM SHOW-COUNTS
           END-IF
           STOP RUN.
      * The chart must arrive in ascending account order: SEARCH ALL
      * needs the table in the order its ASCENDING KEY clause states.
       LOAD-CHART.
           OPEN INPUT COA-FILE
           IF WS-COA-FS NOT = '00'
               DISPLAY 'GLPOST: COAIN OPEN STATUS ' WS-COA-FS
               MOVE 16 TO RETURN-CODE
           ELSE
               PERFORM UNTIL WS-COA-FS NOT = '00'
                   READ COA-FILE
                   IF WS-COA-FS = '00'
                       IF CI-ACCT NOT > WS-PREV-ACCT
                          OR WS-COA-COUNT = 200
                           DISPLAY 'GLPOST: CHART OUT OF ORDER OR FULL '
                               CI-ACCT
                           MOVE 16 TO RETURN-CODE
                           MOVE '99' TO WS-COA-FS
                       ELSE
                           ADD 1 TO WS-COA-COUNT
                           SET COA-IX TO WS-COA-COUNT
                           MOVE CI-ACCT    TO COA-ACCT (COA-IX)
                           MOVE CI-NAME    TO COA-NAME (COA-IX)
                           MOVE CI-TYPE    TO COA-TYPE (COA-IX)
                           MOVE CI-OPENING TO COA-OPENING (COA-IX)
                           MOVE ZERO TO COA-DEBITS (COA-IX)
                                        COA-CREDITS (COA-IX)
                           MOVE CI-ACCT TO WS-PREV-ACCT
                       END-IF
                   END-IF
               END-PERFORM
               CLOSE COA-FILE
           END-IF.
       READ-JOURNAL.
           READ JOURNAL-FILE
               AT END SET END-OF-INPUT TO TRUE
           END-READ.
       PROCESS-RECORD.
           EVALUATE TRUE
               WHEN JR-HEADER
                   IF IN-BATCH
                       MOVE 'NO TRAILER' TO WS-REASON
                       PERFORM REJECT-BATCH
                   END-IF
                   PERFORM START-BATCH
               WHEN JR-DETAIL AND IN-BATCH
                        AND JR-BATCH = WS-BATCH-NO
                   PERFORM VALIDATE-DETAIL
               WHEN JR-DETAIL
                   MOVE 'DETAIL OUTSIDE BATCH' TO WS-REASON
                   PERFORM REJECT-LINE
               WHEN JR-TRAILER AND IN-BATCH
                        AND JR-BATCH = WS-BATCH-NO
                   PERFORM END-BATCH
               WHEN JR-TRAILER
                   MOVE 'TRAILER OUTSIDE BATCH' TO WS-REASON
                   PERFORM REJECT-LINE
               WHEN OTHER
                   MOVE 'BAD RECORD TYPE' TO WS-REASON
                   PERFORM REJECT-LINE
           END-EVALUATE
           PERFORM READ-JOURNAL.
       START-BATCH.
           SET IN-BATCH TO TRUE
           MOVE JR-BATCH TO WS-BATCH-NO
           MOVE ZERO TO WS-BATCH-LINES WS-BATCH-ERRORS WS-BATCH-DR
                        WS-BATCH-CR WS-PEND-COUNT.
       VALIDATE-DETAIL.
           ADD 1 TO WS-BATCH-LINES
           MOVE SPACES TO WS-REASON
           SEARCH ALL COA-ENTRY
               AT END
                   MOVE 'UNKNOWN ACCOUNT' TO WS-REASON
               WHEN COA-ACCT (COA-IX) = JD-ACCT
                   CONTINUE
           END-SEARCH
           EVALUATE TRUE
               WHEN WS-REASON NOT = SPACES
                   CONTINUE
               WHEN JD-AMOUNT-X NOT NUMERIC
                   MOVE 'AMOUNT NOT NUMERIC' TO WS-REASON
               WHEN JD-AMOUNT = ZERO
                   MOVE 'ZERO AMOUNT' TO WS-REASON
               WHEN NOT JD-DEBIT AND NOT JD-CREDIT
                   MOVE 'BAD DEBIT/CREDIT CODE' TO WS-REASON
               WHEN WS-PEND-COUNT = 100
                   MOVE 'BATCH TOO LARGE' TO WS-REASON
           END-EVALUATE
           IF WS-REASON NOT = SPACES
               ADD 1 TO WS-BATCH-ERRORS
               PERFORM REJECT-LINE
           ELSE
               ADD 1 TO WS-PEND-COUNT
               SET PX TO WS-PEND-COUNT
               SET PEND-COA (PX) TO COA-IX
               MOVE JD-DC     TO PEND-DC (PX)
               MOVE JD-AMOUNT TO PEND-AMOUNT (PX)
               IF JD-DEBIT
                   ADD JD-AMOUNT TO WS-BATCH-DR
               ELSE
                   ADD JD-AMOUNT TO WS-BATCH-CR
               END-IF
           END-IF.
      * The trailer's control total is the sum of the debit amounts of
      * the batch; its count is the number of detail lines, good or bad.
       END-BATCH.
           EVALUATE TRUE
               WHEN WS-BATCH-ERRORS > ZERO
                   MOVE 'LINES IN ERROR' TO WS-REASON
               WHEN JT-LINE-COUNT NOT = WS-BATCH-LINES
                   MOVE 'LINE COUNT MISMATCH' TO WS-REASON
               WHEN JT-DEBIT-TOTAL NOT = WS-BATCH-DR
                   MOVE 'CONTROL TOTAL MISMATCH' TO WS-REASON
               WHEN WS-BATCH-DR NOT = WS-BATCH-CR
                   MOVE 'OUT OF BALANCE' TO WS-REASON
               WHEN OTHER
                   MOVE SPACES TO WS-REASON
           END-EVALUATE
           IF WS-REASON = SPACES
               PERFORM POST-BATCH
           ELSE
               PERFORM REJECT-BATCH
           END-IF.
       POST-BATCH.
           PERFORM VARYING PX FROM 1 BY 1 UNTIL PX > WS-PEND-COUNT
               SET COA-IX TO PEND-COA (PX)
               IF PEND-DC (PX) = 'D'
                   ADD PEND-AMOUNT (PX) TO COA-DEBITS (COA-IX)
               ELSE
                   ADD PEND-AMOUNT (PX) TO COA-CREDITS (COA-IX)
               END-IF
           END-PERFORM
           ADD 1 TO WS-BATCHES-POSTED
           ADD WS-PEND-COUNT TO WS-LINES-POSTED
           MOVE 'POSTED' TO LB-RESULT
           PERFORM WRITE-BATCH-LINE.
       REJECT-BATCH.
           ADD 1 TO WS-BATCHES-REJ
           MOVE 'REJECTED' TO LB-RESULT
           PERFORM WRITE-BATCH-LINE.
       WRITE-BATCH-LINE.
           MOVE WS-BATCH-NO    TO LB-BATCH
           MOVE WS-REASON      TO LB-REASON
           MOVE WS-BATCH-LINES TO LB-LINES
           MOVE WS-BATCH-DR    TO LB-DEBITS
           WRITE LOG-LINE FROM LOG-BATCH-LINE
           SET NOT-IN-BATCH TO TRUE.
       REJECT-LINE.
           ADD 1 TO WS-LINES-REJ
           MOVE WS-REASON TO LD-REASON
           MOVE JR-REC    TO LD-IMAGE
           WRITE LOG-LINE FROM LOG-DETAIL-LINE.
       PRINT-TRIAL-BALANCE.
           OPEN OUTPUT TRIAL-BAL
           WRITE TB-LINE FROM TB-HEADING
           PERFORM VARYING COA-IX FROM 1 BY 1
                   UNTIL COA-IX > WS-COA-COUNT
               COMPUTE WS-NET = COA-DEBITS (COA-IX)
                              - COA-CREDITS (COA-IX)
               COMPUTE WS-CLOSING = COA-OPENING (COA-IX) + WS-NET
               MOVE COA-ACCT (COA-IX)    TO TD-ACCT
               MOVE COA-NAME (COA-IX)    TO TD-NAME
               MOVE COA-TYPE (COA-IX)    TO TD-TYPE
               MOVE COA-OPENING (COA-IX) TO TD-OPENING
               MOVE COA-DEBITS (COA-IX)  TO TD-DEBITS
               MOVE COA-CREDITS (COA-IX) TO TD-CREDITS
               MOVE WS-CLOSING           TO TD-CLOSING
               MOVE WS-NET               TO TD-NET
               WRITE TB-LINE FROM TB-DETAIL
               ADD COA-OPENING (COA-IX) TO WS-TOT-OPENING
               ADD COA-DEBITS (COA-IX)  TO WS-TOT-DEBITS
               ADD COA-CREDITS (COA-IX) TO WS-TOT-CREDITS
               ADD WS-CLOSING           TO WS-TOT-CLOSING
           END-PERFORM
           MOVE WS-TOT-OPENING TO TT-OPENING
           MOVE WS-TOT-DEBITS  TO TT-DEBITS
           MOVE WS-TOT-CREDITS TO TT-CREDITS
           MOVE WS-TOT-CLOSING TO TT-CLOSING
           WRITE TB-LINE FROM TB-TOTAL
           CLOSE TRIAL-BAL
           IF WS-TOT-DEBITS NOT = WS-TOT-CREDITS
               DISPLAY 'GLPOST: LEDGER OUT OF BALANCE'
               MOVE 8 TO RETURN-CODE
           END-IF.
       SHOW-COUNTS.
           MOVE WS-COA-COUNT TO WS-EDIT-COUNT
           DISPLAY 'GLPOST ACCOUNTS        ' WS-EDIT-COUNT
           MOVE WS-BATCHES-POSTED TO WS-EDIT-COUNT
           DISPLAY 'GLPOST BATCHES POSTED  ' WS-EDIT-COUNT
           MOVE WS-BATCHES-REJ TO WS-EDIT-COUNT
           DISPLAY 'GLPOST BATCHES REJECTED' WS-EDIT-COUNT
           MOVE WS-LINES-POSTED TO WS-EDIT-COUNT
           DISPLAY 'GLPOST LINES POSTED    ' WS-EDIT-COUNT
           MOVE WS-LINES-REJ TO WS-EDIT-COUNT
           DISPLAY 'GLPOST LINES REJECTED  ' WS-EDIT-COUNT.
