      * DD/ASSIGN: LOANS(in) SCHEDULE(out) LOANREJ(out)
      *================================================================*
      * LOANAMRT - monthly amortisation schedules for a loan file.     *
      * EXERCISES: the annuity formula                                 *
      *     payment = P * r * (1+r)**n / ((1+r)**n - 1)                *
      *   computed the way shops do it, step by step in explicit       *
      *   intermediate fields with COMPUTE ROUNDED ((1+r)**n by a      *
      *   PERFORM VARYING loop of rounded products, then the ratio,    *
      *   then the payment); straight-line payment for a zero rate;    *
      *   monthly interest ROUNDED on the running balance; the final   *
      *   payment adjusted to clear the balance (adjustment shown with *
      *   CR when below the regular payment); edited fields            *
      *   (Z,ZZZ,ZZ9.99, floating $, CR, ZZ9.999), validation with     *
      *   NUMERIC class tests through REDEFINES and reason codes on a  *
      *   reject file, duplicate loan ids, FILE STATUS checks, totals. *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LOANAMRT.
       AUTHOR. M. OYELARAN.
       DATE-WRITTEN. 11/03/1994.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-370.
       OBJECT-COMPUTER. IBM-370.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT LOAN-FILE   ASSIGN TO LOANS
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-LOAN-FS.
           SELECT SCHED-FILE  ASSIGN TO SCHEDULE
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-SCHED-FS.
           SELECT REJECT-FILE ASSIGN TO LOANREJ
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-REJ-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  LOAN-FILE.
           COPY LOANAMRTR.
       FD  SCHED-FILE.
       01  SCHED-LINE              PIC X(80).
       FD  REJECT-FILE.
       01  REJECT-REC.
           05  RJ-REASON           PIC X(2).
           05  FILLER              PIC X.
           05  RJ-TEXT             PIC X(20).
           05  FILLER              PIC X.
           05  RJ-IMAGE            PIC X(45).
       WORKING-STORAGE SECTION.
       01  WS-FILE-STATUSES.
           05  WS-LOAN-FS          PIC XX.
           05  WS-SCHED-FS         PIC XX.
           05  WS-REJ-FS           PIC XX.
       01  WS-SWITCHES.
           05  WS-EOF-SW           PIC X VALUE 'N'.
               88  END-OF-LOANS    VALUE 'Y'.
           05  WS-VALID-SW         PIC X.
               88  LOAN-VALID      VALUE 'Y'.
               88  LOAN-INVALID    VALUE 'N'.
       01  WS-LIMITS.
           05  WS-MAX-RATE         PIC 9(2)V9(3) VALUE 30.000.
           05  WS-MAX-TERM         PIC 9(3)      VALUE 360.
       01  WS-PREV-ID              PIC X(6) VALUE LOW-VALUES.
      * Intermediate fields of the annuity formula (no field over 18
      * digits, no intermediate product over 30 digits).
       01  WS-CALC.
           05  WS-MONTHLY-RATE     PIC 9V9(12)      COMP-3.
           05  WS-ONE-PLUS-R       PIC 9V9(12)      COMP-3.
           05  WS-FACTOR           PIC 9(5)V9(12)   COMP-3.
           05  WS-FACTOR-M1        PIC 9(5)V9(12)   COMP-3.
           05  WS-RATIO            PIC 9(5)V9(10)   COMP-3.
           05  WS-P-TIMES-R        PIC 9(7)V9(6)    COMP-3.
           05  WS-PAYMENT          PIC 9(7)V99      COMP-3.
           05  WS-THIS-PAYMENT     PIC 9(7)V99      COMP-3.
           05  WS-INTEREST         PIC 9(7)V99      COMP-3.
           05  WS-PRIN-PART        PIC S9(7)V99     COMP-3.
           05  WS-BALANCE          PIC S9(7)V99     COMP-3.
           05  WS-ADJUST           PIC S9(7)V99     COMP-3.
           05  WS-MONTH            PIC 9(3)         COMP.
           05  WS-LOAN-INTEREST    PIC 9(9)V99      COMP-3.
           05  WS-LOAN-PAID        PIC 9(9)V99      COMP-3.
       01  WS-COUNTS.
           05  WS-READ-CT          PIC 9(5) COMP VALUE 0.
           05  WS-GOOD-CT          PIC 9(5) COMP VALUE 0.
           05  WS-REJ-CT           PIC 9(5) COMP VALUE 0.
           05  WS-LINE-CT          PIC 9(7) COMP VALUE 0.
       01  WS-TOTALS.
           05  WS-TOT-PRINCIPAL    PIC 9(11)V99 COMP-3 VALUE 0.
           05  WS-TOT-INTEREST     PIC 9(11)V99 COMP-3 VALUE 0.
           05  WS-TOT-PAID         PIC 9(11)V99 COMP-3 VALUE 0.
       01  HDR-1.
           05  FILLER              PIC X(5)  VALUE 'LOAN '.
           05  H1-ID               PIC X(6).
           05  FILLER              PIC X     VALUE SPACE.
           05  H1-NAME             PIC X(20).
           05  FILLER              PIC X(10) VALUE ' AMOUNT   '.
           05  H1-PRINCIPAL        PIC $$,$$$,$$9.99.
           05  FILLER              PIC X(7)  VALUE '  RATE '.
           05  H1-RATE             PIC Z9.999.
           05  FILLER              PIC X(7)  VALUE '% TERM '.
           05  H1-TERM             PIC ZZ9.
       01  HDR-2.
           05  FILLER              PIC X(5)  VALUE SPACES.
           05  FILLER              PIC X(20) VALUE 'MONTHLY PAYMENT '.
           05  H2-PAYMENT          PIC $$,$$$,$$9.99.
           05  FILLER              PIC X(10) VALUE '  FACTOR '.
           05  H2-FACTOR           PIC ZZZZ9.9(10).
       01  COL-HDR.
           05  FILLER              PIC X(29) VALUE
               '  MTH       PAYMENT  INTEREST'.
           05  FILLER              PIC X(38) VALUE
               '    PRINCIPAL      BALANCE  ADJUSTMENT'.
       01  DETAIL-LINE.
           05  FILLER              PIC X(2)  VALUE SPACES.
           05  DL-MONTH            PIC ZZ9.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-PAYMENT          PIC $$,$$$,$$9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-INTEREST         PIC ZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-PRINCIPAL        PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-BALANCE          PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-ADJUST           PIC ZZ,ZZ9.99CR BLANK WHEN ZERO.
       01  TOTAL-LINE.
           05  FILLER              PIC X(6)  VALUE SPACES.
           05  FILLER              PIC X(10) VALUE 'TOTAL PAID'.
           05  TL-PAID             PIC $$$,$$$,$$9.99.
           05  FILLER              PIC X(11) VALUE '  INTEREST '.
           05  TL-INTEREST         PIC $$$,$$$,$$9.99.
       01  WS-EDIT-COUNT           PIC ZZ,ZZ9.
       01  WS-EDIT-AMOUNT          PIC $$$,$$$,$$$,$$9.99.
       PROCEDURE DIVISION.
       0000-MAINLINE.
           PERFORM 1000-INITIALISE
           PERFORM 2000-PROCESS-LOAN UNTIL END-OF-LOANS
           PERFORM 9000-TERMINATE
           GOBACK.
       1000-INITIALISE.
           OPEN INPUT LOAN-FILE
           IF WS-LOAN-FS NOT = '00'
               DISPLAY 'LOANAMRT: OPEN LOANS FAILED, STATUS '
                   WS-LOAN-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT SCHED-FILE REJECT-FILE
           IF WS-SCHED-FS NOT = '00' OR WS-REJ-FS NOT = '00'
               DISPLAY 'LOANAMRT: OPEN OUTPUT FAILED ' WS-SCHED-FS
                   ' ' WS-REJ-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           PERFORM 8000-READ-LOAN.
       2000-PROCESS-LOAN.
           PERFORM 2100-VALIDATE
           IF LOAN-VALID
               PERFORM 3000-COMPUTE-PAYMENT
           END-IF
           IF LOAN-VALID
               ADD 1 TO WS-GOOD-CT
               PERFORM 4000-PRINT-SCHEDULE
           ELSE
               PERFORM 2200-WRITE-REJECT
           END-IF
           MOVE LA-LOAN-ID TO WS-PREV-ID
           PERFORM 8000-READ-LOAN.
      * Reason codes: D1 duplicate id, P1 principal not numeric or
      * zero, R1 rate not numeric or above the limit, T1 term not
      * numeric, zero or above 360 months.  First failing test wins.
      * R2 (3000-COMPUTE-PAYMENT): the rate is so small that the ratio
      * (1+r)**n / ((1+r)**n - 1) overflows WS-RATIO (ON SIZE ERROR).
       2100-VALIDATE.
           SET LOAN-VALID TO TRUE
           EVALUATE TRUE
               WHEN LA-LOAN-ID = WS-PREV-ID
                   MOVE 'D1' TO RJ-REASON
                   MOVE 'DUPLICATE LOAN ID' TO RJ-TEXT
                   SET LOAN-INVALID TO TRUE
               WHEN LA-PRINCIPAL-X NOT NUMERIC
               WHEN LA-PRINCIPAL = ZERO
                   MOVE 'P1' TO RJ-REASON
                   MOVE 'PRINCIPAL INVALID' TO RJ-TEXT
                   SET LOAN-INVALID TO TRUE
               WHEN LA-RATE-X NOT NUMERIC
               WHEN LA-RATE > WS-MAX-RATE
                   MOVE 'R1' TO RJ-REASON
                   MOVE 'RATE INVALID' TO RJ-TEXT
                   SET LOAN-INVALID TO TRUE
               WHEN LA-TERM-X NOT NUMERIC
               WHEN LA-TERM = ZERO
               WHEN LA-TERM > WS-MAX-TERM
                   MOVE 'T1' TO RJ-REASON
                   MOVE 'TERM INVALID' TO RJ-TEXT
                   SET LOAN-INVALID TO TRUE
           END-EVALUATE.
       2200-WRITE-REJECT.
           MOVE LA-LOAN-REC TO RJ-IMAGE
           WRITE REJECT-REC
           IF WS-REJ-FS NOT = '00'
               DISPLAY 'LOANAMRT: WRITE LOANREJ STATUS ' WS-REJ-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           ADD 1 TO WS-REJ-CT.
      * r = annual percent / 1200; (1+r)**n by n rounded products;
      * payment = (P * r) * ((1+r)**n / ((1+r)**n - 1)), ROUNDED.
      * With a zero rate the payment is P / n, ROUNDED.
       3000-COMPUTE-PAYMENT.
           COMPUTE WS-MONTHLY-RATE ROUNDED = LA-RATE / 1200
           IF WS-MONTHLY-RATE = ZERO
               MOVE 1 TO WS-FACTOR
               COMPUTE WS-PAYMENT ROUNDED = LA-PRINCIPAL / LA-TERM
           ELSE
               COMPUTE WS-ONE-PLUS-R = 1 + WS-MONTHLY-RATE
               MOVE 1 TO WS-FACTOR
               PERFORM VARYING WS-MONTH FROM 1 BY 1
                       UNTIL WS-MONTH > LA-TERM
                   COMPUTE WS-FACTOR ROUNDED =
                       WS-FACTOR * WS-ONE-PLUS-R
               END-PERFORM
               COMPUTE WS-FACTOR-M1 = WS-FACTOR - 1
               COMPUTE WS-RATIO ROUNDED = WS-FACTOR / WS-FACTOR-M1
                   ON SIZE ERROR
                       MOVE 'R2' TO RJ-REASON
                       MOVE 'RATE TOO SMALL' TO RJ-TEXT
                       SET LOAN-INVALID TO TRUE
               END-COMPUTE
               COMPUTE WS-P-TIMES-R ROUNDED =
                   LA-PRINCIPAL * WS-MONTHLY-RATE
               COMPUTE WS-PAYMENT ROUNDED = WS-P-TIMES-R * WS-RATIO
           END-IF.
       4000-PRINT-SCHEDULE.
           MOVE LA-LOAN-ID   TO H1-ID
           MOVE LA-BORROWER  TO H1-NAME
           MOVE LA-PRINCIPAL TO H1-PRINCIPAL
           MOVE LA-RATE      TO H1-RATE
           MOVE LA-TERM      TO H1-TERM
           MOVE WS-PAYMENT   TO H2-PAYMENT
           MOVE WS-FACTOR    TO H2-FACTOR
           WRITE SCHED-LINE FROM HDR-1
           WRITE SCHED-LINE FROM HDR-2
           WRITE SCHED-LINE FROM COL-HDR
           ADD 3 TO WS-LINE-CT
           MOVE LA-PRINCIPAL TO WS-BALANCE
           MOVE ZERO TO WS-LOAN-INTEREST WS-LOAN-PAID
           PERFORM 4100-SCHEDULE-MONTH
               VARYING WS-MONTH FROM 1 BY 1 UNTIL WS-MONTH > LA-TERM
           MOVE WS-LOAN-PAID     TO TL-PAID
           MOVE WS-LOAN-INTEREST TO TL-INTEREST
           WRITE SCHED-LINE FROM TOTAL-LINE
           MOVE SPACES TO SCHED-LINE
           WRITE SCHED-LINE
           ADD 2 TO WS-LINE-CT
           ADD LA-PRINCIPAL     TO WS-TOT-PRINCIPAL
           ADD WS-LOAN-INTEREST TO WS-TOT-INTEREST
           ADD WS-LOAN-PAID     TO WS-TOT-PAID.
      * The last month pays the whole remaining balance plus its
      * interest; the adjustment is that payment less the regular one.
       4100-SCHEDULE-MONTH.
           COMPUTE WS-INTEREST ROUNDED = WS-BALANCE * WS-MONTHLY-RATE
           IF WS-MONTH = LA-TERM
               COMPUTE WS-THIS-PAYMENT = WS-BALANCE + WS-INTEREST
               SUBTRACT WS-PAYMENT FROM WS-THIS-PAYMENT
                   GIVING WS-ADJUST
           ELSE
               MOVE WS-PAYMENT TO WS-THIS-PAYMENT
               MOVE ZERO TO WS-ADJUST
           END-IF
           SUBTRACT WS-INTEREST FROM WS-THIS-PAYMENT
               GIVING WS-PRIN-PART
           SUBTRACT WS-PRIN-PART FROM WS-BALANCE
           ADD WS-INTEREST     TO WS-LOAN-INTEREST
           ADD WS-THIS-PAYMENT TO WS-LOAN-PAID
           MOVE WS-MONTH        TO DL-MONTH
           MOVE WS-THIS-PAYMENT TO DL-PAYMENT
           MOVE WS-INTEREST     TO DL-INTEREST
           MOVE WS-PRIN-PART    TO DL-PRINCIPAL
           MOVE WS-BALANCE      TO DL-BALANCE
           MOVE WS-ADJUST       TO DL-ADJUST
           WRITE SCHED-LINE FROM DETAIL-LINE
           ADD 1 TO WS-LINE-CT.
       8000-READ-LOAN.
           READ LOAN-FILE
               AT END SET END-OF-LOANS TO TRUE
               NOT AT END ADD 1 TO WS-READ-CT
           END-READ
           IF WS-LOAN-FS NOT = '00' AND WS-LOAN-FS NOT = '10'
               DISPLAY 'LOANAMRT: READ LOANS STATUS ' WS-LOAN-FS
               MOVE 12 TO RETURN-CODE
               SET END-OF-LOANS TO TRUE
           END-IF.
       9000-TERMINATE.
           CLOSE LOAN-FILE SCHED-FILE REJECT-FILE
           MOVE WS-READ-CT TO WS-EDIT-COUNT
           DISPLAY 'LOANAMRT LOANS READ       ' WS-EDIT-COUNT
           MOVE WS-GOOD-CT TO WS-EDIT-COUNT
           DISPLAY 'LOANAMRT LOANS SCHEDULED  ' WS-EDIT-COUNT
           MOVE WS-REJ-CT TO WS-EDIT-COUNT
           DISPLAY 'LOANAMRT LOANS REJECTED   ' WS-EDIT-COUNT
           MOVE WS-LINE-CT TO WS-EDIT-COUNT
           DISPLAY 'LOANAMRT SCHEDULE LINES   ' WS-EDIT-COUNT
           MOVE WS-TOT-PRINCIPAL TO WS-EDIT-AMOUNT
           DISPLAY 'LOANAMRT TOTAL PRINCIPAL  ' WS-EDIT-AMOUNT
           MOVE WS-TOT-INTEREST TO WS-EDIT-AMOUNT
           DISPLAY 'LOANAMRT TOTAL INTEREST   ' WS-EDIT-AMOUNT
           MOVE WS-TOT-PAID TO WS-EDIT-AMOUNT
           DISPLAY 'LOANAMRT TOTAL PAID       ' WS-EDIT-AMOUNT.
