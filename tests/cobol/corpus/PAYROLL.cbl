      * DD/ASSIGN: EMPIN(in) PAYSLIP(out)
      *================================================================*
      * PAYROLL - weekly payroll: gross, overtime, federal and state   *
      * withholding, voluntary deductions, net pay.                    *
      * EXERCISES: record with OCCURS DEPENDING ON (variable deduction *
      *   list), SEARCH ALL on ASCENDING KEY tables (federal brackets, *
      *   state rates) from a nested COPY (taxtab -> TAXSTATE.CPY),    *
      *   SEARCH (serial) with VARYING and AT END, SET index UP BY,    *
      *   PERFORM VARYING over the ODO table, COMPUTE ROUNDED, COMP-3, *
      *   COMP, PIC V99 / SV9(4) fractions, P scaling (PIC 9PPP and    *
      *   PIC VPP9), ADD CORRESPONDING for year-to-date totals,        *
      *   EVALUATE TRUE ALSO TRUE, WHEN OTHER, NOT ON SIZE ERROR.      *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PAYROLL.
       AUTHOR. S. O'DONNELL.
       DATE-WRITTEN. 11/02/1994.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT EMP-FILE ASSIGN TO EMPIN
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT SLIP-FILE ASSIGN TO PAYSLIP
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  EMP-FILE
           RECORD IS VARYING IN SIZE FROM 41 TO 81 CHARACTERS.
       01  EMP-REC.
           05  EMP-ID              PIC 9(5).
           05  EMP-NAME            PIC X(20).
           05  EMP-PAY-TYPE        PIC X.
               88  EMP-HOURLY      VALUE 'H'.
               88  EMP-SALARIED    VALUE 'S'.
           05  EMP-RATE            PIC 9(4)V99.
           05  EMP-HOURS           PIC 9(2)V9.
           05  EMP-STATE           PIC XX.
           05  EMP-DED-CNT         PIC 9.
           05  EMP-DED OCCURS 0 TO 5 TIMES
                   DEPENDING ON EMP-DED-CNT.
               10  EMP-DED-CODE    PIC XX.
               10  EMP-DED-AMT     PIC 9(4)V99.
       FD  SLIP-FILE.
       01  SLIP-LINE               PIC X(96).
       WORKING-STORAGE SECTION.
           COPY taxtab.
       01  DED-CODE-VALUES         PIC X(12) VALUE 'MDDNRTUNCHLN'.
       01  DED-CODE-TABLE REDEFINES DED-CODE-VALUES.
           05  DED-CODE-ENTRY      PIC XX OCCURS 6 INDEXED BY DC-IX.
       01  WS-EOF                  PIC X VALUE 'N'.
       01  WS-I                    PIC S9(4) COMP.
       01  WS-PAY.
           05  WS-REG-HOURS        PIC S9(3)V9    COMP-3.
           05  WS-OT-HOURS         PIC S9(3)V9    COMP-3.
           05  WS-GROSS            PIC S9(7)V99   COMP-3.
           05  WS-FED-TAX          PIC S9(7)V99   COMP-3.
           05  WS-STATE-TAX        PIC S9(7)V99   COMP-3.
           05  WS-DEDUCTIONS       PIC S9(7)V99   COMP-3.
           05  WS-NET              PIC S9(7)V99   COMP-3.
       01  WS-TOTALS.
           05  WS-GROSS            PIC S9(9)V99   COMP-3 VALUE 0.
           05  WS-FED-TAX          PIC S9(9)V99   COMP-3 VALUE 0.
           05  WS-STATE-TAX        PIC S9(9)V99   COMP-3 VALUE 0.
           05  WS-DEDUCTIONS       PIC S9(9)V99   COMP-3 VALUE 0.
           05  WS-NET              PIC S9(9)V99   COMP-3 VALUE 0.
       01  WS-OT-FACTOR            PIC 9V9        VALUE 1.5.
       01  WS-WEEKS-PER-YEAR       PIC 99         VALUE 52.
       01  WS-THOUSANDS            PIC 9PPP       VALUE 3000.
       01  WS-TINY-RATE            PIC VPP9       VALUE .005.
       01  WS-STATE-RATE           PIC SV9(4)     COMP-3.
       01  WS-EMP-CNT              PIC 9(3)       VALUE 0.
       01  WS-ERR-CNT              PIC 9(3)       VALUE 0.
       01  SL-DETAIL.
           05  SL-ID               PIC 9(5).
           05  FILLER              PIC X VALUE SPACE.
           05  SL-NAME             PIC X(20).
           05  SL-GROSS            PIC ZZ,ZZ9.99.
           05  SL-FED              PIC ZZ,ZZ9.99.
           05  SL-STATE            PIC Z,ZZ9.99.
           05  SL-DED              PIC Z,ZZ9.99.
           05  SL-NET              PIC ZZ,ZZ9.99-.
           05  FILLER              PIC X VALUE SPACE.
           05  SL-NOTE             PIC X(20).
       01  SL-TOTAL-LINE.
           05  FILLER              PIC X(26) VALUE 'TOTALS'.
           05  ST-GROSS            PIC ZZZ,ZZ9.99.
           05  ST-FED              PIC ZZZ,ZZ9.99.
           05  ST-STATE            PIC ZZ,ZZ9.99.
           05  ST-DED              PIC ZZ,ZZ9.99.
           05  ST-NET              PIC ZZZ,ZZ9.99-.
       PROCEDURE DIVISION.
       MAIN-LINE.
           OPEN INPUT EMP-FILE OUTPUT SLIP-FILE
           PERFORM UNTIL WS-EOF = 'Y'
               READ EMP-FILE
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END PERFORM PAY-ONE
               END-READ
           END-PERFORM
           MOVE WS-GROSS      OF WS-TOTALS TO ST-GROSS
           MOVE WS-FED-TAX    OF WS-TOTALS TO ST-FED
           MOVE WS-STATE-TAX  OF WS-TOTALS TO ST-STATE
           MOVE WS-DEDUCTIONS OF WS-TOTALS TO ST-DED
           MOVE WS-NET        OF WS-TOTALS TO ST-NET
           WRITE SLIP-LINE FROM SL-TOTAL-LINE
           CLOSE EMP-FILE SLIP-FILE
           DISPLAY 'PAYROLL EMPLOYEES ' WS-EMP-CNT ' ERRORS ' WS-ERR-CNT
           DISPLAY 'SCALED ' WS-THOUSANDS ' ' WS-TINY-RATE
           STOP RUN.
       PAY-ONE.
           INITIALIZE WS-PAY
           MOVE SPACES TO SL-NOTE
           EVALUATE TRUE ALSO TRUE
               WHEN EMP-HOURLY ALSO EMP-HOURS > 40
                   MOVE 40 TO WS-REG-HOURS
                   SUBTRACT 40 FROM EMP-HOURS GIVING WS-OT-HOURS
                   COMPUTE WS-GROSS OF WS-PAY ROUNDED =
                       EMP-RATE * WS-REG-HOURS +
                       EMP-RATE * WS-OT-FACTOR * WS-OT-HOURS
                   MOVE 'OVERTIME' TO SL-NOTE
               WHEN EMP-HOURLY ALSO ANY
                   MULTIPLY EMP-RATE BY EMP-HOURS
                       GIVING WS-GROSS OF WS-PAY ROUNDED
               WHEN EMP-SALARIED ALSO ANY
      *            EMP-RATE holds the annual salary in hundreds
                   COMPUTE WS-GROSS OF WS-PAY ROUNDED =
                       EMP-RATE * 100 / WS-WEEKS-PER-YEAR
               WHEN OTHER
                   MOVE 'BAD PAY TYPE' TO SL-NOTE
                   ADD 1 TO WS-ERR-CNT
           END-EVALUATE
           PERFORM FEDERAL-TAX
           PERFORM STATE-TAX
           PERFORM VOLUNTARY-DEDUCTIONS
           COMPUTE WS-NET OF WS-PAY = WS-GROSS OF WS-PAY
               - WS-FED-TAX OF WS-PAY - WS-STATE-TAX OF WS-PAY
               - WS-DEDUCTIONS OF WS-PAY
               ON SIZE ERROR MOVE 'NET OVERFLOW' TO SL-NOTE
           END-COMPUTE
           IF WS-NET OF WS-PAY IS NEGATIVE
               MOVE 'NEGATIVE NET PAY' TO SL-NOTE
           END-IF
           ADD CORRESPONDING WS-PAY TO WS-TOTALS
           MOVE EMP-ID                 TO SL-ID
           MOVE EMP-NAME               TO SL-NAME
           MOVE WS-GROSS OF WS-PAY     TO SL-GROSS
           MOVE WS-FED-TAX OF WS-PAY   TO SL-FED
           MOVE WS-STATE-TAX OF WS-PAY TO SL-STATE
           MOVE WS-DEDUCTIONS OF WS-PAY TO SL-DED
           MOVE WS-NET OF WS-PAY       TO SL-NET
           WRITE SLIP-LINE FROM SL-DETAIL
           ADD 1 TO WS-EMP-CNT.
       FEDERAL-TAX.
      *    base + rate * (gross - upper limit of the bracket below).
      *    SEARCH ALL needs an equality condition on the key, so the
      *    bracket is found with a serial SEARCH.
           SET TB-IX TO 1
           SEARCH TAX-BRACKET
               AT END
                   MOVE ZERO TO WS-FED-TAX OF WS-PAY
                   MOVE 'ABOVE TAX TABLE' TO SL-NOTE
               WHEN TB-UPPER(TB-IX) >= WS-GROSS OF WS-PAY
                   IF TB-IX = 1
                       MOVE ZERO TO WS-FED-TAX OF WS-PAY
                   ELSE
                       COMPUTE WS-FED-TAX OF WS-PAY ROUNDED =
                           TB-BASE(TB-IX) + TB-RATE(TB-IX) *
                           (WS-GROSS OF WS-PAY - TB-UPPER(TB-IX - 1))
                   END-IF
           END-SEARCH.
       STATE-TAX.
           SEARCH ALL STATE-ENTRY
               AT END
                   MOVE ZERO TO WS-STATE-RATE
                   MOVE 'UNKNOWN STATE' TO SL-NOTE
               WHEN ST-CODE(ST-IX) = EMP-STATE
                   MOVE ST-RATE(ST-IX) TO WS-STATE-RATE
           END-SEARCH
           MULTIPLY WS-GROSS OF WS-PAY BY WS-STATE-RATE
               GIVING WS-STATE-TAX OF WS-PAY ROUNDED.
       VOLUNTARY-DEDUCTIONS.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > EMP-DED-CNT
               SET DC-IX TO 1
               SEARCH DED-CODE-ENTRY VARYING DC-IX
                   AT END
                       MOVE 'UNKNOWN DEDUCTION' TO SL-NOTE
                   WHEN DED-CODE-ENTRY(DC-IX) = EMP-DED-CODE(WS-I)
                       ADD EMP-DED-AMT(WS-I) TO WS-DEDUCTIONS OF WS-PAY
                           ON SIZE ERROR
                               MOVE 'DEDUCTION OVERFLOW' TO SL-NOTE
                           NOT ON SIZE ERROR
                               CONTINUE
                       END-ADD
               END-SEARCH
           END-PERFORM.
