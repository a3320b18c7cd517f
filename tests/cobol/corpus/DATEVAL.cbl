      * DD/ASSIGN: BILLIN(in) DUEOUT(out) REJECTS(out)
      *================================================================*
      * DATEVAL - billing due-date job: validates invoice dates and    *
      * computes due dates, Julian dates, weekdays and days late.      *
      * EXERCISES: Gregorian validation by hand (leap year: divisible  *
      *   by 4 and not by 100 unless by 400) cross-checked with        *
      *   FUNCTION TEST-DATE-YYYYMMDD, a days-in-month table by        *
      *   REDEFINES, FUNCTION INTEGER-OF-DATE / DATE-OF-INTEGER /      *
      *   DAY-OF-INTEGER / INTEGER-OF-DAY, due dates +30/+60 days and  *
      *   end of following month (EOM), weekend roll to Monday with    *
      *   FUNCTION MOD, the calendar's end (9999-12-31) as a reject,   *
      *   days late against a fixed as-of date, reject file with a     *
      *   reason code table, FILE STATUS checks, RETURN-CODE 4 when    *
      *   records were rejected.                                       *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DATEVAL.
       AUTHOR. R. DELACROIX.
       DATE-WRITTEN. 11/14/1998.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-370.
       OBJECT-COMPUTER. IBM-370.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT BILL-FILE ASSIGN TO BILLIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-BILL-FS.
           SELECT DUE-FILE ASSIGN TO DUEOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-DUE-FS.
           SELECT REJECT-FILE ASSIGN TO REJECTS
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-REJ-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  BILL-FILE.
           COPY DATEVAL-BILLREC.
       FD  DUE-FILE.
       01  DUE-REC                 PIC X(80).
       FD  REJECT-FILE.
       01  REJ-REC                 PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-FILE-STATUSES.
           05  WS-BILL-FS          PIC XX.
               88  BILL-OK         VALUE '00'.
               88  BILL-EOF        VALUE '10'.
           05  WS-DUE-FS           PIC XX.
           05  WS-REJ-FS           PIC XX.
      *    The as-of date of the run: days late are counted up to it.
       01  WS-AS-OF                PIC 9(8) VALUE 20240930.
       01  WS-AS-OF-INT            PIC S9(9) COMP.
      *    INTEGER-OF-DATE(99991231): the last day the functions know.
       01  WS-LAST-INT             PIC S9(9) COMP.
       01  WS-MONTH-DAYS-INIT.
           05  FILLER              PIC X(24)
                                   VALUE '312831303130313130313031'.
       01  WS-MONTH-DAYS REDEFINES WS-MONTH-DAYS-INIT.
           05  WS-MDAYS            PIC 99 OCCURS 12.
       01  WS-DAY-NAMES-INIT       PIC X(21)
                                   VALUE 'SUNMONTUEWEDTHUFRISAT'.
       01  WS-DAY-NAMES REDEFINES WS-DAY-NAMES-INIT.
           05  WS-DAY-NAME         PIC XXX OCCURS 7.
       01  WS-REASONS-INIT.
           05  FILLER              PIC X(24)
                                   VALUE '01DATE NOT NUMERIC     '.
           05  FILLER              PIC X(24)
                                   VALUE '02MONTH NOT 01-12      '.
           05  FILLER              PIC X(24)
                                   VALUE '03DAY NOT IN MONTH     '.
           05  FILLER              PIC X(24)
                                   VALUE '04YEAR BEFORE 1601     '.
           05  FILLER              PIC X(24)
                                   VALUE '05TERMS CODE UNKNOWN   '.
           05  FILLER              PIC X(24)
                                   VALUE '06DUE AFTER 9999-12-31 '.
       01  WS-REASONS REDEFINES WS-REASONS-INIT.
           05  WS-REASON OCCURS 6.
               10  WS-REASON-CODE  PIC 99.
               10  WS-REASON-TEXT  PIC X(22).
       01  WS-REASON-COUNTS.
           05  WS-REASON-COUNT     PIC 9(5) COMP-3 OCCURS 6.
       01  WS-WORK.
           05  WS-YYYY             PIC 9(4).
           05  WS-MM               PIC 99.
           05  WS-DD               PIC 99.
           05  WS-DATE-NUM         PIC 9(8).
           05  WS-DIM              PIC 99.
           05  WS-REJ-IX           PIC 9.
           05  WS-LEAP-SW          PIC X.
               88  LEAP-YEAR       VALUE 'Y'.
               88  COMMON-YEAR     VALUE 'N'.
           05  WS-INV-INT          PIC S9(9) COMP.
           05  WS-DUE-INT          PIC S9(9) COMP.
           05  WS-DUE-DATE         PIC 9(8).
           05  WS-DUE-PARTS REDEFINES WS-DUE-DATE.
               10  WS-DUE-YYYY     PIC 9(4).
               10  WS-DUE-MM       PIC 99.
               10  WS-DUE-DD       PIC 99.
           05  WS-JULIAN           PIC 9(7).
           05  WS-DOW              PIC 9.
           05  WS-SHIFT            PIC 9.
           05  WS-DAYS-LATE        PIC S9(7) COMP-3.
           05  WS-TEST-RC          PIC 9(8).
           05  WS-EOM-YYYY         PIC 9(4).
           05  WS-EOM-MM           PIC 99.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP-3 VALUE 0.
           05  WS-ACCEPTED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-REJECTED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-LEAP-DAYS        PIC 9(5) COMP-3 VALUE 0.
           05  WS-SHIFTED          PIC 9(5) COMP-3 VALUE 0.
           05  WS-LATE             PIC 9(5) COMP-3 VALUE 0.
           05  WS-MISMATCH         PIC 9(5) COMP-3 VALUE 0.
           05  WS-TOTAL-AMT        PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-LATE-AMT         PIC S9(11)V99 COMP-3 VALUE 0.
       01  WS-DUE-LINE.
           05  DL-ACCOUNT          PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-INVOICE          PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-INV-DATE         PIC 9999/99/99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-TERMS            PIC X(3).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-DUE-DATE         PIC 9999/99/99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-DUE-DOW          PIC X(3).
           05  DL-SHIFT-FLAG       PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-JULIAN           PIC 9999/999.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-DAYS-LATE        PIC ZZZZZZ9 BLANK WHEN ZERO.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-AMOUNT           PIC -Z,ZZZ,ZZ9.99.
       01  WS-REJ-LINE.
           05  RL-IMAGE            PIC X(35).
           05  FILLER              PIC X VALUE SPACE.
           05  RL-CODE             PIC 99.
           05  FILLER              PIC X VALUE SPACE.
           05  RL-TEXT             PIC X(22).
       01  WS-EDITS.
           05  WS-COUNT-ED         PIC ZZ,ZZ9.
           05  WS-AMT-ED           PIC -ZZZ,ZZZ,ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           PERFORM 1000-INITIALIZE
           PERFORM 2000-PROCESS UNTIL BILL-EOF
           PERFORM 9000-FINISH
           GOBACK.
       1000-INITIALIZE.
           OPEN INPUT BILL-FILE
           IF NOT BILL-OK
               DISPLAY 'DATEVAL: OPEN BILLIN FAILED, STATUS ' WS-BILL-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT DUE-FILE REJECT-FILE
           IF WS-DUE-FS NOT = '00' OR WS-REJ-FS NOT = '00'
               DISPLAY 'DATEVAL: OPEN OUTPUT FAILED ' WS-DUE-FS
                   ' ' WS-REJ-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           INITIALIZE WS-REASON-COUNTS
           COMPUTE WS-AS-OF-INT = FUNCTION INTEGER-OF-DATE(WS-AS-OF)
           COMPUTE WS-LAST-INT = FUNCTION INTEGER-OF-DATE(99991231)
           PERFORM 8000-READ.
       2000-PROCESS.
           ADD 1 TO WS-READ
           MOVE 0 TO WS-REJ-IX
           PERFORM 3000-VALIDATE-DATE
           IF WS-REJ-IX = 0 AND NOT BR-TERMS-OK
               MOVE 5 TO WS-REJ-IX
           END-IF
           IF WS-REJ-IX = 0
               PERFORM 4000-DUE-DATE
           END-IF
           IF WS-REJ-IX = 0
               PERFORM 5000-WRITE-DUE
           ELSE
               PERFORM 6000-WRITE-REJECT
           END-IF
           PERFORM 8000-READ.
      *----------------------------------------------------------------*
      * 3000: the Gregorian rules by hand.  A year is a leap year when *
      * it is divisible by 4 and not by 100, or divisible by 400.  The *
      * date functions start at 1601-01-01 (Language Reference,        *
      * INTEGER-OF-DATE).  TEST-DATE-YYYYMMDD must agree (0 = valid).  *
      *----------------------------------------------------------------*
       3000-VALIDATE-DATE.
           IF BR-INV-DATE NOT NUMERIC
               MOVE 1 TO WS-REJ-IX
           ELSE
               MOVE BR-INV-YYYY TO WS-YYYY
               MOVE BR-INV-MM TO WS-MM
               MOVE BR-INV-DD TO WS-DD
               IF WS-MM < 1 OR WS-MM > 12
                   MOVE 2 TO WS-REJ-IX
               ELSE
                   PERFORM 3100-LEAP-YEAR
                   MOVE WS-MDAYS(WS-MM) TO WS-DIM
                   IF WS-MM = 2 AND LEAP-YEAR
                       ADD 1 TO WS-DIM
                   END-IF
                   IF WS-DD = 0 OR WS-DD > WS-DIM
                       MOVE 3 TO WS-REJ-IX
                   ELSE
                       IF WS-YYYY < 1601
                           MOVE 4 TO WS-REJ-IX
                       END-IF
                   END-IF
               END-IF
               MOVE BR-INV-DATE TO WS-DATE-NUM
               COMPUTE WS-TEST-RC =
                   FUNCTION TEST-DATE-YYYYMMDD(WS-DATE-NUM)
               IF (WS-TEST-RC = 0 AND WS-REJ-IX NOT = 0)
                  OR (WS-TEST-RC NOT = 0 AND WS-REJ-IX = 0)
                   ADD 1 TO WS-MISMATCH
                   DISPLAY 'DATEVAL: TEST-DATE DISAGREES FOR '
                       BR-INV-DATE ' RC ' WS-TEST-RC
               END-IF
           END-IF.
       3100-LEAP-YEAR.
           IF FUNCTION MOD(WS-YYYY, 4) = 0
              AND (FUNCTION MOD(WS-YYYY, 100) NOT = 0
                   OR FUNCTION MOD(WS-YYYY, 400) = 0)
               SET LEAP-YEAR TO TRUE
           ELSE
               SET COMMON-YEAR TO TRUE
           END-IF.
      *----------------------------------------------------------------*
      * 4000: N30/N60 add 30/60 days; EOM is the last day of the month *
      * after the invoice month.  A due date on a Saturday or Sunday   *
      * moves to the Monday after.  INTEGER-OF-DATE(16010101) = 1 was  *
      * a Monday, so MOD(n, 7) is 0 for Sunday .. 6 for Saturday.      *
      *----------------------------------------------------------------*
       4000-DUE-DATE.
           COMPUTE WS-INV-INT = FUNCTION INTEGER-OF-DATE(WS-DATE-NUM)
           EVALUATE TRUE
               WHEN BR-NET-30
                   COMPUTE WS-DUE-INT = WS-INV-INT + 30
               WHEN BR-NET-60
                   COMPUTE WS-DUE-INT = WS-INV-INT + 60
               WHEN BR-END-OF-MONTH
                   PERFORM 4100-END-OF-NEXT-MONTH
           END-EVALUATE
           IF WS-REJ-IX = 0
               COMPUTE WS-DOW = FUNCTION MOD(WS-DUE-INT, 7)
               EVALUATE WS-DOW
                   WHEN 6 MOVE 2 TO WS-SHIFT
                   WHEN 0 MOVE 1 TO WS-SHIFT
                   WHEN OTHER MOVE 0 TO WS-SHIFT
               END-EVALUATE
               ADD WS-SHIFT TO WS-DUE-INT
               IF WS-DUE-INT > WS-LAST-INT
                   MOVE 6 TO WS-REJ-IX
               ELSE
                   COMPUTE WS-DOW = FUNCTION MOD(WS-DUE-INT, 7)
                   COMPUTE WS-DUE-DATE =
                       FUNCTION DATE-OF-INTEGER(WS-DUE-INT)
                   COMPUTE WS-JULIAN =
                       FUNCTION DAY-OF-INTEGER(WS-DUE-INT)
                   IF FUNCTION INTEGER-OF-DAY(WS-JULIAN)
                           NOT = WS-DUE-INT
                       DISPLAY 'DATEVAL: JULIAN ROUND TRIP FAILED '
                           WS-JULIAN
                       ADD 1 TO WS-MISMATCH
                   END-IF
               END-IF
           END-IF.
       4100-END-OF-NEXT-MONTH.
           MOVE WS-YYYY TO WS-EOM-YYYY
           COMPUTE WS-EOM-MM = WS-MM + 1
           IF WS-EOM-MM > 12
               MOVE 1 TO WS-EOM-MM
               ADD 1 TO WS-EOM-YYYY
                   ON SIZE ERROR MOVE 6 TO WS-REJ-IX
               END-ADD
           END-IF
           IF WS-REJ-IX = 0
               MOVE WS-EOM-YYYY TO WS-YYYY
               PERFORM 3100-LEAP-YEAR
               MOVE WS-MDAYS(WS-EOM-MM) TO WS-DIM
               IF WS-EOM-MM = 2 AND LEAP-YEAR
                   ADD 1 TO WS-DIM
               END-IF
               COMPUTE WS-DUE-DATE = WS-EOM-YYYY * 10000
                   + WS-EOM-MM * 100 + WS-DIM
               COMPUTE WS-DUE-INT =
                   FUNCTION INTEGER-OF-DATE(WS-DUE-DATE)
           END-IF.
       5000-WRITE-DUE.
           ADD 1 TO WS-ACCEPTED
           ADD BR-AMOUNT TO WS-TOTAL-AMT
           IF BR-INV-MM = '02' AND BR-INV-DD = '29'
               ADD 1 TO WS-LEAP-DAYS
           END-IF
           MOVE SPACES TO WS-DUE-LINE
           MOVE BR-ACCOUNT TO DL-ACCOUNT
           MOVE BR-INVOICE TO DL-INVOICE
           MOVE WS-DATE-NUM TO DL-INV-DATE
           MOVE BR-TERMS TO DL-TERMS
           MOVE WS-DUE-DATE TO DL-DUE-DATE
           MOVE WS-DAY-NAME(WS-DOW + 1) TO DL-DUE-DOW
           IF WS-SHIFT > 0
               MOVE '*' TO DL-SHIFT-FLAG
               ADD 1 TO WS-SHIFTED
           END-IF
           MOVE WS-JULIAN TO DL-JULIAN
           COMPUTE WS-DAYS-LATE = WS-AS-OF-INT - WS-DUE-INT
           IF WS-DAYS-LATE > 0
               ADD 1 TO WS-LATE
               ADD BR-AMOUNT TO WS-LATE-AMT
           ELSE
               MOVE 0 TO WS-DAYS-LATE
           END-IF
           MOVE WS-DAYS-LATE TO DL-DAYS-LATE
           MOVE BR-AMOUNT TO DL-AMOUNT
           WRITE DUE-REC FROM WS-DUE-LINE
           IF WS-DUE-FS NOT = '00'
               DISPLAY 'DATEVAL: WRITE DUEOUT STATUS ' WS-DUE-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       6000-WRITE-REJECT.
           ADD 1 TO WS-REJECTED
           ADD 1 TO WS-REASON-COUNT(WS-REJ-IX)
           MOVE SPACES TO WS-REJ-LINE
           MOVE BILL-REC TO RL-IMAGE
           MOVE WS-REASON-CODE(WS-REJ-IX) TO RL-CODE
           MOVE WS-REASON-TEXT(WS-REJ-IX) TO RL-TEXT
           WRITE REJ-REC FROM WS-REJ-LINE
           IF WS-REJ-FS NOT = '00'
               DISPLAY 'DATEVAL: WRITE REJECTS STATUS ' WS-REJ-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       8000-READ.
           READ BILL-FILE
           IF NOT BILL-OK AND NOT BILL-EOF
               DISPLAY 'DATEVAL: READ BILLIN STATUS ' WS-BILL-FS
               MOVE 16 TO RETURN-CODE
               SET BILL-EOF TO TRUE
           END-IF.
       9000-FINISH.
           CLOSE BILL-FILE DUE-FILE REJECT-FILE
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'DATEVAL RECORDS READ      ' WS-COUNT-ED
           MOVE WS-ACCEPTED TO WS-COUNT-ED
           DISPLAY 'DATEVAL DUE DATES WRITTEN ' WS-COUNT-ED
           MOVE WS-REJECTED TO WS-COUNT-ED
           DISPLAY 'DATEVAL RECORDS REJECTED  ' WS-COUNT-ED
           PERFORM VARYING WS-REJ-IX FROM 1 BY 1 UNTIL WS-REJ-IX > 6
               MOVE WS-REASON-COUNT(WS-REJ-IX) TO WS-COUNT-ED
               DISPLAY '  REASON ' WS-REASON-CODE(WS-REJ-IX) ' '
                   WS-REASON-TEXT(WS-REJ-IX) WS-COUNT-ED
           END-PERFORM
           MOVE WS-LEAP-DAYS TO WS-COUNT-ED
           DISPLAY 'DATEVAL LEAP-DAY INVOICES ' WS-COUNT-ED
           MOVE WS-SHIFTED TO WS-COUNT-ED
           DISPLAY 'DATEVAL WEEKEND SHIFTS    ' WS-COUNT-ED
           MOVE WS-LATE TO WS-COUNT-ED
           DISPLAY 'DATEVAL LATE AS OF ' WS-AS-OF '  ' WS-COUNT-ED
           MOVE WS-MISMATCH TO WS-COUNT-ED
           DISPLAY 'DATEVAL CROSS-CHECK ERRORS' WS-COUNT-ED
           MOVE WS-TOTAL-AMT TO WS-AMT-ED
           DISPLAY 'DATEVAL TOTAL AMOUNT ' WS-AMT-ED
           MOVE WS-LATE-AMT TO WS-AMT-ED
           DISPLAY 'DATEVAL LATE AMOUNT  ' WS-AMT-ED
           IF RETURN-CODE = 0 AND WS-REJECTED > 0
               MOVE 4 TO RETURN-CODE
           END-IF.
