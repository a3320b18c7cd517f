      * DD/ASSIGN: RATEIN(in) SHIPIN(in) SHIPRPT(out)
      *================================================================*
      * RATETBL - parcel pricing from a rate table loaded at run time. *
      * EXERCISES: a two-dimensional table (zone rows OCCURS 20, each  *
      *   with charges OCCURS 12) and a weight breakpoint table loaded *
      *   from a file, a surcharge table OCCURS 1 TO 30 DEPENDING ON   *
      *   its count with ASCENDING KEY (SEARCH ALL over the loaded     *
      *   entries only), serial SEARCH ... VARYING a counter, PERFORM  *
      *   VARYING ... AFTER ... over both dimensions (table check and  *
      *   the rate matrix listing), relative indexing (RW - 1), SET    *
      *   index TO index, linear interpolation between breakpoints     *
      *   with COMPUTE ROUNDED, ON SIZE ERROR, rejects for unknown     *
      *   zones, weights outside the table, a full table, duplicate    *
      *   and out-of-order table entries; RETURN-CODE 4 on rejects.    *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RATETBL.
       AUTHOR. H. VANDERMEER.
       DATE-WRITTEN. 03/08/1996.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RATE-FILE ASSIGN TO RATEIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-RATE-FS.
           SELECT SHIP-FILE ASSIGN TO SHIPIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-SHIP-FS.
           SELECT REPORT-FILE ASSIGN TO SHIPRPT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-RPT-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  RATE-FILE.
           COPY RATETBL-RATEREC.
       FD  SHIP-FILE.
       01  SHIP-REC.
           05  SH-ID               PIC X(7).
           05  SH-ZONE             PIC XX.
           05  SH-WEIGHT           PIC 9(5)V999.
           05  SH-VALUE            PIC 9(7)V99.
       FD  REPORT-FILE.
       01  REPORT-REC              PIC X(132).
       WORKING-STORAGE SECTION.
       01  WS-RATE-FS              PIC XX.
           88  RATE-OK             VALUE '00'.
           88  RATE-EOF            VALUE '10'.
       01  WS-SHIP-FS              PIC XX.
           88  SHIP-OK             VALUE '00'.
           88  SHIP-EOF            VALUE '10'.
       01  WS-RPT-FS               PIC XX.
       01  WS-BANDS                PIC 99 COMP VALUE 0.
       01  BAND-TABLE.
           05  BAND-WEIGHT         PIC 9(4)V999 OCCURS 12
                                   INDEXED BY BX.
       01  WS-ROWS                 PIC 99 COMP VALUE 0.
       01  RATE-TABLE.
           05  ZONE-ROW OCCURS 20 INDEXED BY RZ.
               10  ROW-ZONE        PIC XX.
               10  RATE-CELL       PIC 9(5)V99 COMP-3
                                   OCCURS 12 INDEXED BY RW.
       01  SURCHARGE-TABLE.
           05  SC-COUNT            PIC 99 COMP VALUE 0.
           05  SC-ENTRY OCCURS 1 TO 30 TIMES
                                   DEPENDING ON SC-COUNT
                                   ASCENDING KEY IS SC-ZONE
                                   INDEXED BY SX.
               10  SC-ZONE         PIC XX.
               10  SC-PCT          PIC 99V99.
       01  WS-ROW-SUB              PIC 99 COMP.
       01  WS-C                    PIC 99 COMP.
       01  WS-FOUND-SW             PIC X.
           88  ZONE-FOUND          VALUE 'Y'.
           88  ZONE-MISSING        VALUE 'N'.
       01  WS-PRICE.
           05  WS-CHARGE           PIC 9(7)V99 COMP-3.
           05  WS-PCT              PIC 99V99.
           05  WS-SURCH            PIC 9(7)V99 COMP-3.
           05  WS-INSURE           PIC 9(7)V99 COMP-3.
           05  WS-TOTAL            PIC 9(7)V99 COMP-3.
       01  WS-REASON               PIC X(24).
       01  WS-COUNTS.
           05  WS-TABLE-REJECTS    PIC 9(5) COMP-3 VALUE 0.
           05  WS-CELLS            PIC 9(5) COMP-3 VALUE 0.
           05  WS-NOT-RISING       PIC 9(5) COMP-3 VALUE 0.
           05  WS-SHIP-READ        PIC 9(5) COMP-3 VALUE 0.
           05  WS-PRICED           PIC 9(5) COMP-3 VALUE 0.
           05  WS-SHIP-REJECTS     PIC 9(5) COMP-3 VALUE 0.
           05  WS-INTERPOLATED     PIC 9(5) COMP-3 VALUE 0.
           05  WS-REVENUE          PIC 9(9)V99 COMP-3 VALUE 0.
       01  MATRIX-LINE.
           05  ML-ZONE             PIC X(6).
           05  ML-CELL OCCURS 12.
               10  ML-RATE         PIC ZZ,ZZ9.99.
               10  FILLER          PIC X.
       01  MATRIX-HEAD.
           05  FILLER              PIC X(6) VALUE 'ZONE'.
           05  MH-CELL OCCURS 12.
               10  MH-WEIGHT       PIC Z,ZZ9.999.
               10  FILLER          PIC X.
       01  SHIP-LINE.
           05  SL-ID               PIC X(7).
           05  FILLER              PIC X VALUE SPACE.
           05  SL-ZONE             PIC XX.
           05  FILLER              PIC X VALUE SPACE.
           05  SL-ROW              PIC Z9.
           05  FILLER              PIC X VALUE SPACE.
           05  SL-WEIGHT           PIC ZZ,ZZ9.999.
           05  FILLER              PIC X VALUE SPACE.
           05  SL-BAND             PIC Z9.
           05  SL-HOW              PIC X.
           05  SL-CHARGE           PIC ZZZ,ZZ9.99.
           05  SL-PCT              PIC ZZ9.99.
           05  FILLER              PIC X VALUE '%'.
           05  SL-SURCH            PIC ZZZ,ZZ9.99.
           05  SL-INSURE           PIC ZZZ,ZZ9.99.
           05  SL-TOTAL            PIC Z,ZZZ,ZZ9.99.
       01  REJ-LINE.
           05  RJ-ID               PIC X(7).
           05  FILLER              PIC X VALUE SPACE.
           05  RJ-ZONE             PIC XX.
           05  FILLER              PIC X(3) VALUE ' * '.
           05  RJ-REASON           PIC X(24).
       01  WS-COUNT-ED             PIC ZZ,ZZ9.
       01  WS-MONEY-ED             PIC ZZZ,ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           PERFORM 1000-LOAD-TABLES
           IF WS-BANDS = 0 OR WS-ROWS = 0
               DISPLAY 'RATETBL: NO RATE TABLE LOADED'
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           OPEN OUTPUT REPORT-FILE
           IF WS-RPT-FS NOT = '00'
               DISPLAY 'RATETBL: OPEN SHIPRPT STATUS ' WS-RPT-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           PERFORM 1500-CHECK-AND-LIST
           PERFORM 2000-PRICE-SHIPMENTS
           CLOSE REPORT-FILE
           PERFORM 9000-TOTALS
           GOBACK.
      *----------------------------------------------------------------*
      * 1000: load the breakpoints, the zone rows (20 at most, one per *
      * zone) and the surcharges (ascending zone, 30 at most).         *
      *----------------------------------------------------------------*
       1000-LOAD-TABLES.
           OPEN INPUT RATE-FILE
           IF NOT RATE-OK
               DISPLAY 'RATETBL: OPEN RATEIN STATUS ' WS-RATE-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           PERFORM UNTIL RATE-EOF
               READ RATE-FILE
                   AT END CONTINUE
                   NOT AT END PERFORM 1100-LOAD-ONE THRU 1100-EXIT
               END-READ
           END-PERFORM
           CLOSE RATE-FILE.
       1100-LOAD-ONE.
           EVALUATE TRUE
               WHEN RI-WEIGHTS
                   IF RI-BAND-COUNT NOT NUMERIC OR RI-BAND-COUNT = 0
                      OR RI-BAND-COUNT > 12
                       DISPLAY 'RATETBL: BAD BREAKPOINT COUNT'
                       ADD 1 TO WS-TABLE-REJECTS
                   ELSE
                       MOVE RI-BAND-COUNT TO WS-BANDS
                       PERFORM VARYING BX FROM 1 BY 1
                               UNTIL BX > WS-BANDS
                           SET WS-C TO BX
                           MOVE RI-BAND-WEIGHT(WS-C) TO BAND-WEIGHT(BX)
                       END-PERFORM
                   END-IF
               WHEN RI-RATES
                   PERFORM 1200-FIND-ZONE-ROW
                   EVALUATE TRUE
                       WHEN ZONE-FOUND
                           DISPLAY 'RATETBL: DUPLICATE RATE ROW '
                               RI-ZONE
                           ADD 1 TO WS-TABLE-REJECTS
                       WHEN WS-ROWS = 20
                           DISPLAY 'RATETBL: RATE TABLE FULL AT '
                               RI-ZONE
                           ADD 1 TO WS-TABLE-REJECTS
                       WHEN OTHER
                           ADD 1 TO WS-ROWS
                           SET RZ TO WS-ROWS
                           MOVE RI-ZONE TO ROW-ZONE(RZ)
                           PERFORM VARYING WS-C FROM 1 BY 1
                                   UNTIL WS-C > WS-BANDS
                               SET RW TO WS-C
                               MOVE RI-RATE(WS-C) TO RATE-CELL(RZ, RW)
                           END-PERFORM
                   END-EVALUATE
               WHEN RI-SURCHARGE
                   IF SC-COUNT > 0
                       IF RI-S-ZONE NOT > SC-ZONE(SC-COUNT)
                           DISPLAY 'RATETBL: SURCHARGE OUT OF ORDER '
                               RI-S-ZONE
                           ADD 1 TO WS-TABLE-REJECTS
                           GO TO 1100-EXIT
                       END-IF
                   END-IF
                   IF SC-COUNT = 30
                       DISPLAY 'RATETBL: SURCHARGE TABLE FULL'
                       ADD 1 TO WS-TABLE-REJECTS
                   ELSE
                       ADD 1 TO SC-COUNT
                       MOVE RI-S-ZONE TO SC-ZONE(SC-COUNT)
                       MOVE RI-S-PCT TO SC-PCT(SC-COUNT)
                   END-IF
               WHEN OTHER
                   DISPLAY 'RATETBL: UNKNOWN TABLE RECORD ' RI-TYPE
                   ADD 1 TO WS-TABLE-REJECTS
           END-EVALUATE.
       1100-EXIT.
           EXIT.
      *    Serial SEARCH: RZ and WS-ROW-SUB step together; only the
      *    loaded rows are candidates.
       1200-FIND-ZONE-ROW.
           SET ZONE-MISSING TO TRUE
           SET RZ TO 1
           MOVE 1 TO WS-ROW-SUB
           SEARCH ZONE-ROW VARYING WS-ROW-SUB
               AT END
                   SET ZONE-MISSING TO TRUE
               WHEN WS-ROW-SUB > WS-ROWS
                   SET ZONE-MISSING TO TRUE
               WHEN ROW-ZONE(RZ) = RI-ZONE
                   SET ZONE-FOUND TO TRUE
           END-SEARCH.
      *----------------------------------------------------------------*
      * 1500: PERFORM VARYING ... AFTER: RW runs through the weights   *
      * for each RZ; a charge below the one at the breakpoint before   *
      * it is reported; each row becomes one line of the matrix.       *
      *----------------------------------------------------------------*
       1500-CHECK-AND-LIST.
           MOVE SPACES TO MATRIX-HEAD(7:)
           PERFORM VARYING WS-C FROM 1 BY 1 UNTIL WS-C > WS-BANDS
               MOVE BAND-WEIGHT(WS-C) TO MH-WEIGHT(WS-C)
           END-PERFORM
           WRITE REPORT-REC FROM MATRIX-HEAD
           PERFORM 1600-ONE-CELL
               VARYING RZ FROM 1 BY 1 UNTIL RZ > WS-ROWS
                 AFTER RW FROM 1 BY 1 UNTIL RW > WS-BANDS
           MOVE SPACES TO REPORT-REC
           WRITE REPORT-REC.
       1600-ONE-CELL.
           ADD 1 TO WS-CELLS
           SET WS-C TO RW
           IF WS-C = 1
               MOVE SPACES TO MATRIX-LINE
               MOVE ROW-ZONE(RZ) TO ML-ZONE
           ELSE
               IF RATE-CELL(RZ, RW) < RATE-CELL(RZ, RW - 1)
                   ADD 1 TO WS-NOT-RISING
                   DISPLAY 'RATETBL: CHARGE FALLS IN ZONE '
                       ROW-ZONE(RZ) ' AT BREAKPOINT ' WS-C
               END-IF
           END-IF
           MOVE RATE-CELL(RZ, RW) TO ML-RATE(WS-C)
           IF WS-C = WS-BANDS
               WRITE REPORT-REC FROM MATRIX-LINE
           END-IF.
      *----------------------------------------------------------------*
      * 2000: the charge at a weight between two breakpoints is        *
      * interpolated linearly; below the first breakpoint the first    *
      * charge applies; above the last the shipment is rejected.       *
      *----------------------------------------------------------------*
       2000-PRICE-SHIPMENTS.
           OPEN INPUT SHIP-FILE
           IF NOT SHIP-OK
               DISPLAY 'RATETBL: OPEN SHIPIN STATUS ' WS-SHIP-FS
               MOVE 16 TO RETURN-CODE
               GO TO 2000-EXIT
           END-IF
           PERFORM UNTIL SHIP-EOF
               READ SHIP-FILE
                   AT END CONTINUE
                   NOT AT END
                       ADD 1 TO WS-SHIP-READ
                       PERFORM 2100-PRICE-ONE
               END-READ
           END-PERFORM
           CLOSE SHIP-FILE.
       2000-EXIT.
           EXIT.
       2100-PRICE-ONE.
           MOVE SPACES TO WS-REASON SHIP-LINE
           EVALUATE TRUE
               WHEN SH-WEIGHT NOT NUMERIC
                   MOVE 'WEIGHT NOT NUMERIC' TO WS-REASON
               WHEN SH-WEIGHT = 0
                   MOVE 'ZERO WEIGHT' TO WS-REASON
               WHEN OTHER
                   MOVE SH-ZONE TO RI-ZONE
                   PERFORM 1200-FIND-ZONE-ROW
                   IF ZONE-MISSING
                       MOVE 'ZONE NOT IN RATE TABLE' TO WS-REASON
                   END-IF
           END-EVALUATE
           IF WS-REASON = SPACES
               PERFORM VARYING BX FROM 1 BY 1
                       UNTIL BX > WS-BANDS
                          OR BAND-WEIGHT(BX) >= SH-WEIGHT
                   CONTINUE
               END-PERFORM
               IF BX > WS-BANDS
                   MOVE 'OVER MAXIMUM WEIGHT' TO WS-REASON
               END-IF
           END-IF
           IF WS-REASON = SPACES
               SET RW TO BX
               IF RW = 1 OR BAND-WEIGHT(BX) = SH-WEIGHT
                   MOVE RATE-CELL(RZ, RW) TO WS-CHARGE
                   MOVE '=' TO SL-HOW
               ELSE
                   COMPUTE WS-CHARGE ROUNDED = RATE-CELL(RZ, RW - 1)
                       + (RATE-CELL(RZ, RW) - RATE-CELL(RZ, RW - 1))
                       * (SH-WEIGHT - BAND-WEIGHT(BX - 1))
                       / (BAND-WEIGHT(BX) - BAND-WEIGHT(BX - 1))
                   MOVE '~' TO SL-HOW
                   ADD 1 TO WS-INTERPOLATED
               END-IF
               MOVE 0 TO WS-PCT
               SEARCH ALL SC-ENTRY
                   AT END
                       MOVE 0 TO WS-PCT
                   WHEN SC-ZONE(SX) = SH-ZONE
                       MOVE SC-PCT(SX) TO WS-PCT
               END-SEARCH
               COMPUTE WS-SURCH ROUNDED = WS-CHARGE * WS-PCT / 100
               COMPUTE WS-INSURE ROUNDED = SH-VALUE * 0.0035
               IF WS-INSURE < 1 AND SH-VALUE > 0
                   MOVE 1 TO WS-INSURE
               END-IF
               COMPUTE WS-TOTAL = WS-CHARGE + WS-SURCH + WS-INSURE
                   ON SIZE ERROR
                       MOVE 'TOTAL TOO LARGE' TO WS-REASON
               END-COMPUTE
           END-IF
           IF WS-REASON = SPACES
               ADD 1 TO WS-PRICED
               ADD WS-TOTAL TO WS-REVENUE
               MOVE SH-ID TO SL-ID
               MOVE SH-ZONE TO SL-ZONE
               MOVE WS-ROW-SUB TO SL-ROW
               MOVE SH-WEIGHT TO SL-WEIGHT
               SET WS-C TO BX
               MOVE WS-C TO SL-BAND
               MOVE WS-CHARGE TO SL-CHARGE
               MOVE WS-PCT TO SL-PCT
               MOVE WS-SURCH TO SL-SURCH
               MOVE WS-INSURE TO SL-INSURE
               MOVE WS-TOTAL TO SL-TOTAL
               WRITE REPORT-REC FROM SHIP-LINE
           ELSE
               ADD 1 TO WS-SHIP-REJECTS
               MOVE SPACES TO REJ-LINE
               MOVE SH-ID TO RJ-ID
               MOVE SH-ZONE TO RJ-ZONE
               MOVE WS-REASON TO RJ-REASON
               WRITE REPORT-REC FROM REJ-LINE
           END-IF
           IF WS-RPT-FS NOT = '00'
               DISPLAY 'RATETBL: WRITE SHIPRPT STATUS ' WS-RPT-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       9000-TOTALS.
           MOVE WS-BANDS TO WS-COUNT-ED
           DISPLAY 'RATETBL WEIGHT BREAKPOINTS ' WS-COUNT-ED
           MOVE WS-ROWS TO WS-COUNT-ED
           DISPLAY 'RATETBL ZONE RATE ROWS     ' WS-COUNT-ED
           MOVE WS-CELLS TO WS-COUNT-ED
           DISPLAY 'RATETBL RATE CELLS CHECKED ' WS-COUNT-ED
           MOVE SC-COUNT TO WS-COUNT-ED
           DISPLAY 'RATETBL SURCHARGE ENTRIES  ' WS-COUNT-ED
           MOVE WS-TABLE-REJECTS TO WS-COUNT-ED
           DISPLAY 'RATETBL TABLE RECORDS SKIPD' WS-COUNT-ED
           MOVE WS-SHIP-READ TO WS-COUNT-ED
           DISPLAY 'RATETBL SHIPMENTS READ     ' WS-COUNT-ED
           MOVE WS-PRICED TO WS-COUNT-ED
           DISPLAY 'RATETBL SHIPMENTS PRICED   ' WS-COUNT-ED
           MOVE WS-INTERPOLATED TO WS-COUNT-ED
           DISPLAY 'RATETBL INTERPOLATED       ' WS-COUNT-ED
           MOVE WS-SHIP-REJECTS TO WS-COUNT-ED
           DISPLAY 'RATETBL SHIPMENTS REJECTED ' WS-COUNT-ED
           MOVE WS-REVENUE TO WS-MONEY-ED
           DISPLAY 'RATETBL REVENUE         ' WS-MONEY-ED
           IF RETURN-CODE = 0
              AND (WS-SHIP-REJECTS > 0 OR WS-TABLE-REJECTS > 0)
               MOVE 4 TO RETURN-CODE
           END-IF.
