      * DD/ASSIGN: INVMAST(in) INVMOVE(in) NEWMAST(out) INVEXCP(out)
      * INVMERGE - inventory balance update. The item master INVMAST
      * and the day's stock movements INVMOVE (both sorted by item
      * number, EBCDIC order) are match-merged: receipts add to the
      * quantity on hand, issues take from it, counts replace it. The
      * updated master goes to NEWMAST; an issue larger than the stock,
      * a receipt that overflows the quantity, an unknown movement type
      * and a movement without a master go to the exception file
      * INVEXCP. Items under their reorder point and the stock value
      * are listed on the job log. RETURN-CODE 4 when there were
      * exceptions, 16 when an input is missing.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INVMERGE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT MAST-IN ASSIGN TO INVMAST
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-MAST-STATUS.
           SELECT MOVE-IN ASSIGN TO INVMOVE
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-MOVE-STATUS.
           SELECT MAST-OUT ASSIGN TO NEWMAST
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-NEW-STATUS.
           SELECT EXCP-OUT ASSIGN TO INVEXCP
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-EXCP-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  MAST-IN
           RECORDING MODE F
           RECORD CONTAINS 60 CHARACTERS.
       01  MAST-REC.
           05  MS-ITEM             PIC X(8).
           05  MS-DESC             PIC X(20).
           05  MS-ON-HAND          PIC S9(7).
           05  MS-UNIT-COST        PIC 9(5)V99.
           05  MS-REORDER-PT       PIC 9(5).
           05  MS-LAST-DATE        PIC 9(8).
           05  FILLER              PIC X(5).
       FD  MOVE-IN
           RECORDING MODE F
           RECORD CONTAINS 40 CHARACTERS.
       01  MOVE-REC.
           05  MV-ITEM             PIC X(8).
           05  MV-TYPE             PIC X.
               88  MV-RECEIPT      VALUE 'R'.
               88  MV-ISSUE        VALUE 'I'.
               88  MV-COUNT        VALUE 'C'.
           05  MV-QTY              PIC 9(5).
           05  MV-DATE             PIC 9(8).
           05  MV-REF              PIC X(10).
           05  FILLER              PIC X(8).
       FD  MAST-OUT
           RECORDING MODE F
           RECORD CONTAINS 60 CHARACTERS.
       01  NEW-MAST-REC.
           05  NM-ITEM             PIC X(8).
           05  NM-DESC             PIC X(20).
           05  NM-ON-HAND          PIC S9(7).
           05  NM-UNIT-COST        PIC 9(5)V99.
           05  NM-REORDER-PT       PIC 9(5).
           05  NM-LAST-DATE        PIC 9(8).
           05  FILLER              PIC X(5).
       FD  EXCP-OUT
           RECORDING MODE F
           RECORD CONTAINS 60 CHARACTERS.
       01  EXCP-REC.
           05  EX-ITEM             PIC X(8).
           05  FILLER              PIC X.
           05  EX-TYPE             PIC X.
           05  FILLER              PIC X.
           05  EX-QTY              PIC ZZZZ9.
           05  FILLER              PIC X.
           05  EX-REF              PIC X(10).
           05  FILLER              PIC X.
           05  EX-REASON           PIC X(22).
           05  FILLER              PIC X(10).
       WORKING-STORAGE SECTION.
       01  WS-MAST-STATUS          PIC XX.
           88  MAST-OK             VALUE '00'.
       01  WS-MOVE-STATUS          PIC XX.
           88  MOVE-OK             VALUE '00'.
       01  WS-NEW-STATUS           PIC XX.
       01  WS-EXCP-STATUS          PIC XX.
       01  WS-FLAGS.
           05  WS-MAST-END         PIC X VALUE 'N'.
               88  NO-MORE-MASTERS VALUE 'Y'.
           05  WS-MOVE-END         PIC X VALUE 'N'.
               88  NO-MORE-MOVES   VALUE 'Y'.
       01  WS-ON-HAND              PIC S9(7) COMP-3.
       01  WS-LAST-DATE            PIC 9(8).
       01  WS-ITEM-VALUE           PIC S9(12)V99 COMP-3.
       01  WS-TOTAL-VALUE          PIC S9(13)V99 COMP-3 VALUE 0.
       01  WS-REASON               PIC X(22).
       01  WS-COUNTERS.
           05  WS-MAST-COUNT       PIC S9(7) COMP-3 VALUE 0.
           05  WS-MOVE-COUNT       PIC S9(7) COMP-3 VALUE 0.
           05  WS-APPLIED-COUNT    PIC S9(7) COMP-3 VALUE 0.
           05  WS-EXCP-COUNT       PIC S9(7) COMP-3 VALUE 0.
           05  WS-REORDER-COUNT    PIC S9(7) COMP-3 VALUE 0.
       01  WS-ON-HAND-EDIT         PIC --,---,--9.
       01  WS-POINT-EDIT           PIC ZZZZ9.
       01  WS-COUNT-EDIT           PIC Z,ZZZ,ZZ9.
       01  WS-VALUE-EDIT           PIC Z,ZZZ,ZZZ,ZZZ,ZZ9.99CR.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT MAST-IN
           IF NOT MAST-OK
               DISPLAY 'INVMERGE: INVMAST OPEN STATUS ' WS-MAST-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN INPUT MOVE-IN
           IF NOT MOVE-OK
               DISPLAY 'INVMERGE: INVMOVE OPEN STATUS ' WS-MOVE-STATUS
               CLOSE MAST-IN
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT MAST-OUT EXCP-OUT
           PERFORM 8000-READ-MASTER
           PERFORM 8100-READ-MOVE
           PERFORM 2000-ITEM UNTIL NO-MORE-MASTERS
           PERFORM 3000-UNMATCHED UNTIL NO-MORE-MOVES
           CLOSE MAST-IN MOVE-IN MAST-OUT EXCP-OUT
           PERFORM 9000-TOTALS
           IF WS-EXCP-COUNT > 0
               MOVE 4 TO RETURN-CODE
           END-IF
           STOP RUN.
       2000-ITEM.
           PERFORM 3000-UNMATCHED
               UNTIL NO-MORE-MOVES OR MV-ITEM NOT < MS-ITEM
           MOVE MS-ON-HAND TO WS-ON-HAND
           MOVE MS-LAST-DATE TO WS-LAST-DATE
           PERFORM 2100-APPLY
               UNTIL NO-MORE-MOVES OR MV-ITEM NOT = MS-ITEM
           MOVE SPACES TO NEW-MAST-REC
           MOVE MS-ITEM TO NM-ITEM
           MOVE MS-DESC TO NM-DESC
           MOVE WS-ON-HAND TO NM-ON-HAND
           MOVE MS-UNIT-COST TO NM-UNIT-COST
           MOVE MS-REORDER-PT TO NM-REORDER-PT
           MOVE WS-LAST-DATE TO NM-LAST-DATE
           WRITE NEW-MAST-REC
           COMPUTE WS-ITEM-VALUE = WS-ON-HAND * MS-UNIT-COST
           ADD WS-ITEM-VALUE TO WS-TOTAL-VALUE
           IF WS-ON-HAND < MS-REORDER-PT
               ADD 1 TO WS-REORDER-COUNT
               MOVE WS-ON-HAND TO WS-ON-HAND-EDIT
               MOVE MS-REORDER-PT TO WS-POINT-EDIT
               DISPLAY 'INVMERGE: REORDER ' MS-ITEM ' ON HAND '
                       WS-ON-HAND-EDIT ' POINT ' WS-POINT-EDIT
           END-IF
           PERFORM 8000-READ-MASTER.
       2100-APPLY.
           MOVE SPACES TO WS-REASON
           EVALUATE TRUE
               WHEN MV-RECEIPT
                   ADD MV-QTY TO WS-ON-HAND
                       ON SIZE ERROR
                           MOVE 'ON-HAND OVERFLOW' TO WS-REASON
                   END-ADD
               WHEN MV-ISSUE
                   IF MV-QTY > WS-ON-HAND
                       MOVE 'INSUFFICIENT STOCK' TO WS-REASON
                   ELSE
                       SUBTRACT MV-QTY FROM WS-ON-HAND
                   END-IF
               WHEN MV-COUNT
                   MOVE MV-QTY TO WS-ON-HAND
               WHEN OTHER
                   MOVE 'INVALID MOVEMENT TYPE' TO WS-REASON
           END-EVALUATE
           IF WS-REASON = SPACES
               ADD 1 TO WS-APPLIED-COUNT
               MOVE MV-DATE TO WS-LAST-DATE
           ELSE
               PERFORM 4000-EXCEPTION
           END-IF
           PERFORM 8100-READ-MOVE.
       3000-UNMATCHED.
           MOVE 'NO MASTER RECORD' TO WS-REASON
           PERFORM 4000-EXCEPTION
           PERFORM 8100-READ-MOVE.
       4000-EXCEPTION.
           MOVE SPACES TO EXCP-REC
           MOVE MV-ITEM TO EX-ITEM
           MOVE MV-TYPE TO EX-TYPE
           MOVE MV-QTY TO EX-QTY
           MOVE MV-REF TO EX-REF
           MOVE WS-REASON TO EX-REASON
           WRITE EXCP-REC
           ADD 1 TO WS-EXCP-COUNT.
       8000-READ-MASTER.
           READ MAST-IN
               AT END SET NO-MORE-MASTERS TO TRUE
               NOT AT END ADD 1 TO WS-MAST-COUNT
           END-READ.
       8100-READ-MOVE.
           READ MOVE-IN
               AT END SET NO-MORE-MOVES TO TRUE
               NOT AT END ADD 1 TO WS-MOVE-COUNT
           END-READ.
       9000-TOTALS.
           MOVE WS-MAST-COUNT TO WS-COUNT-EDIT
           DISPLAY 'INVMERGE: ITEMS             ' WS-COUNT-EDIT
           MOVE WS-MOVE-COUNT TO WS-COUNT-EDIT
           DISPLAY 'INVMERGE: MOVEMENTS READ    ' WS-COUNT-EDIT
           MOVE WS-APPLIED-COUNT TO WS-COUNT-EDIT
           DISPLAY 'INVMERGE: MOVEMENTS APPLIED ' WS-COUNT-EDIT
           MOVE WS-EXCP-COUNT TO WS-COUNT-EDIT
           DISPLAY 'INVMERGE: EXCEPTIONS        ' WS-COUNT-EDIT
           MOVE WS-REORDER-COUNT TO WS-COUNT-EDIT
           DISPLAY 'INVMERGE: TO REORDER        ' WS-COUNT-EDIT
           MOVE WS-TOTAL-VALUE TO WS-VALUE-EDIT
           DISPLAY 'INVMERGE: STOCK VALUE ' WS-VALUE-EDIT.
