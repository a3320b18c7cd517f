      * DD/ASSIGN: ORDERSV(in) VAROUT(out, V) FIXOUT(out) VARREJ(out)
      *================================================================*
      * VARREC - variable-length order records: validated, reformatted *
      *   into fixed segment records and rewritten as shorter variable *
      *   records, with record-length statistics.                      *
      * EXERCISES: RECORD IS VARYING IN SIZE ... DEPENDING ON on input *
      *   (the length of each record read) and on output (the length   *
      *   of each record written), a segment table OCCURS 0 TO 15      *
      *   DEPENDING ON a count in the record, the record length checked*
      *   against the count, reformatting one segment per fixed record,*
      *   a variable output record built with only the segments whose  *
      *   quantity is not zero (ODO object set before the MOVE), order *
      *   totals with ROUNDED, minimum/maximum/average record length,  *
      *   a histogram of segment counts, DIVIDE ... GIVING ROUNDED,    *
      *   reference modification to keep a reject image.              *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. VARREC.
       AUTHOR. E. VAN DER BERG.
       DATE-WRITTEN. 17/01/2001.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ORDER-IN   ASSIGN TO ORDERSV
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-IN-FS.
           SELECT VAR-OUT    ASSIGN TO VAROUT
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-VO-FS.
           SELECT FIXED-OUT  ASSIGN TO FIXOUT
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-FO-FS.
           SELECT REJECT-OUT ASSIGN TO VARREJ
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  ORDER-IN
           RECORD IS VARYING IN SIZE FROM 11 TO 221 CHARACTERS
               DEPENDING ON WS-IN-LEN.
       01  ORD-REC.
           05  ORD-KEY             PIC X(8).
           05  ORD-TYPE            PIC X.
           05  ORD-SEG-COUNT       PIC 99.
           05  ORD-SEG-COUNT-X REDEFINES ORD-SEG-COUNT
                                   PIC XX.
           05  ORD-SEG OCCURS 0 TO 15 TIMES
                   DEPENDING ON ORD-SEG-COUNT.
               10  ORD-SEG-CODE    PIC X(3).
               10  ORD-SEG-QTY     PIC 9(4).
               10  ORD-SEG-QTY-X REDEFINES ORD-SEG-QTY
                                   PIC X(4).
               10  ORD-SEG-PRICE   PIC 9(5)V99.
       01  ORD-REC-X               PIC X(221).
       FD  VAR-OUT
           RECORDING MODE IS V
           RECORD IS VARYING IN SIZE FROM 23 TO 191 CHARACTERS
               DEPENDING ON WS-OUT-LEN.
       01  VO-REC.
           05  VO-KEY              PIC X(8).
           05  VO-SEG-COUNT        PIC 99.
           05  VO-TOTAL            PIC 9(11)V99.
           05  VO-SEG OCCURS 0 TO 12 TIMES
                   DEPENDING ON VO-SEG-COUNT.
               10  VO-SEG-CODE     PIC X(3).
               10  VO-SEG-QTY      PIC 9(4).
               10  VO-SEG-PRICE    PIC 9(5)V99.
       FD  FIXED-OUT
           RECORDING MODE IS F.
       01  FO-REC.
           05  FO-KEY              PIC X(8).
           05  FO-SEQ              PIC 99.
           05  FO-CODE             PIC X(3).
           05  FO-QTY              PIC 9(4).
           05  FO-PRICE            PIC 9(5)V99.
           05  FO-EXTENDED         PIC 9(9)V99.
           05  FO-TYPE             PIC X.
           05  FILLER              PIC X(4).
       FD  REJECT-OUT.
       01  REJ-LINE.
           05  REJ-REASON          PIC X(20).
           05  REJ-LEN             PIC ZZ9.
           05  FILLER              PIC X.
           05  REJ-IMAGE           PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-IN-LEN               PIC 9(4) COMP.
       01  WS-OUT-LEN              PIC 9(4) COMP.
       01  WS-EXPECT-LEN           PIC 9(4) COMP.
       01  WS-IMAGE-LEN            PIC 9(4) COMP.
       01  WS-IN-FS                PIC XX.
       01  WS-VO-FS                PIC XX.
       01  WS-FO-FS                PIC XX.
       01  WS-EOF                  PIC X VALUE 'N'.
           88  NO-MORE-ORDERS      VALUE 'Y'.
       01  WS-SX                   PIC 99 COMP.
       01  WS-VX                   PIC 99 COMP.
       01  WS-REASON               PIC X(20).
       01  WS-EXTENDED             PIC 9(9)V99.
       01  WS-STATS.
           05  WS-READ             PIC 9(5) COMP VALUE 0.
           05  WS-ACCEPTED         PIC 9(5) COMP VALUE 0.
           05  WS-REJECTED         PIC 9(5) COMP VALUE 0.
           05  WS-SEGS-OUT         PIC 9(5) COMP VALUE 0.
           05  WS-MIN-IN           PIC 9(4) COMP VALUE 9999.
           05  WS-MAX-IN           PIC 9(4) COMP VALUE 0.
           05  WS-SUM-IN           PIC 9(7) COMP VALUE 0.
           05  WS-MIN-OUT          PIC 9(4) COMP VALUE 9999.
           05  WS-MAX-OUT          PIC 9(4) COMP VALUE 0.
           05  WS-SUM-OUT          PIC 9(7) COMP VALUE 0.
           05  WS-AVG              PIC 9(4)V99.
           05  WS-HIST OCCURS 13 TIMES PIC 9(4) COMP.
       01  WS-GRAND-TOTAL          PIC 9(11)V99 VALUE 0.
       01  ED-COUNT                PIC ZZ,ZZ9.
       01  ED-AVG                  PIC ZZZ9.99.
       01  ED-TOTAL                PIC ZZ,ZZZ,ZZZ,ZZ9.99.
       01  ED-SEGS                 PIC Z9.
       PROCEDURE DIVISION.
       MAIN.
           OPEN INPUT ORDER-IN
                OUTPUT VAR-OUT FIXED-OUT REJECT-OUT
           IF WS-IN-FS NOT = '00' OR WS-VO-FS NOT = '00'
                   OR WS-FO-FS NOT = '00'
               DISPLAY 'VARREC: OPEN FAILED ' WS-IN-FS ' ' WS-VO-FS
                   ' ' WS-FO-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           INITIALIZE WS-HIST (1) WS-HIST (2) WS-HIST (3) WS-HIST (4)
               WS-HIST (5) WS-HIST (6) WS-HIST (7) WS-HIST (8)
               WS-HIST (9) WS-HIST (10) WS-HIST (11) WS-HIST (12)
               WS-HIST (13)
           PERFORM READ-ORDER
           PERFORM UNTIL NO-MORE-ORDERS
               PERFORM CHECK-ORDER
               IF WS-REASON = SPACES
                   PERFORM REFORMAT-ORDER
               ELSE
                   PERFORM REJECT-ORDER
               END-IF
               PERFORM READ-ORDER
           END-PERFORM
           CLOSE ORDER-IN VAR-OUT FIXED-OUT REJECT-OUT
           PERFORM STATISTICS
           GOBACK.
       READ-ORDER.
           READ ORDER-IN
               AT END SET NO-MORE-ORDERS TO TRUE
               NOT AT END
                   ADD 1 TO WS-READ
                   ADD WS-IN-LEN TO WS-SUM-IN
                   IF WS-IN-LEN < WS-MIN-IN
                       MOVE WS-IN-LEN TO WS-MIN-IN
                   END-IF
                   IF WS-IN-LEN > WS-MAX-IN
                       MOVE WS-IN-LEN TO WS-MAX-IN
                   END-IF
           END-READ.
      * The record length must be 11 + 14 * segment count; the count
      * is checked before it is used as the ODO object.
       CHECK-ORDER.
           MOVE SPACES TO WS-REASON
           EVALUATE TRUE
               WHEN ORD-SEG-COUNT-X NOT NUMERIC
                   MOVE 'COUNT NOT NUMERIC' TO WS-REASON
               WHEN ORD-SEG-COUNT > 12
                   MOVE 'TOO MANY SEGMENTS' TO WS-REASON
               WHEN OTHER
                   COMPUTE WS-EXPECT-LEN = 11 + 14 * ORD-SEG-COUNT
                   IF WS-EXPECT-LEN NOT = WS-IN-LEN
                       MOVE 'LENGTH MISMATCH' TO WS-REASON
                   ELSE
                       PERFORM VARYING WS-SX FROM 1 BY 1
                               UNTIL WS-SX > ORD-SEG-COUNT
                           IF ORD-SEG-QTY-X (WS-SX) NOT NUMERIC
                               MOVE 'QTY NOT NUMERIC' TO WS-REASON
                           END-IF
                       END-PERFORM
                   END-IF
           END-EVALUATE.
       REFORMAT-ORDER.
           ADD 1 TO WS-ACCEPTED
           ADD 1 TO WS-HIST (ORD-SEG-COUNT + 1)
           MOVE ORD-KEY TO VO-KEY
           MOVE ZERO TO VO-SEG-COUNT VO-TOTAL WS-VX
           MOVE 12 TO VO-SEG-COUNT
           PERFORM VARYING WS-SX FROM 1 BY 1
                   UNTIL WS-SX > ORD-SEG-COUNT
               COMPUTE WS-EXTENDED ROUNDED =
                   ORD-SEG-QTY (WS-SX) * ORD-SEG-PRICE (WS-SX)
               MOVE SPACES TO FO-REC
               MOVE ORD-KEY               TO FO-KEY
               MOVE WS-SX                 TO FO-SEQ
               MOVE ORD-SEG-CODE (WS-SX)  TO FO-CODE
               MOVE ORD-SEG-QTY (WS-SX)   TO FO-QTY
               MOVE ORD-SEG-PRICE (WS-SX) TO FO-PRICE
               MOVE WS-EXTENDED           TO FO-EXTENDED
               MOVE ORD-TYPE              TO FO-TYPE
               WRITE FO-REC
               ADD 1 TO WS-SEGS-OUT
               IF ORD-SEG-QTY (WS-SX) NOT = ZERO
                   ADD 1 TO WS-VX
                   MOVE ORD-SEG-CODE (WS-SX)  TO VO-SEG-CODE (WS-VX)
                   MOVE ORD-SEG-QTY (WS-SX)   TO VO-SEG-QTY (WS-VX)
                   MOVE ORD-SEG-PRICE (WS-SX) TO VO-SEG-PRICE (WS-VX)
                   ADD WS-EXTENDED TO VO-TOTAL
               END-IF
           END-PERFORM
           MOVE WS-VX TO VO-SEG-COUNT
           COMPUTE WS-OUT-LEN = 23 + 14 * VO-SEG-COUNT
           WRITE VO-REC
           IF WS-VO-FS NOT = '00'
               DISPLAY 'VARREC: VAROUT WRITE STATUS ' WS-VO-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           ADD VO-TOTAL TO WS-GRAND-TOTAL
           ADD WS-OUT-LEN TO WS-SUM-OUT
           IF WS-OUT-LEN < WS-MIN-OUT
               MOVE WS-OUT-LEN TO WS-MIN-OUT
           END-IF
           IF WS-OUT-LEN > WS-MAX-OUT
               MOVE WS-OUT-LEN TO WS-MAX-OUT
           END-IF.
       REJECT-ORDER.
           ADD 1 TO WS-REJECTED
           MOVE WS-REASON TO REJ-REASON
           MOVE WS-IN-LEN TO REJ-LEN
      *    the image is taken from the fixed-size redefinition: ORD-REC
      *    is as long as its (possibly invalid) segment count says
           MOVE SPACES TO REJ-IMAGE
           MOVE FUNCTION MIN (WS-IN-LEN 40) TO WS-IMAGE-LEN
           MOVE ORD-REC-X (1:WS-IMAGE-LEN) TO REJ-IMAGE
           WRITE REJ-LINE.
       STATISTICS.
           MOVE WS-READ TO ED-COUNT
           DISPLAY 'VARREC RECORDS READ      ' ED-COUNT
           MOVE WS-ACCEPTED TO ED-COUNT
           DISPLAY 'VARREC RECORDS ACCEPTED  ' ED-COUNT
           MOVE WS-REJECTED TO ED-COUNT
           DISPLAY 'VARREC RECORDS REJECTED  ' ED-COUNT
           MOVE WS-SEGS-OUT TO ED-COUNT
           DISPLAY 'VARREC SEGMENTS WRITTEN  ' ED-COUNT
           MOVE WS-MIN-IN TO ED-COUNT
           DISPLAY 'VARREC MIN LENGTH IN     ' ED-COUNT
           MOVE WS-MAX-IN TO ED-COUNT
           DISPLAY 'VARREC MAX LENGTH IN     ' ED-COUNT
           DIVIDE WS-SUM-IN BY WS-READ GIVING WS-AVG ROUNDED
           MOVE WS-AVG TO ED-AVG
           DISPLAY 'VARREC AVG LENGTH IN      ' ED-AVG
           MOVE WS-MIN-OUT TO ED-COUNT
           DISPLAY 'VARREC MIN LENGTH OUT    ' ED-COUNT
           MOVE WS-MAX-OUT TO ED-COUNT
           DISPLAY 'VARREC MAX LENGTH OUT    ' ED-COUNT
           DIVIDE WS-SUM-OUT BY WS-ACCEPTED GIVING WS-AVG ROUNDED
           MOVE WS-AVG TO ED-AVG
           DISPLAY 'VARREC AVG LENGTH OUT     ' ED-AVG
           MOVE WS-GRAND-TOTAL TO ED-TOTAL
           DISPLAY 'VARREC ORDER VALUE  ' ED-TOTAL
           PERFORM VARYING WS-SX FROM 1 BY 1 UNTIL WS-SX > 13
               IF WS-HIST (WS-SX) > ZERO
                   SUBTRACT 1 FROM WS-SX GIVING WS-VX
                   MOVE WS-VX TO ED-SEGS
                   MOVE WS-HIST (WS-SX) TO ED-COUNT
                   DISPLAY 'VARREC ORDERS WITH ' ED-SEGS ' SEGMENTS '
                       ED-COUNT
               END-IF
           END-PERFORM.
