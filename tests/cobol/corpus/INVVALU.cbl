      * DD/ASSIGN: ITEMSIN(in) ITEMMAST(ksds) VALREQ(in) INVRPT(out)
      *================================================================*
      * INVVALU - inventory valuation over an indexed item master.     *
      * EXERCISES: an INDEXED file (ACCESS DYNAMIC) with an ALTERNATE  *
      *   RECORD KEY WITH DUPLICATES (category) loaded by random WRITE *
      *   from an unsorted sequential file (status 02 for a duplicate  *
      *   alternate key, 22 / INVALID KEY for a duplicate item), START *
      *   on the alternate key with KEY >= and KEY >, READ NEXT in     *
      *   category order (status 02 while the next record has the same*
      *   category), control break per category, extended values      *
      *   qty * cost ROUNDED in COMP-3, negative stock valued and      *
      *   flagged, START requests from a file (23 = INVALID KEY past   *
      *   the last category), report file with edited totals.          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INVVALU.
       AUTHOR. D. KOWALCZYK.
       DATE-WRITTEN. 02/09/1999.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ITEM-IN     ASSIGN TO ITEMSIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-IN-FS.
           SELECT ITEM-MASTER ASSIGN TO ITEMMAST
               ORGANIZATION IS INDEXED
               ACCESS MODE IS DYNAMIC
               RECORD KEY IS IM-ITEM-NO
               ALTERNATE RECORD KEY IS IM-CATEGORY WITH DUPLICATES
               FILE STATUS IS WS-IM-FS.
           SELECT VAL-REQUEST ASSIGN TO VALREQ
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-REQ-FS.
           SELECT VAL-REPORT  ASSIGN TO INVRPT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-RPT-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  ITEM-IN.
       01  IN-ITEM-REC.
           05  IN-ITEM-NO          PIC X(8).
           05  IN-CATEGORY         PIC X(4).
           05  IN-DESCRIPTION      PIC X(20).
           05  IN-QTY              PIC S9(7)
                                   SIGN IS LEADING SEPARATE.
           05  IN-QTY-X REDEFINES IN-QTY.
               10  FILLER          PIC X.
               10  IN-QTY-DIGITS   PIC X(7).
           05  IN-UNIT-COST        PIC 9(5)V9(4).
           05  IN-LOCATION         PIC X(3).
       FD  ITEM-MASTER.
           COPY INVVALUM.
       FD  VAL-REQUEST.
       01  REQ-REC.
           05  REQ-RELATION        PIC XX.
               88  REQ-GE          VALUE 'GE'.
               88  REQ-GT          VALUE 'GT'.
           05  REQ-CATEGORY        PIC X(4).
       FD  VAL-REPORT.
       01  RPT-LINE                PIC X(100).
       WORKING-STORAGE SECTION.
       01  WS-STATUSES.
           05  WS-IN-FS            PIC XX.
           05  WS-IM-FS            PIC XX.
               88  IM-OK           VALUE '00' '02'.
               88  IM-DUP-ALT      VALUE '02'.
               88  IM-AT-END       VALUE '10'.
           05  WS-REQ-FS           PIC XX.
           05  WS-RPT-FS           PIC XX.
       01  WS-FLAGS.
           05  WS-IN-EOF           PIC X VALUE 'N'.
               88  IN-EOF          VALUE 'Y'.
           05  WS-IM-EOF           PIC X VALUE 'N'.
               88  IM-EOF          VALUE 'Y'.
           05  WS-REQ-EOF          PIC X VALUE 'N'.
               88  REQ-EOF         VALUE 'Y'.
       01  WS-COUNTERS.
           05  WS-LOADED           PIC 9(5) COMP-3 VALUE 0.
           05  WS-LOAD-REJ         PIC 9(5) COMP-3 VALUE 0.
           05  WS-WRITE-02         PIC 9(5) COMP-3 VALUE 0.
           05  WS-READ-02          PIC 9(5) COMP-3 VALUE 0.
           05  WS-CAT-ITEMS        PIC 9(5) COMP-3 VALUE 0.
           05  WS-ALL-ITEMS        PIC 9(5) COMP-3 VALUE 0.
           05  WS-NEG-ITEMS        PIC 9(5) COMP-3 VALUE 0.
           05  WS-CAT-COUNT        PIC 9(5) COMP-3 VALUE 0.
       01  WS-VALUES.
           05  WS-EXT-VALUE        PIC S9(13)V99 COMP-3.
           05  WS-CAT-VALUE        PIC S9(15)V99 COMP-3.
           05  WS-GRAND-VALUE      PIC S9(15)V99 COMP-3 VALUE 0.
           05  WS-CAT-QTY          PIC S9(9)     COMP-3.
       01  WS-PREV-CATEGORY        PIC X(4).
       01  WS-REQ-FIRST-CAT        PIC X(4).
       01  WS-EDIT-CT              PIC ZZ,ZZ9.
       01  WS-EDIT-VAL             PIC ZZZ,ZZZ,ZZZ,ZZZ,ZZ9.99-.
       01  RPT-HEADING.
           05  FILLER              PIC X(32) VALUE
               'INVENTORY VALUATION BY CATEGORY '.
       01  RPT-COLUMNS.
           05  FILLER              PIC X(40) VALUE
               'CAT  ITEM     DESCRIPTION          LOC '.
           05  FILLER              PIC X(45) VALUE
               '      QTY    UNIT COST         EXTENDED VALUE'.
       01  RPT-DETAIL.
           05  RD-CATEGORY         PIC X(4).
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-ITEM-NO          PIC X(8).
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-DESCRIPTION      PIC X(20).
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-LOCATION         PIC X(3).
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-QTY              PIC -,---,--9.
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-COST             PIC ZZ,ZZ9.9999.
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-VALUE            PIC ZZZ,ZZZ,ZZZ,ZZ9.99-.
           05  FILLER              PIC X     VALUE SPACE.
           05  RD-FLAG             PIC X(4).
       01  RPT-CAT-TOTAL.
           05  FILLER              PIC X(9)  VALUE '  TOTAL '.
           05  RC-CATEGORY         PIC X(4).
           05  FILLER              PIC X(3)  VALUE SPACES.
           05  RC-ITEMS            PIC ZZ9.
           05  FILLER              PIC X(7)  VALUE ' ITEMS '.
           05  RC-QTY              PIC --,---,--9.
           05  FILLER              PIC X(10) VALUE SPACES.
           05  RC-VALUE            PIC ZZZ,ZZZ,ZZZ,ZZZ,ZZ9.99-.
       01  RPT-REQ-LINE.
           05  FILLER              PIC X(8)  VALUE 'REQUEST '.
           05  RR-RELATION         PIC XX.
           05  FILLER              PIC X     VALUE SPACE.
           05  RR-KEY              PIC X(4).
           05  FILLER              PIC X(4)  VALUE ' -> '.
           05  RR-RESULT           PIC X(20).
           05  RR-ITEMS            PIC ZZ9.
           05  FILLER              PIC X     VALUE SPACE.
           05  RR-VALUE            PIC ZZZ,ZZZ,ZZZ,ZZZ,ZZ9.99-.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT ITEM-IN
           OPEN OUTPUT ITEM-MASTER
           IF WS-IN-FS NOT = '00' OR WS-IM-FS NOT = '00'
               DISPLAY 'INVVALU: OPEN FAILED ' WS-IN-FS ' ' WS-IM-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           PERFORM 1000-LOAD-MASTER
           CLOSE ITEM-IN ITEM-MASTER
           OPEN INPUT ITEM-MASTER VAL-REQUEST
           OPEN OUTPUT VAL-REPORT
           PERFORM 2000-VALUATION
           PERFORM 3000-REQUESTS
           CLOSE ITEM-MASTER VAL-REQUEST VAL-REPORT
           PERFORM 9000-COUNTS
           GOBACK.
      *----------------------------------------------------------------*
      * Load: random WRITE in input order.  An item whose quantity is  *
      * not numeric is rejected before the WRITE; a duplicate item     *
      * number takes the INVALID KEY branch (status 22).  Status 02    *
      * says the category (alternate key) already existed.             *
      *----------------------------------------------------------------*
       1000-LOAD-MASTER.
           PERFORM UNTIL IN-EOF
               READ ITEM-IN
                   AT END SET IN-EOF TO TRUE
                   NOT AT END PERFORM 1100-LOAD-ONE
               END-READ
           END-PERFORM.
       1100-LOAD-ONE.
           IF IN-QTY-DIGITS NOT NUMERIC
               DISPLAY 'INVVALU: BAD QUANTITY   ' IN-ITEM-NO
                   ' ' IN-QTY-X
               ADD 1 TO WS-LOAD-REJ
           ELSE
               MOVE IN-ITEM-NO     TO IM-ITEM-NO
               MOVE IN-CATEGORY    TO IM-CATEGORY
               MOVE IN-DESCRIPTION TO IM-DESCRIPTION
               MOVE IN-QTY         TO IM-QTY-ON-HAND
               MOVE IN-UNIT-COST   TO IM-UNIT-COST
               MOVE IN-LOCATION    TO IM-LOCATION
               WRITE IM-ITEM-REC
                   INVALID KEY
                       DISPLAY 'INVVALU: DUPLICATE ITEM ' IN-ITEM-NO
                           ' STATUS ' WS-IM-FS
                       ADD 1 TO WS-LOAD-REJ
                   NOT INVALID KEY
                       ADD 1 TO WS-LOADED
                       IF IM-DUP-ALT
                           ADD 1 TO WS-WRITE-02
                       END-IF
               END-WRITE
           END-IF.
      *----------------------------------------------------------------*
      * Valuation: START on the alternate key >= LOW-VALUES, then READ *
      * NEXT returns the records by category, equal categories in the  *
      * order they were written.                                       *
      *----------------------------------------------------------------*
       2000-VALUATION.
           WRITE RPT-LINE FROM RPT-HEADING
           WRITE RPT-LINE FROM RPT-COLUMNS
           MOVE LOW-VALUES TO IM-CATEGORY
           START ITEM-MASTER KEY IS >= IM-CATEGORY
               INVALID KEY
                   DISPLAY 'INVVALU: MASTER EMPTY, STATUS ' WS-IM-FS
                   SET IM-EOF TO TRUE
           END-START
           IF NOT IM-EOF
               PERFORM 2900-READ-NEXT
               IF NOT IM-EOF
                   MOVE IM-CATEGORY TO WS-PREV-CATEGORY
                   MOVE ZERO TO WS-CAT-VALUE WS-CAT-QTY WS-CAT-ITEMS
               END-IF
           END-IF
           PERFORM UNTIL IM-EOF
               IF IM-CATEGORY NOT = WS-PREV-CATEGORY
                   PERFORM 2200-CATEGORY-BREAK
               END-IF
               PERFORM 2100-VALUE-ITEM
               PERFORM 2900-READ-NEXT
           END-PERFORM
           IF WS-ALL-ITEMS > ZERO
               PERFORM 2200-CATEGORY-BREAK
           END-IF
           MOVE SPACES TO RPT-LINE
           WRITE RPT-LINE
           MOVE SPACES TO RPT-CAT-TOTAL
           MOVE '  GRAND TOTAL' TO RPT-CAT-TOTAL
           MOVE WS-GRAND-VALUE TO RC-VALUE
           WRITE RPT-LINE FROM RPT-CAT-TOTAL.
       2100-VALUE-ITEM.
           COMPUTE WS-EXT-VALUE ROUNDED =
               IM-QTY-ON-HAND * IM-UNIT-COST
           MOVE IM-CATEGORY    TO RD-CATEGORY
           MOVE IM-ITEM-NO     TO RD-ITEM-NO
           MOVE IM-DESCRIPTION TO RD-DESCRIPTION
           MOVE IM-LOCATION    TO RD-LOCATION
           MOVE IM-QTY-ON-HAND TO RD-QTY
           MOVE IM-UNIT-COST   TO RD-COST
           MOVE WS-EXT-VALUE   TO RD-VALUE
           EVALUATE TRUE
               WHEN IM-QTY-ON-HAND < ZERO
                   MOVE 'NEG ' TO RD-FLAG
                   ADD 1 TO WS-NEG-ITEMS
               WHEN IM-UNIT-COST = ZERO
                   MOVE 'COST' TO RD-FLAG
               WHEN OTHER
                   MOVE SPACES TO RD-FLAG
           END-EVALUATE
           WRITE RPT-LINE FROM RPT-DETAIL
           ADD 1 TO WS-CAT-ITEMS WS-ALL-ITEMS
           ADD IM-QTY-ON-HAND TO WS-CAT-QTY
           ADD WS-EXT-VALUE TO WS-CAT-VALUE WS-GRAND-VALUE.
       2200-CATEGORY-BREAK.
           MOVE WS-PREV-CATEGORY TO RC-CATEGORY
           MOVE WS-CAT-ITEMS     TO RC-ITEMS
           MOVE WS-CAT-QTY       TO RC-QTY
           MOVE WS-CAT-VALUE     TO RC-VALUE
           WRITE RPT-LINE FROM RPT-CAT-TOTAL
           ADD 1 TO WS-CAT-COUNT
           MOVE IM-CATEGORY TO WS-PREV-CATEGORY
           MOVE ZERO TO WS-CAT-VALUE WS-CAT-QTY WS-CAT-ITEMS.
       2900-READ-NEXT.
           READ ITEM-MASTER NEXT RECORD
               AT END SET IM-EOF TO TRUE
           END-READ
           IF IM-DUP-ALT
               ADD 1 TO WS-READ-02
           END-IF
           IF NOT IM-OK AND NOT IM-AT-END
               DISPLAY 'INVVALU: READ NEXT STATUS ' WS-IM-FS
               MOVE 12 TO RETURN-CODE
               SET IM-EOF TO TRUE
           END-IF.
      *----------------------------------------------------------------*
      * Requests: GE/GT category.  START positions on the first record *
      * whose category satisfies the relation (status 23 if none); the *
      * items of that one category are then valued.                   *
      *----------------------------------------------------------------*
       3000-REQUESTS.
           MOVE SPACES TO RPT-LINE
           WRITE RPT-LINE
           PERFORM UNTIL REQ-EOF
               READ VAL-REQUEST
                   AT END SET REQ-EOF TO TRUE
                   NOT AT END PERFORM 3100-ONE-REQUEST
               END-READ
           END-PERFORM.
       3100-ONE-REQUEST.
           MOVE REQ-RELATION TO RR-RELATION
           MOVE REQ-CATEGORY TO RR-KEY
           MOVE ZERO TO WS-CAT-ITEMS WS-CAT-VALUE
           MOVE 'N' TO WS-IM-EOF
           MOVE REQ-CATEGORY TO IM-CATEGORY
           EVALUATE TRUE
               WHEN REQ-GE
                   START ITEM-MASTER KEY IS GREATER THAN OR EQUAL TO
                           IM-CATEGORY
                       INVALID KEY SET IM-EOF TO TRUE
                   END-START
               WHEN REQ-GT
                   START ITEM-MASTER KEY IS GREATER THAN IM-CATEGORY
                       INVALID KEY SET IM-EOF TO TRUE
                   END-START
               WHEN OTHER
                   MOVE 'BAD RELATION' TO RR-RESULT
                   MOVE ZERO TO RR-ITEMS RR-VALUE
                   WRITE RPT-LINE FROM RPT-REQ-LINE
                   EXIT PARAGRAPH
           END-EVALUATE
           IF IM-EOF
               MOVE SPACES TO RR-RESULT
               STRING 'NOT FOUND STATUS ' WS-IM-FS
                   DELIMITED BY SIZE INTO RR-RESULT
           ELSE
               PERFORM 2900-READ-NEXT
               MOVE IM-CATEGORY TO WS-REQ-FIRST-CAT
               PERFORM UNTIL IM-EOF
                       OR IM-CATEGORY NOT = WS-REQ-FIRST-CAT
                   COMPUTE WS-EXT-VALUE ROUNDED =
                       IM-QTY-ON-HAND * IM-UNIT-COST
                   ADD WS-EXT-VALUE TO WS-CAT-VALUE
                   ADD 1 TO WS-CAT-ITEMS
                   PERFORM 2900-READ-NEXT
               END-PERFORM
               MOVE SPACES TO RR-RESULT
               STRING 'CATEGORY ' WS-REQ-FIRST-CAT
                   DELIMITED BY SIZE INTO RR-RESULT
           END-IF
           MOVE WS-CAT-ITEMS TO RR-ITEMS
           MOVE WS-CAT-VALUE TO RR-VALUE
           WRITE RPT-LINE FROM RPT-REQ-LINE.
       9000-COUNTS.
           MOVE WS-LOADED TO WS-EDIT-CT
           DISPLAY 'INVVALU ITEMS LOADED        ' WS-EDIT-CT
           MOVE WS-LOAD-REJ TO WS-EDIT-CT
           DISPLAY 'INVVALU ITEMS REJECTED      ' WS-EDIT-CT
           MOVE WS-WRITE-02 TO WS-EDIT-CT
           DISPLAY 'INVVALU WRITES STATUS 02    ' WS-EDIT-CT
           MOVE WS-READ-02 TO WS-EDIT-CT
           DISPLAY 'INVVALU READS STATUS 02     ' WS-EDIT-CT
           MOVE WS-CAT-COUNT TO WS-EDIT-CT
           DISPLAY 'INVVALU CATEGORIES          ' WS-EDIT-CT
           MOVE WS-NEG-ITEMS TO WS-EDIT-CT
           DISPLAY 'INVVALU NEGATIVE STOCK      ' WS-EDIT-CT
           MOVE WS-GRAND-VALUE TO WS-EDIT-VAL
           DISPLAY 'INVVALU TOTAL VALUE ' WS-EDIT-VAL.
