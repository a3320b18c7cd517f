      * DD/ASSIGN: PAYIN(in) TAXOUT(out) TAXREJ(out) YTDOUT(out)
      *================================================================*
      * TAXBRKT - payroll tax withholding per pay period with year-to- *
      *   date accumulation per employee (percentage method).          *
      * EXERCISES: EVALUATE TRUE ALSO TRUE decision tables (pay        *
      *   frequency x period range; social-security wage base x       *
      *   additional-Medicare threshold), a two-dimensional bracket    *
      *   table (OCCURS 3 / OCCURS 8, REDEFINES of VALUE literals,     *
      *   relative subscript BX + 1) walked by PERFORM VARYING,        *
      *   COMPUTE ROUNDED, ON SIZE ERROR on the annualised wages and   *
      *   on the year-to-date gross, signed intermediate clamped at    *
      *   zero, control break per employee with a YTD summary record,  *
      *   reject file with reason codes, FILE STATUS checks, totals.   *
      * Rules: annual taxable = (gross - pretax) * periods per year -  *
      *   allowances * 4,300.00 (zero if negative); annual tax = sum   *
      *   over the brackets of slice * rate, each step ROUNDED to the  *
      *   cent; period tax = annual tax / periods, ROUNDED.  Social    *
      *   security 6.2% of the gross up to a YTD wage base of          *
      *   168,600.00; Medicare 1.45% of the gross plus 0.9% of the     *
      *   part of the YTD gross above 200,000.00.                      *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TAXBRKT.
       AUTHOR. R. KOWALCZYK.
       DATE-WRITTEN. 02/14/1997.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-390.
       OBJECT-COMPUTER. IBM-390.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PAY-FILE    ASSIGN TO PAYIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-PAY-FS.
           SELECT TAX-FILE    ASSIGN TO TAXOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-TAX-FS.
           SELECT REJECT-FILE ASSIGN TO TAXREJ
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-REJ-FS.
           SELECT YTD-FILE    ASSIGN TO YTDOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-YTD-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  PAY-FILE.
           COPY TAXBRKTP.
       FD  TAX-FILE.
       01  TAX-LINE                PIC X(96).
       FD  REJECT-FILE.
       01  REJECT-REC              PIC X(80).
       FD  YTD-FILE.
       01  YTD-REC.
           05  YR-EMP-ID           PIC X(6).
           05  YR-EMP-NAME         PIC X(20).
           05  YR-PERIODS          PIC 99.
           05  YR-GROSS            PIC 9(7)V99.
           05  YR-FED-TAX          PIC 9(7)V99.
           05  YR-SS-TAX           PIC 9(5)V99.
           05  YR-MED-TAX          PIC 9(6)V99.
           05  YR-NET-PAY          PIC S9(7)V99
                                   SIGN LEADING SEPARATE.
       WORKING-STORAGE SECTION.
           COPY TAXBRKTT.
      * The reject record is built here: an FD has no VALUEs.
       01  WS-REJECT-REC.
           05  RJ-REASON           PIC X(2).
           05  FILLER              PIC X     VALUE SPACE.
           05  RJ-TEXT             PIC X(26).
           05  FILLER              PIC X     VALUE SPACE.
           05  RJ-IMAGE            PIC X(50).
       01  WS-FILE-STATUSES.
           05  WS-PAY-FS           PIC XX.
           05  WS-TAX-FS           PIC XX.
           05  WS-REJ-FS           PIC XX.
           05  WS-YTD-FS           PIC XX.
       01  WS-SWITCHES.
           05  WS-EOF-SW           PIC X VALUE 'N'.
               88  END-OF-PAY      VALUE 'Y'.
           05  WS-VALID-SW         PIC X.
               88  REC-VALID       VALUE 'Y'.
               88  REC-INVALID     VALUE 'N'.
       01  WS-CONSTANTS.
           05  WS-ALLOW-AMOUNT     PIC 9(4)V99   VALUE 4300.00.
           05  WS-SS-BASE          PIC 9(7)V99   VALUE 168600.00.
           05  WS-SS-RATE          PIC V9(4)     VALUE .0620.
           05  WS-MED-RATE         PIC V9(4)     VALUE .0145.
           05  WS-SURTAX-LIMIT     PIC 9(7)V99   VALUE 200000.00.
           05  WS-SURTAX-RATE      PIC V9(4)     VALUE .0090.
      * Subscripts and per-record work fields.
       01  WS-WORK.
           05  SX                  PIC 9         COMP.
           05  BX                  PIC 9         COMP.
           05  WS-PERIODS          PIC 99        COMP.
           05  WS-ANNUAL-WORK      PIC S9(7)V99  COMP-3.
           05  WS-ANNUAL-TAXABLE   PIC 9(7)V99   COMP-3.
           05  WS-SLICE            PIC 9(7)V99   COMP-3.
           05  WS-ANNUAL-TAX       PIC 9(7)V99   COMP-3.
           05  WS-FED-TAX          PIC 9(6)V99   COMP-3.
           05  WS-SS-SUBJECT       PIC 9(6)V99   COMP-3.
           05  WS-SS-TAX           PIC 9(5)V99   COMP-3.
           05  WS-MED-TAX          PIC 9(5)V99   COMP-3.
           05  WS-SURTAX-SUBJECT   PIC 9(6)V99   COMP-3.
           05  WS-SURTAX           PIC 9(5)V99   COMP-3.
           05  WS-NET-PAY          PIC S9(7)V99  COMP-3.
           05  WS-NEW-YTD-GROSS    PIC 9(7)V99   COMP-3.
      * The employee being accumulated (control break on PR-EMP-ID).
       01  WS-EMPLOYEE.
           05  WS-CUR-ID           PIC X(6)  VALUE LOW-VALUES.
           05  WS-CUR-NAME         PIC X(20).
           05  WS-CUR-FREQ         PIC X.
           05  WS-LAST-PERIOD      PIC 99.
           05  WS-YTD-PERIODS      PIC 99.
           05  WS-YTD-GROSS        PIC 9(7)V99   COMP-3.
           05  WS-YTD-FED          PIC 9(7)V99   COMP-3.
           05  WS-YTD-SS           PIC 9(5)V99   COMP-3.
           05  WS-YTD-MED          PIC 9(6)V99   COMP-3.
           05  WS-YTD-NET          PIC S9(7)V99  COMP-3.
       01  WS-COUNTS.
           05  WS-READ-CT          PIC 9(5) COMP VALUE 0.
           05  WS-TAXED-CT         PIC 9(5) COMP VALUE 0.
           05  WS-REJ-CT           PIC 9(5) COMP VALUE 0.
           05  WS-EMP-CT           PIC 9(5) COMP VALUE 0.
           05  WS-NEG-NET-CT       PIC 9(5) COMP VALUE 0.
       01  WS-TOTALS.
           05  WS-TOT-GROSS        PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-FED          PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-SS           PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-MED          PIC 9(9)V99   COMP-3 VALUE 0.
           05  WS-TOT-NET          PIC S9(9)V99  COMP-3 VALUE 0.
       01  DETAIL-LINE.
           05  DL-EMP-ID           PIC X(6).
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-STATUS           PIC X.
           05  DL-FREQ             PIC X.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-PERIOD           PIC Z9.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-GROSS            PIC ZZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-ANNUAL           PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-BRACKET          PIC 9.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-FED              PIC ZZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-SS               PIC ZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-MED              PIC ZZ,ZZ9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-NET              PIC -,---,--9.99.
           05  FILLER              PIC X     VALUE SPACE.
           05  DL-YTD              PIC Z,ZZZ,ZZ9.99.
       01  WS-TOP-BRACKET          PIC 9.
       01  WS-EDIT-COUNT           PIC ZZ,ZZ9.
       01  WS-EDIT-AMOUNT          PIC $$$,$$$,$$9.99-.
       PROCEDURE DIVISION.
       0000-MAINLINE.
           PERFORM 1000-INITIALISE
           PERFORM 2000-PROCESS-PAY UNTIL END-OF-PAY
           IF WS-CUR-ID NOT = LOW-VALUES
               PERFORM 5000-WRITE-YTD
           END-IF
           PERFORM 9000-TERMINATE
           GOBACK.
       1000-INITIALISE.
           OPEN INPUT PAY-FILE
           IF WS-PAY-FS NOT = '00'
               DISPLAY 'TAXBRKT: OPEN PAYIN FAILED, STATUS ' WS-PAY-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT TAX-FILE REJECT-FILE YTD-FILE
           IF WS-TAX-FS NOT = '00' OR WS-REJ-FS NOT = '00'
                                   OR WS-YTD-FS NOT = '00'
               DISPLAY 'TAXBRKT: OPEN OUTPUT FAILED ' WS-TAX-FS ' '
                   WS-REJ-FS ' ' WS-YTD-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           PERFORM 8000-READ-PAY.
       2000-PROCESS-PAY.
           IF PR-EMP-ID NOT = WS-CUR-ID
               IF WS-CUR-ID NOT = LOW-VALUES
                   PERFORM 5000-WRITE-YTD
               END-IF
               PERFORM 2050-NEW-EMPLOYEE
           END-IF
           PERFORM 2100-VALIDATE
           IF REC-VALID
               PERFORM 3000-FEDERAL-TAX
           END-IF
           IF REC-VALID
               PERFORM 3500-FICA
               PERFORM 4000-WRITE-DETAIL
           ELSE
               PERFORM 2200-WRITE-REJECT
           END-IF
           PERFORM 8000-READ-PAY.
      * A new employee: INITIALIZE clears the YTD accumulators; the
      * first record's pay frequency is the employee's frequency.
       2050-NEW-EMPLOYEE.
           INITIALIZE WS-EMPLOYEE
           MOVE PR-EMP-ID   TO WS-CUR-ID
           MOVE PR-EMP-NAME TO WS-CUR-NAME
           MOVE PR-PAY-FREQ TO WS-CUR-FREQ
           ADD 1 TO WS-EMP-CT.
      * Reason codes, first failing test wins: S2 filing status not
      * S/M/H; P1 period not numeric or zero; G1 gross not numeric;
      * D2 pretax or allowances not numeric; D1 pretax above gross;
      * F1 unknown frequency or period beyond the periods of a year;
      * F2 frequency differs from the employee's first record; Q1
      * period not above the previous accepted one; Y1 YTD gross
      * overflows 9(7)V99 (ON SIZE ERROR); A1 annualised wages
      * overflow 9(7)V99 (ON SIZE ERROR, in 3000-FEDERAL-TAX).
       2100-VALIDATE.
           SET REC-VALID TO TRUE
           EVALUATE TRUE
               WHEN NOT FS-VALID
                   MOVE 'S2' TO RJ-REASON
                   MOVE 'FILING STATUS INVALID' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
               WHEN PR-PERIOD-X NOT NUMERIC
               WHEN PR-PERIOD = ZERO
                   MOVE 'P1' TO RJ-REASON
                   MOVE 'PERIOD INVALID' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
               WHEN PR-GROSS-X NOT NUMERIC
                   MOVE 'G1' TO RJ-REASON
                   MOVE 'GROSS NOT NUMERIC' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
               WHEN PR-PRETAX-X NOT NUMERIC
               WHEN PR-ALLOW-X NOT NUMERIC
                   MOVE 'D2' TO RJ-REASON
                   MOVE 'DEDUCTIONS NOT NUMERIC' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
               WHEN PR-PRETAX > PR-GROSS
                   MOVE 'D1' TO RJ-REASON
                   MOVE 'PRETAX EXCEEDS GROSS' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
           END-EVALUATE
           IF REC-VALID
               PERFORM 2110-FREQUENCY
           END-IF
           IF REC-VALID
               EVALUATE TRUE
                   WHEN PR-PAY-FREQ NOT = WS-CUR-FREQ
                       MOVE 'F2' TO RJ-REASON
                       MOVE 'FREQUENCY CHANGED' TO RJ-TEXT
                       SET REC-INVALID TO TRUE
                   WHEN PR-PERIOD NOT > WS-LAST-PERIOD
                       MOVE 'Q1' TO RJ-REASON
                       MOVE 'PERIOD OUT OF SEQUENCE' TO RJ-TEXT
                       SET REC-INVALID TO TRUE
               END-EVALUATE
           END-IF
           IF REC-VALID
               ADD PR-GROSS TO WS-YTD-GROSS GIVING WS-NEW-YTD-GROSS
                   ON SIZE ERROR
                       MOVE 'Y1' TO RJ-REASON
                       MOVE 'YTD GROSS OVERFLOW' TO RJ-TEXT
                       SET REC-INVALID TO TRUE
               END-ADD
           END-IF.
      * Pay frequency against the period number: a decision table.
       2110-FREQUENCY.
           EVALUATE TRUE        ALSO TRUE
               WHEN PF-WEEKLY      ALSO PR-PERIOD NOT > 52
                   MOVE 52 TO WS-PERIODS
               WHEN PF-BIWEEKLY    ALSO PR-PERIOD NOT > 26
                   MOVE 26 TO WS-PERIODS
               WHEN PF-SEMIMONTHLY ALSO PR-PERIOD NOT > 24
                   MOVE 24 TO WS-PERIODS
               WHEN PF-MONTHLY     ALSO PR-PERIOD NOT > 12
                   MOVE 12 TO WS-PERIODS
               WHEN OTHER
                   MOVE 'F1' TO RJ-REASON
                   MOVE 'FREQUENCY OR PERIOD BAD' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
           END-EVALUATE.
       2200-WRITE-REJECT.
           MOVE PR-PAY-REC TO RJ-IMAGE
           WRITE REJECT-REC FROM WS-REJECT-REC
           IF WS-REJ-FS NOT = '00'
               DISPLAY 'TAXBRKT: WRITE TAXREJ STATUS ' WS-REJ-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           ADD 1 TO WS-REJ-CT.
      * Annualise, walk the brackets of the filing status, de-annualise.
       3000-FEDERAL-TAX.
           COMPUTE WS-ANNUAL-WORK =
               (PR-GROSS - PR-PRETAX) * WS-PERIODS
                   - PR-ALLOW * WS-ALLOW-AMOUNT
               ON SIZE ERROR
                   MOVE 'A1' TO RJ-REASON
                   MOVE 'ANNUAL WAGES TOO LARGE' TO RJ-TEXT
                   SET REC-INVALID TO TRUE
           END-COMPUTE
           IF REC-VALID
               IF WS-ANNUAL-WORK < ZERO
                   MOVE ZERO TO WS-ANNUAL-TAXABLE
               ELSE
                   MOVE WS-ANNUAL-WORK TO WS-ANNUAL-TAXABLE
               END-IF
               PERFORM VARYING SX FROM 1 BY 1
                       UNTIL TB-STATUS (SX) = PR-FILING-STATUS
                   CONTINUE
               END-PERFORM
               MOVE ZERO TO WS-ANNUAL-TAX WS-TOP-BRACKET
               PERFORM 3100-BRACKET
                   VARYING BX FROM 1 BY 1 UNTIL BX > 7
               COMPUTE WS-FED-TAX ROUNDED = WS-ANNUAL-TAX / WS-PERIODS
           END-IF.
      * The slice of the annual taxable wages that falls in bracket BX;
      * the last real bracket (7) is open above.
       3100-BRACKET.
           IF WS-ANNUAL-TAXABLE > TB-LOWER (SX, BX)
               IF BX < 7 AND
                  WS-ANNUAL-TAXABLE > TB-LOWER (SX, BX + 1)
                   COMPUTE WS-SLICE =
                       TB-LOWER (SX, BX + 1) - TB-LOWER (SX, BX)
               ELSE
                   COMPUTE WS-SLICE =
                       WS-ANNUAL-TAXABLE - TB-LOWER (SX, BX)
               END-IF
               COMPUTE WS-ANNUAL-TAX ROUNDED =
                   WS-ANNUAL-TAX + WS-SLICE * TB-RATE (SX, BX)
               MOVE BX TO WS-TOP-BRACKET
           END-IF.
      * Social security and Medicare against the YTD gross before this
      * period (WS-YTD-GROSS) and after it (WS-NEW-YTD-GROSS).  The
      * wage base is below the surtax threshold, so a gross that
      * crosses both is taxed in part by each.
       3500-FICA.
           EVALUATE TRUE ALSO TRUE
               WHEN WS-YTD-GROSS NOT < WS-SS-BASE
                   ALSO WS-YTD-GROSS NOT < WS-SURTAX-LIMIT
                   MOVE ZERO TO WS-SS-SUBJECT
                   MOVE PR-GROSS TO WS-SURTAX-SUBJECT
               WHEN WS-YTD-GROSS NOT < WS-SS-BASE
                   ALSO WS-NEW-YTD-GROSS > WS-SURTAX-LIMIT
                   MOVE ZERO TO WS-SS-SUBJECT
                   COMPUTE WS-SURTAX-SUBJECT =
                       WS-NEW-YTD-GROSS - WS-SURTAX-LIMIT
               WHEN WS-YTD-GROSS NOT < WS-SS-BASE
                   ALSO ANY
                   MOVE ZERO TO WS-SS-SUBJECT WS-SURTAX-SUBJECT
               WHEN WS-NEW-YTD-GROSS > WS-SS-BASE
                   ALSO WS-NEW-YTD-GROSS > WS-SURTAX-LIMIT
                   COMPUTE WS-SS-SUBJECT = WS-SS-BASE - WS-YTD-GROSS
                   COMPUTE WS-SURTAX-SUBJECT =
                       WS-NEW-YTD-GROSS - WS-SURTAX-LIMIT
               WHEN WS-NEW-YTD-GROSS > WS-SS-BASE
                   ALSO ANY
                   COMPUTE WS-SS-SUBJECT = WS-SS-BASE - WS-YTD-GROSS
                   MOVE ZERO TO WS-SURTAX-SUBJECT
               WHEN OTHER
                   MOVE PR-GROSS TO WS-SS-SUBJECT
                   MOVE ZERO TO WS-SURTAX-SUBJECT
           END-EVALUATE
           COMPUTE WS-SS-TAX ROUNDED = WS-SS-SUBJECT * WS-SS-RATE
           COMPUTE WS-MED-TAX ROUNDED = PR-GROSS * WS-MED-RATE
           COMPUTE WS-SURTAX ROUNDED =
               WS-SURTAX-SUBJECT * WS-SURTAX-RATE
           ADD WS-SURTAX TO WS-MED-TAX
           COMPUTE WS-NET-PAY = PR-GROSS - PR-PRETAX - WS-FED-TAX
               - WS-SS-TAX - WS-MED-TAX.
       4000-WRITE-DETAIL.
           MOVE WS-NEW-YTD-GROSS TO WS-YTD-GROSS
           MOVE PR-PERIOD        TO WS-LAST-PERIOD
           ADD 1          TO WS-YTD-PERIODS
           ADD WS-FED-TAX TO WS-YTD-FED
           ADD WS-SS-TAX  TO WS-YTD-SS
           ADD WS-MED-TAX TO WS-YTD-MED
           ADD WS-NET-PAY TO WS-YTD-NET
           IF WS-NET-PAY < ZERO
               ADD 1 TO WS-NEG-NET-CT
               DISPLAY 'TAXBRKT: NEGATIVE NET PAY ' PR-EMP-ID
                   ' PERIOD ' PR-PERIOD
           END-IF
           MOVE PR-EMP-ID         TO DL-EMP-ID
           MOVE PR-FILING-STATUS  TO DL-STATUS
           MOVE PR-PAY-FREQ       TO DL-FREQ
           MOVE PR-PERIOD         TO DL-PERIOD
           MOVE PR-GROSS          TO DL-GROSS
           MOVE WS-ANNUAL-TAXABLE TO DL-ANNUAL
           MOVE WS-TOP-BRACKET    TO DL-BRACKET
           MOVE WS-FED-TAX        TO DL-FED
           MOVE WS-SS-TAX         TO DL-SS
           MOVE WS-MED-TAX        TO DL-MED
           MOVE WS-NET-PAY        TO DL-NET
           MOVE WS-YTD-GROSS      TO DL-YTD
           WRITE TAX-LINE FROM DETAIL-LINE
           IF WS-TAX-FS NOT = '00'
               DISPLAY 'TAXBRKT: WRITE TAXOUT STATUS ' WS-TAX-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           ADD 1 TO WS-TAXED-CT
           ADD PR-GROSS   TO WS-TOT-GROSS
           ADD WS-FED-TAX TO WS-TOT-FED
           ADD WS-SS-TAX  TO WS-TOT-SS
           ADD WS-MED-TAX TO WS-TOT-MED
           ADD WS-NET-PAY TO WS-TOT-NET.
      * One YTD record per employee, also when every period of the
      * employee was rejected (zero periods, zero amounts).
       5000-WRITE-YTD.
           MOVE WS-CUR-ID      TO YR-EMP-ID
           MOVE WS-CUR-NAME    TO YR-EMP-NAME
           MOVE WS-YTD-PERIODS TO YR-PERIODS
           MOVE WS-YTD-GROSS   TO YR-GROSS
           MOVE WS-YTD-FED     TO YR-FED-TAX
           MOVE WS-YTD-SS      TO YR-SS-TAX
           MOVE WS-YTD-MED     TO YR-MED-TAX
           MOVE WS-YTD-NET     TO YR-NET-PAY
           WRITE YTD-REC
           IF WS-YTD-FS NOT = '00'
               DISPLAY 'TAXBRKT: WRITE YTDOUT STATUS ' WS-YTD-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       8000-READ-PAY.
           READ PAY-FILE
               AT END SET END-OF-PAY TO TRUE
               NOT AT END ADD 1 TO WS-READ-CT
           END-READ
           IF WS-PAY-FS NOT = '00' AND WS-PAY-FS NOT = '10'
               DISPLAY 'TAXBRKT: READ PAYIN STATUS ' WS-PAY-FS
               MOVE 12 TO RETURN-CODE
               SET END-OF-PAY TO TRUE
           END-IF.
       9000-TERMINATE.
           CLOSE PAY-FILE TAX-FILE REJECT-FILE YTD-FILE
           MOVE WS-READ-CT TO WS-EDIT-COUNT
           DISPLAY 'TAXBRKT RECORDS READ      ' WS-EDIT-COUNT
           MOVE WS-TAXED-CT TO WS-EDIT-COUNT
           DISPLAY 'TAXBRKT PERIODS TAXED     ' WS-EDIT-COUNT
           MOVE WS-REJ-CT TO WS-EDIT-COUNT
           DISPLAY 'TAXBRKT RECORDS REJECTED  ' WS-EDIT-COUNT
           MOVE WS-EMP-CT TO WS-EDIT-COUNT
           DISPLAY 'TAXBRKT EMPLOYEES         ' WS-EDIT-COUNT
           MOVE WS-NEG-NET-CT TO WS-EDIT-COUNT
           DISPLAY 'TAXBRKT NEGATIVE NET PAYS ' WS-EDIT-COUNT
           MOVE WS-TOT-GROSS TO WS-EDIT-AMOUNT
           DISPLAY 'TAXBRKT TOTAL GROSS       ' WS-EDIT-AMOUNT
           MOVE WS-TOT-FED TO WS-EDIT-AMOUNT
           DISPLAY 'TAXBRKT TOTAL FEDERAL TAX ' WS-EDIT-AMOUNT
           MOVE WS-TOT-SS TO WS-EDIT-AMOUNT
           DISPLAY 'TAXBRKT TOTAL SOC SEC TAX ' WS-EDIT-AMOUNT
           MOVE WS-TOT-MED TO WS-EDIT-AMOUNT
           DISPLAY 'TAXBRKT TOTAL MEDICARE    ' WS-EDIT-AMOUNT
           MOVE WS-TOT-NET TO WS-EDIT-AMOUNT
           DISPLAY 'TAXBRKT TOTAL NET PAY     ' WS-EDIT-AMOUNT.
