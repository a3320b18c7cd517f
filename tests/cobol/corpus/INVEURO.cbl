      * DD/ASSIGN: STOCKIN(in) REORDER(out)
      *================================================================*
      * INVEURO - Italian warehouse stock valuation and reorder list.  *
      * EXERCISES: SPECIAL-NAMES DECIMAL-POINT IS COMMA (numeric       *
      *   literals 1,5 and 0,19; PICTURE with ',' as decimal point and *
      *   '.' as grouping: ZZZ.ZZ9,99), CURRENCY SIGN IS 'L' (lire; an *
      *   'E' is not allowed as currency symbol), floating insertion   *
      *   LLL.LL9,99, separators ', ' still valid between operands,    *
      *   between operands, OCCURS DEPENDING ON in WORKING-STORAGE     *
      *   with the count set at run time, SEARCH with two WHEN phrases,*
      *   SET index TO, PERFORM VARYING ... AFTER ... (2-D table),     *
      *   COMPUTE ROUNDED, MULTIPLY ... ROUNDED ON SIZE ERROR,         *
      *   INITIALIZE of a table, DISPLAY of edited values.             *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INVEURO.
       AUTHOR. F. DE'MEDICI.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           CURRENCY SIGN IS 'L'
           DECIMAL-POINT IS COMMA.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT STOCK-IN ASSIGN TO STOCKIN
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT REORDER-OUT ASSIGN TO REORDER
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  STOCK-IN.
       01  SI-REC.
           05  SI-WAREHOUSE        PIC 9.
           05  SI-ITEM             PIC X(6).
           05  SI-DESC             PIC X(16).
           05  SI-QTY              PIC 9(5).
           05  SI-UNIT-COST        PIC 9(4)V99.
           05  SI-MIN-QTY          PIC 9(5).
       FD  REORDER-OUT.
       01  RO-REC                  PIC X(72).
       WORKING-STORAGE SECTION.
       01  WS-EOF                  PIC X VALUE 'N'.
       01  WS-VAT-RATE             PIC V99     VALUE 0,19.
       01  WS-SAFETY-FACTOR        PIC 9V9     VALUE 1,5.
       01  WS-ITEM-COUNT           PIC 9(3)    VALUE ZERO.
       01  WS-ITEMS.
           05  WS-ITEM OCCURS 1 TO 50 TIMES
                   DEPENDING ON WS-ITEM-COUNT
                   INDEXED BY IX.
               10  WI-CODE         PIC X(6).
               10  WI-DESC         PIC X(16).
               10  WI-QTY          PIC 9(5).
               10  WI-COST         PIC 9(4)V99.
               10  WI-MIN          PIC 9(5).
       01  WS-WH-TOTALS.
           05  WS-WH OCCURS 3 TIMES.
               10  WS-WH-CLASS OCCURS 2 TIMES.
                   15  WS-WH-VALUE PIC S9(9)V99 COMP-3.
       01  WS-W                    PIC 9.
       01  WS-C                    PIC 9.
       01  WS-VALUE                PIC S9(9)V99 COMP-3.
       01  WS-GROSS                PIC S9(9)V99 COMP-3.
       01  WS-ORDER-QTY            PIC 9(6).
       01  WS-GRAND                PIC S9(11)V99 COMP-3 VALUE ZERO.
       01  WS-OUT.
           05  WO-ITEM             PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  WO-DESC             PIC X(16).
           05  WO-QTY              PIC ZZ.ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  WO-ORDER            PIC ZZZ.ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  WO-VALUE            PIC LLL.LLL.LL9,99.
           05  FILLER              PIC X VALUE SPACE.
           05  WO-GROSS            PIC ZZZ.ZZZ.ZZ9,99.
       01  WS-SUM-LINE.
           05  FILLER              PIC X(10) VALUE 'LAGER '.
           05  SL-WH               PIC 9.
           05  FILLER              PIC X(7) VALUE ' KLASSE'.
           05  SL-CLASS            PIC B9.
           05  FILLER              PIC X VALUE SPACE.
           05  SL-VALUE            PIC LL.LLL.LLL.LL9,99.
       01  WS-GRAND-ED             PIC L.LLL.LLL.LLL.LL9,99.
       PROCEDURE DIVISION.
       HAUPT.
           INITIALIZE WS-WH-TOTALS
           OPEN INPUT STOCK-IN OUTPUT REORDER-OUT
           PERFORM UNTIL WS-EOF = 'J'
               READ STOCK-IN
                   AT END MOVE 'J' TO WS-EOF
                   NOT AT END PERFORM LOAD-ITEM
               END-READ
           END-PERFORM
           PERFORM VARYING IX FROM 1 BY 1 UNTIL IX > WS-ITEM-COUNT
               PERFORM CHECK-ITEM
           END-PERFORM
           PERFORM VARYING WS-W FROM 1 BY 1 UNTIL WS-W > 3
                   AFTER WS-C FROM 1 BY 1 UNTIL WS-C > 2
               MOVE WS-W TO SL-WH
               MOVE WS-C TO SL-CLASS
               MOVE WS-WH-VALUE(WS-W, WS-C) TO SL-VALUE
               WRITE RO-REC FROM WS-SUM-LINE
               ADD WS-WH-VALUE(WS-W, WS-C) TO WS-GRAND
           END-PERFORM
           MOVE WS-GRAND TO WS-GRAND-ED
           DISPLAY 'INVEURO ARTIKEL ' WS-ITEM-COUNT
                   ' GESAMTWERT ' WS-GRAND-ED
           PERFORM FIND-ITEMS
           CLOSE STOCK-IN REORDER-OUT
           STOP RUN.
       LOAD-ITEM.
           IF WS-ITEM-COUNT < 50
               ADD 1 TO WS-ITEM-COUNT
               SET IX TO WS-ITEM-COUNT
               MOVE SI-ITEM      TO WI-CODE(IX)
               MOVE SI-DESC      TO WI-DESC(IX)
               MOVE SI-QTY       TO WI-QTY(IX)
               MOVE SI-UNIT-COST TO WI-COST(IX)
               MOVE SI-MIN-QTY   TO WI-MIN(IX)
               MULTIPLY SI-QTY BY SI-UNIT-COST GIVING WS-VALUE ROUNDED
                   ON SIZE ERROR MOVE ZERO TO WS-VALUE
               END-MULTIPLY
               IF SI-UNIT-COST < 100,00
                   MOVE 1 TO WS-C
               ELSE
                   MOVE 2 TO WS-C
               END-IF
               IF SI-WAREHOUSE >= 1 AND <= 3
                   ADD WS-VALUE TO WS-WH-VALUE(SI-WAREHOUSE, WS-C)
               ELSE
                   DISPLAY 'UNBEKANNTES LAGER ' SI-WAREHOUSE ' ' SI-ITEM
               END-IF
           END-IF.
       CHECK-ITEM.
           IF WI-QTY(IX) < WI-MIN(IX)
               COMPUTE WS-ORDER-QTY ROUNDED =
                   WI-MIN(IX) * WS-SAFETY-FACTOR - WI-QTY(IX)
               COMPUTE WS-VALUE ROUNDED = WS-ORDER-QTY * WI-COST(IX)
               COMPUTE WS-GROSS ROUNDED = WS-VALUE * (1 + WS-VAT-RATE)
               MOVE WI-CODE(IX)  TO WO-ITEM
               MOVE WI-DESC(IX)  TO WO-DESC
               MOVE WI-QTY(IX)   TO WO-QTY
               MOVE WS-ORDER-QTY TO WO-ORDER
               MOVE WS-VALUE     TO WO-VALUE
               MOVE WS-GROSS     TO WO-GROSS
               WRITE RO-REC FROM WS-OUT
           END-IF.
       FIND-ITEMS.
           SET IX TO 1
           SEARCH WS-ITEM
               AT END DISPLAY 'KEIN ARTIKEL GEFUNDEN'
               WHEN WI-CODE(IX) = 'SCH-01'
                   DISPLAY 'GEFUNDEN SCH-01 BEI ' WI-DESC(IX)
               WHEN WI-QTY(IX) = ZERO
                   DISPLAY 'ERSTER LEERER ARTIKEL ' WI-CODE(IX)
           END-SEARCH.
