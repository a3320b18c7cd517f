      * DD/ASSIGN: METERIN(in) BILLOUT(out) BILLEXC(out)
      *================================================================*
      * BILLCYC - electricity billing cycle: meter readings to bills.  *
      * EXERCISES: reading validation with class tests through         *
      *   REDEFINES, rollover of a 5-digit meter (actual reads only,   *
      *   plausibility limit), estimated reads (estimate below the     *
      *   previous read rejected, consecutive estimates flagged), a    *
      *   rate table loaded from VALUE literals into COMP / COMP-3     *
      *   fields (OCCURS 3 with nested OCCURS 3 tiers, INDEXED BY) and *
      *   found with SEARCH, tiered usage charges ROUNDED per tier,    *
      *   customer charge, minimum charge, state and city taxes        *
      *   ROUNDED with exemption, binary (COMP) usage and counters,    *
      *   bills file and exceptions file, a trailer record with count  *
      *   and hash total, control totals reconciled at the end with    *
      *   RETURN-CODE 4 when they do not balance, FILE STATUS checks.  *
      * Rules: usage = (current - previous) * multiplier; when the     *
      *   current read is below the previous one on an actual read the *
      *   meter rolled over: raw usage = 100000 - previous + current,  *
      *   rejected above 20,000; tiers are cumulative kWh limits per   *
      *   class, the last one open; minimum charge applies to energy + *
      *   customer charge; state tax 6.25%, city tax 2.5% of the       *
      *   charges, each ROUNDED, none for exempt accounts.             *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. BILLCYC.
       AUTHOR. S. NAKASHIMA.
       DATE-WRITTEN. 04/30/1988.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-3090.
       OBJECT-COMPUTER. IBM-3090.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT METER-FILE ASSIGN TO METERIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-MTR-FS.
           SELECT BILL-FILE  ASSIGN TO BILLOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-BILL-FS.
           SELECT EXC-FILE   ASSIGN TO BILLEXC
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-EXC-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  METER-FILE.
           COPY BILLCYCM.
       FD  BILL-FILE.
       01  BILL-REC.
           05  BL-ACCOUNT          PIC X(10).
           05  BL-CLASS            PIC X.
           05  BL-PREV-READ        PIC 9(5).
           05  BL-CURR-READ        PIC 9(5).
           05  BL-READ-TYPE        PIC X.
           05  BL-ROLLOVER         PIC X.
           05  BL-USAGE            PIC 9(9).
           05  BL-ENERGY           PIC 9(7)V99.
           05  BL-CUST-CHG         PIC 9(3)V99.
           05  BL-MIN-ADJ          PIC 9(3)V99.
           05  BL-STATE-TAX        PIC 9(6)V99.
           05  BL-CITY-TAX         PIC 9(6)V99.
           05  BL-TOTAL            PIC 9(7)V99.
           05  BL-NAME             PIC X(20).
       FD  EXC-FILE.
       01  EXC-REC                 PIC X(90).
       WORKING-STORAGE SECTION.
      * The exception record is built here: an FD has no VALUEs.
       01  WS-EXC-REC.
           05  EX-CODE             PIC X(2).
           05  FILLER              PIC X     VALUE SPACE.
           05  EX-TEXT             PIC X(26).
           05  FILLER              PIC X     VALUE SPACE.
           05  EX-IMAGE            PIC X(60).
       01  WS-FILE-STATUSES.
           05  WS-MTR-FS           PIC XX.
           05  WS-BILL-FS          PIC XX.
           05  WS-EXC-FS           PIC XX.
       01  WS-SWITCHES.
           05  WS-EOF-SW           PIC X VALUE 'N'.
               88  END-OF-METERS   VALUE 'Y'.
           05  WS-TRAILER-SW       PIC X VALUE 'N'.
               88  TRAILER-SEEN    VALUE 'Y'.
           05  WS-VALID-SW         PIC X.
               88  READ-VALID      VALUE 'Y'.
               88  READ-INVALID    VALUE 'N'.
           05  WS-BALANCE-SW       PIC X VALUE 'Y'.
               88  TOTALS-BALANCE  VALUE 'Y'.
               88  OUT-OF-BALANCE  VALUE 'N'.
      * The rate table as it is maintained (display form): per class
      * the class code, customer charge 9(3)V99, minimum charge
      * 9(3)V99, then three tiers of cumulative kWh limit 9(7) and rate
      * 9V9(4) per kWh; the last tier is open whatever its limit.
       01  RT-VALUES.
           05  FILLER              PIC X(11) VALUE 'R0095001500'.
           05  FILLER              PIC X(36) VALUE
               '000050001125000100001340999999901580'.
           05  FILLER              PIC X(11) VALUE 'C0250004000'.
           05  FILLER              PIC X(36) VALUE
               '000200001050001000000975999999900890'.
           05  FILLER              PIC X(11) VALUE 'I1500025000'.
           05  FILLER              PIC X(36) VALUE
               '001000000850010000000720999999900655'.
       01  RT-DISPLAY REDEFINES RT-VALUES.
           05  RD-ENTRY            OCCURS 3 TIMES.
               10  RD-CLASS        PIC X.
               10  RD-CUST-CHG     PIC 9(3)V99.
               10  RD-MIN-CHG      PIC 9(3)V99.
               10  RD-TIER         OCCURS 3 TIMES.
                   15  RD-UPPER    PIC 9(7).
                   15  RD-RATE     PIC 9V9(4).
      * The working rate table: binary limits, packed money.
       01  RATE-TABLE.
           05  RT-ENTRY            OCCURS 3 TIMES INDEXED BY RX.
               10  RT-CLASS        PIC X.
               10  RT-CUST-CHG     PIC 9(3)V99   COMP-3.
               10  RT-MIN-CHG      PIC 9(3)V99   COMP-3.
               10  RT-HIGH-USAGE   PIC S9(9)     COMP.
               10  RT-TIER         OCCURS 3 TIMES INDEXED BY TX.
                   15  RT-UPPER    PIC S9(9)     COMP.
                   15  RT-RATE     PIC 9V9(4)    COMP-3.
       01  WS-TAX-RATES.
           05  WS-STATE-RATE       PIC V9(4)     COMP-3 VALUE .0625.
           05  WS-CITY-RATE        PIC V9(4)     COMP-3 VALUE .0250.
       01  WS-LIMITS.
           05  WS-ROLLOVER-LIMIT   PIC S9(9)     COMP VALUE 20000.
           05  WS-METER-MODULUS    PIC S9(9)     COMP VALUE 100000.
       01  WS-SUBS.
           05  WS-CX               PIC S9(4)     COMP.
           05  WS-TX               PIC S9(4)     COMP.
      * Per-reading work fields.
       01  WS-BILL-WORK.
           05  WS-RAW-USAGE        PIC S9(9)     COMP.
           05  WS-USAGE            PIC S9(9)     COMP.
           05  WS-REMAINING        PIC S9(9)     COMP.
           05  WS-LOWER            PIC S9(9)     COMP.
           05  WS-TIER-KWH         PIC S9(9)     COMP.
           05  WS-TIER-CHG         PIC 9(7)V99   COMP-3.
           05  WS-ENERGY           PIC 9(7)V99   COMP-3.
           05  WS-SUBTOTAL         PIC 9(7)V99   COMP-3.
           05  WS-MIN-ADJ          PIC 9(3)V99   COMP-3.
           05  WS-STATE-TAX        PIC 9(6)V99   COMP-3.
           05  WS-CITY-TAX         PIC 9(6)V99   COMP-3.
           05  WS-TOTAL            PIC 9(7)V99   COMP-3.
           05  WS-ROLLOVER-FLAG    PIC X.
       01  WS-CONTROL-TOTALS.
           05  WS-RECS-READ        PIC S9(7)     COMP VALUE 0.
           05  WS-DETAILS-READ     PIC S9(7)     COMP VALUE 0.
           05  WS-BILLED-CT        PIC S9(7)     COMP VALUE 0.
           05  WS-REJECTED-CT      PIC S9(7)     COMP VALUE 0.
           05  WS-WARNING-CT       PIC S9(7)     COMP VALUE 0.
           05  WS-OTHER-CT         PIC S9(7)     COMP VALUE 0.
           05  WS-ESTIMATED-CT     PIC S9(7)     COMP VALUE 0.
           05  WS-ROLLOVER-CT      PIC S9(7)     COMP VALUE 0.
           05  WS-HASH-READINGS    PIC 9(11)     COMP-3 VALUE 0.
           05  WS-TOT-USAGE        PIC S9(11)    COMP-3 VALUE 0.
           05  WS-TOT-ENERGY       PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-CUST-CHG     PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-MIN-ADJ      PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-STATE-TAX    PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-CITY-TAX     PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-BILLED       PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-CHECK-TOTAL      PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TRL-COUNT        PIC 9(7)      VALUE 0.
           05  WS-TRL-HASH         PIC 9(11)     VALUE 0.
       01  WS-EDIT-COUNT           PIC Z,ZZZ,ZZ9.
       01  WS-EDIT-HASH            PIC ZZ,ZZZ,ZZZ,ZZ9.
       01  WS-EDIT-AMOUNT          PIC $$$$,$$$,$$9.99.
       PROCEDURE DIVISION.
       0000-MAINLINE.
           PERFORM 1000-INITIALISE
           PERFORM 2000-PROCESS-RECORD UNTIL END-OF-METERS
           PERFORM 8500-RECONCILE
           PERFORM 9000-TERMINATE
           GOBACK.
       1000-INITIALISE.
           OPEN INPUT METER-FILE
           IF WS-MTR-FS NOT = '00'
               DISPLAY 'BILLCYC: OPEN METERIN FAILED, STATUS '
                   WS-MTR-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT BILL-FILE EXC-FILE
           IF WS-BILL-FS NOT = '00' OR WS-EXC-FS NOT = '00'
               DISPLAY 'BILLCYC: OPEN OUTPUT FAILED ' WS-BILL-FS ' '
                   WS-EXC-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           PERFORM 1100-LOAD-RATES
               VARYING WS-CX FROM 1 BY 1 UNTIL WS-CX > 3
           PERFORM 8000-READ-METER.
      * Display-form rates to the working table; the high-usage
      * warning limit is ten times the class's second tier limit.
       1100-LOAD-RATES.
           MOVE RD-CLASS (WS-CX)    TO RT-CLASS (WS-CX)
           MOVE RD-CUST-CHG (WS-CX) TO RT-CUST-CHG (WS-CX)
           MOVE RD-MIN-CHG (WS-CX)  TO RT-MIN-CHG (WS-CX)
           PERFORM VARYING WS-TX FROM 1 BY 1 UNTIL WS-TX > 3
               MOVE RD-UPPER (WS-CX, WS-TX)
                   TO RT-UPPER (WS-CX, WS-TX)
               MOVE RD-RATE (WS-CX, WS-TX)
                   TO RT-RATE (WS-CX, WS-TX)
           END-PERFORM
           COMPUTE RT-HIGH-USAGE (WS-CX) = RT-UPPER (WS-CX, 2) * 10.
       2000-PROCESS-RECORD.
           EVALUATE TRUE
               WHEN TRAILER-SEEN
                   MOVE 'E9' TO EX-CODE
                   MOVE 'RECORD AFTER TRAILER' TO EX-TEXT
                   PERFORM 7000-WRITE-EXCEPTION
                   ADD 1 TO WS-OTHER-CT
               WHEN MR-DETAIL
                   ADD 1 TO WS-DETAILS-READ
                   IF MR-CURR-READ-X IS NUMERIC
                       ADD MR-CURR-READ TO WS-HASH-READINGS
                   END-IF
                   PERFORM 2100-VALIDATE
                   IF READ-VALID
                       PERFORM 3000-COMPUTE-BILL
                       PERFORM 4000-WRITE-BILL
                   ELSE
                       PERFORM 7000-WRITE-EXCEPTION
                       ADD 1 TO WS-REJECTED-CT
                   END-IF
               WHEN MR-TRAILER
                   SET TRAILER-SEEN TO TRUE
                   MOVE MT-COUNT TO WS-TRL-COUNT
                   MOVE MT-HASH  TO WS-TRL-HASH
               WHEN OTHER
                   MOVE 'E0' TO EX-CODE
                   MOVE 'UNKNOWN RECORD TYPE' TO EX-TEXT
                   PERFORM 7000-WRITE-EXCEPTION
                   ADD 1 TO WS-OTHER-CT
           END-EVALUATE
           PERFORM 8000-READ-METER.
      * Rejects, first failing test wins: E1 account blank, E2 class
      * not in the rate table, E3 a reading not numeric, E4 read type
      * not A/E, E5 days not numeric or outside 25-35, E7 multiplier
      * not numeric or zero, E8 estimate below the previous read, E6
      * rollover usage above the plausibility limit.
       2100-VALIDATE.
           SET READ-VALID TO TRUE
           SET RX TO 1
           SEARCH RT-ENTRY
               AT END
                   MOVE 'E2' TO EX-CODE
                   MOVE 'SERVICE CLASS UNKNOWN' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               WHEN RT-CLASS (RX) = MR-CLASS
                   CONTINUE
           END-SEARCH
           EVALUATE TRUE
               WHEN MR-ACCOUNT = SPACES
                   MOVE 'E1' TO EX-CODE
                   MOVE 'ACCOUNT MISSING' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               WHEN READ-INVALID
                   CONTINUE
               WHEN MR-PREV-READ-X NOT NUMERIC
               WHEN MR-CURR-READ-X NOT NUMERIC
                   MOVE 'E3' TO EX-CODE
                   MOVE 'READING NOT NUMERIC' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               WHEN NOT MR-ACTUAL AND NOT MR-ESTIMATED
                   MOVE 'E4' TO EX-CODE
                   MOVE 'READ TYPE INVALID' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               WHEN MR-DAYS-X NOT NUMERIC
               WHEN MR-DAYS < 25 OR MR-DAYS > 35
                   MOVE 'E5' TO EX-CODE
                   MOVE 'CYCLE DAYS INVALID' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               WHEN MR-MULTIPLIER-X NOT NUMERIC
               WHEN MR-MULTIPLIER = ZERO
                   MOVE 'E7' TO EX-CODE
                   MOVE 'MULTIPLIER INVALID' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               WHEN MR-CURR-READ < MR-PREV-READ AND MR-ESTIMATED
                   MOVE 'E8' TO EX-CODE
                   MOVE 'ESTIMATE BELOW PREVIOUS' TO EX-TEXT
                   SET READ-INVALID TO TRUE
           END-EVALUATE
           IF READ-VALID
               MOVE SPACE TO WS-ROLLOVER-FLAG
               IF MR-CURR-READ < MR-PREV-READ
                   COMPUTE WS-RAW-USAGE = WS-METER-MODULUS
                       - MR-PREV-READ + MR-CURR-READ
                   MOVE 'R' TO WS-ROLLOVER-FLAG
               ELSE
                   COMPUTE WS-RAW-USAGE = MR-CURR-READ - MR-PREV-READ
               END-IF
               IF WS-ROLLOVER-FLAG = 'R'
                  AND WS-RAW-USAGE > WS-ROLLOVER-LIMIT
                   MOVE 'E6' TO EX-CODE
                   MOVE 'IMPLAUSIBLE ROLLOVER' TO EX-TEXT
                   SET READ-INVALID TO TRUE
               END-IF
           END-IF.
      * Tiered energy charge, customer charge, minimum, taxes.
       3000-COMPUTE-BILL.
           COMPUTE WS-USAGE = WS-RAW-USAGE * MR-MULTIPLIER
           MOVE WS-USAGE TO WS-REMAINING
           MOVE ZERO TO WS-ENERGY WS-LOWER
           PERFORM VARYING TX FROM 1 BY 1
                   UNTIL TX > 3 OR WS-REMAINING = ZERO
               IF TX = 3
                   MOVE WS-REMAINING TO WS-TIER-KWH
               ELSE
                   COMPUTE WS-TIER-KWH = RT-UPPER (RX, TX) - WS-LOWER
                   IF WS-TIER-KWH > WS-REMAINING
                       MOVE WS-REMAINING TO WS-TIER-KWH
                   END-IF
                   MOVE RT-UPPER (RX, TX) TO WS-LOWER
               END-IF
               COMPUTE WS-TIER-CHG ROUNDED =
                   WS-TIER-KWH * RT-RATE (RX, TX)
               ADD WS-TIER-CHG TO WS-ENERGY
               SUBTRACT WS-TIER-KWH FROM WS-REMAINING
           END-PERFORM
           COMPUTE WS-SUBTOTAL = WS-ENERGY + RT-CUST-CHG (RX)
           IF WS-SUBTOTAL < RT-MIN-CHG (RX)
               COMPUTE WS-MIN-ADJ = RT-MIN-CHG (RX) - WS-SUBTOTAL
               ADD WS-MIN-ADJ TO WS-SUBTOTAL
           ELSE
               MOVE ZERO TO WS-MIN-ADJ
           END-IF
           IF MR-EXEMPT
               MOVE ZERO TO WS-STATE-TAX WS-CITY-TAX
           ELSE
               COMPUTE WS-STATE-TAX ROUNDED =
                   WS-SUBTOTAL * WS-STATE-RATE
               COMPUTE WS-CITY-TAX ROUNDED =
                   WS-SUBTOTAL * WS-CITY-RATE
           END-IF
           COMPUTE WS-TOTAL = WS-SUBTOTAL + WS-STATE-TAX + WS-CITY-TAX.
      * The bill, its warnings (W1 high usage, W2 second estimate in
      * a row, W3 no usage on an actual read) and the control totals.
       4000-WRITE-BILL.
           MOVE MR-ACCOUNT        TO BL-ACCOUNT
           MOVE MR-CLASS          TO BL-CLASS
           MOVE MR-PREV-READ      TO BL-PREV-READ
           MOVE MR-CURR-READ      TO BL-CURR-READ
           MOVE MR-READ-TYPE      TO BL-READ-TYPE
           MOVE WS-ROLLOVER-FLAG  TO BL-ROLLOVER
           MOVE WS-USAGE          TO BL-USAGE
           MOVE WS-ENERGY         TO BL-ENERGY
           MOVE RT-CUST-CHG (RX)  TO BL-CUST-CHG
           MOVE WS-MIN-ADJ        TO BL-MIN-ADJ
           MOVE WS-STATE-TAX      TO BL-STATE-TAX
           MOVE WS-CITY-TAX       TO BL-CITY-TAX
           MOVE WS-TOTAL          TO BL-TOTAL
           MOVE MR-NAME           TO BL-NAME
           WRITE BILL-REC
           IF WS-BILL-FS NOT = '00'
               DISPLAY 'BILLCYC: WRITE BILLOUT STATUS ' WS-BILL-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           IF WS-USAGE > RT-HIGH-USAGE (RX)
               MOVE 'W1' TO EX-CODE
               MOVE 'HIGH USAGE - BILLED' TO EX-TEXT
               PERFORM 7000-WRITE-EXCEPTION
               ADD 1 TO WS-WARNING-CT
           END-IF
           IF MR-ESTIMATED AND MR-PREV-READ-TYPE = 'E'
               MOVE 'W2' TO EX-CODE
               MOVE 'CONSECUTIVE ESTIMATE' TO EX-TEXT
               PERFORM 7000-WRITE-EXCEPTION
               ADD 1 TO WS-WARNING-CT
           END-IF
           IF MR-ACTUAL AND WS-USAGE = ZERO
               MOVE 'W3' TO EX-CODE
               MOVE 'NO USAGE ON ACTUAL READ' TO EX-TEXT
               PERFORM 7000-WRITE-EXCEPTION
               ADD 1 TO WS-WARNING-CT
           END-IF
           IF MR-ESTIMATED
               ADD 1 TO WS-ESTIMATED-CT
           END-IF
           IF WS-ROLLOVER-FLAG = 'R'
               ADD 1 TO WS-ROLLOVER-CT
           END-IF
           ADD 1                 TO WS-BILLED-CT
           ADD WS-USAGE          TO WS-TOT-USAGE
           ADD WS-ENERGY         TO WS-TOT-ENERGY
           ADD RT-CUST-CHG (RX)  TO WS-TOT-CUST-CHG
           ADD WS-MIN-ADJ        TO WS-TOT-MIN-ADJ
           ADD WS-STATE-TAX      TO WS-TOT-STATE-TAX
           ADD WS-CITY-TAX       TO WS-TOT-CITY-TAX
           ADD WS-TOTAL          TO WS-TOT-BILLED.
       7000-WRITE-EXCEPTION.
           MOVE MR-REC TO EX-IMAGE
           WRITE EXC-REC FROM WS-EXC-REC
           IF WS-EXC-FS NOT = '00'
               DISPLAY 'BILLCYC: WRITE BILLEXC STATUS ' WS-EXC-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       8000-READ-METER.
           READ METER-FILE
               AT END SET END-OF-METERS TO TRUE
               NOT AT END ADD 1 TO WS-RECS-READ
           END-READ
           IF WS-MTR-FS NOT = '00' AND WS-MTR-FS NOT = '10'
               DISPLAY 'BILLCYC: READ METERIN STATUS ' WS-MTR-FS
               MOVE 12 TO RETURN-CODE
               SET END-OF-METERS TO TRUE
           END-IF.
      * The run balances when: the trailer was read and its count and
      * hash equal the details read and their numeric current reads;
      * every detail was billed or rejected; and the bill totals equal
      * the sum of the components billed.
       8500-RECONCILE.
           IF NOT TRAILER-SEEN
               DISPLAY 'BILLCYC: TRAILER RECORD MISSING'
               SET OUT-OF-BALANCE TO TRUE
           ELSE
               IF WS-TRL-COUNT NOT = WS-DETAILS-READ
                   DISPLAY 'BILLCYC: TRAILER COUNT DIFFERS'
                   SET OUT-OF-BALANCE TO TRUE
               END-IF
               IF WS-TRL-HASH NOT = WS-HASH-READINGS
                   DISPLAY 'BILLCYC: TRAILER HASH TOTAL DIFFERS'
                   SET OUT-OF-BALANCE TO TRUE
               END-IF
           END-IF
           IF WS-BILLED-CT + WS-REJECTED-CT NOT = WS-DETAILS-READ
               DISPLAY 'BILLCYC: BILLED + REJECTED NOT = READ'
               SET OUT-OF-BALANCE TO TRUE
           END-IF
           COMPUTE WS-CHECK-TOTAL = WS-TOT-ENERGY + WS-TOT-CUST-CHG
               + WS-TOT-MIN-ADJ + WS-TOT-STATE-TAX + WS-TOT-CITY-TAX
           IF WS-CHECK-TOTAL NOT = WS-TOT-BILLED
               DISPLAY 'BILLCYC: COMPONENTS NOT = TOTAL BILLED'
               SET OUT-OF-BALANCE TO TRUE
           END-IF
           IF OUT-OF-BALANCE
               DISPLAY 'BILLCYC: CONTROL TOTALS OUT OF BALANCE'
               MOVE 4 TO RETURN-CODE
           ELSE
               DISPLAY 'BILLCYC: CONTROL TOTALS BALANCE'
           END-IF.
       9000-TERMINATE.
           CLOSE METER-FILE BILL-FILE EXC-FILE
           MOVE WS-RECS-READ TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC RECORDS READ       ' WS-EDIT-COUNT
           MOVE WS-DETAILS-READ TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC READINGS READ      ' WS-EDIT-COUNT
           MOVE WS-TRL-COUNT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC TRAILER COUNT      ' WS-EDIT-COUNT
           MOVE WS-BILLED-CT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC BILLS WRITTEN      ' WS-EDIT-COUNT
           MOVE WS-REJECTED-CT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC READINGS REJECTED  ' WS-EDIT-COUNT
           MOVE WS-WARNING-CT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC WARNINGS           ' WS-EDIT-COUNT
           MOVE WS-OTHER-CT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC OTHER RECORDS      ' WS-EDIT-COUNT
           MOVE WS-ESTIMATED-CT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC ESTIMATED READS    ' WS-EDIT-COUNT
           MOVE WS-ROLLOVER-CT TO WS-EDIT-COUNT
           DISPLAY 'BILLCYC METER ROLLOVERS    ' WS-EDIT-COUNT
           MOVE WS-HASH-READINGS TO WS-EDIT-HASH
           DISPLAY 'BILLCYC HASH OF READINGS   ' WS-EDIT-HASH
           MOVE WS-TOT-USAGE TO WS-EDIT-HASH
           DISPLAY 'BILLCYC TOTAL KWH          ' WS-EDIT-HASH
           MOVE WS-TOT-ENERGY TO WS-EDIT-AMOUNT
           DISPLAY 'BILLCYC ENERGY CHARGES     ' WS-EDIT-AMOUNT
           MOVE WS-TOT-CUST-CHG TO WS-EDIT-AMOUNT
           DISPLAY 'BILLCYC CUSTOMER CHARGES   ' WS-EDIT-AMOUNT
           MOVE WS-TOT-MIN-ADJ TO WS-EDIT-AMOUNT
           DISPLAY 'BILLCYC MINIMUM ADJUSTMENT ' WS-EDIT-AMOUNT
           MOVE WS-TOT-STATE-TAX TO WS-EDIT-AMOUNT
           DISPLAY 'BILLCYC STATE TAX          ' WS-EDIT-AMOUNT
           MOVE WS-TOT-CITY-TAX TO WS-EDIT-AMOUNT
           DISPLAY 'BILLCYC CITY TAX           ' WS-EDIT-AMOUNT
           MOVE WS-TOT-BILLED TO WS-EDIT-AMOUNT
           DISPLAY 'BILLCYC TOTAL BILLED       ' WS-EDIT-AMOUNT.
