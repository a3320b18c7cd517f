      * DD/ASSIGN: LOANIN(in) LOANOUT(out) LOANERR(out)
      *================================================================*
      * INTCALC - loan payment, interest and fee calculation.          *
      * EXERCISES: COPY of a copybook with no extension (LOANREC),     *
      *   COMPUTE with ** (negative exponent), ROUNDED, ON SIZE ERROR  *
      *   / NOT ON SIZE ERROR, COMP-3 and COMP-2 intermediates,        *
      *   EVALUATE ... ALSO ... with THRU ranges and ANY, FUNCTION MAX *
      *   / MIN / INTEGER / REM, PERFORM VARYING (monthly compounding),*
      *   MULTIPLY ... GIVING ROUNDED, DIVIDE ... INTO, numeric editing*
      *   with trailing minus and floating +, SIGN TRAILING SEPARATE.  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INTCALC.
       AUTHOR. R. GUPTA.
       DATE-WRITTEN. 1997-06-02.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT LOAN-FILE  ASSIGN TO LOANIN
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT OUT-FILE   ASSIGN TO LOANOUT
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT ERR-FILE   ASSIGN TO LOANERR
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  LOAN-FILE.
           COPY LOANREC.
       FD  OUT-FILE.
       01  OUT-REC                 PIC X(100).
       FD  ERR-FILE.
       01  ERR-REC.
           05  ERR-ID              PIC X(6).
           05  FILLER              PIC X.
           05  ERR-MSG             PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-EOF-FLAG             PIC X VALUE SPACE.
           88  EOF-LOANS           VALUE 'E'.
       01  WS-CALC.
           05  WS-MONTHLY-RATE     PIC S9V9(9)      COMP-3.
           05  WS-PAYMENT          PIC S9(7)V99     COMP-3.
           05  WS-TOTAL-PAID       PIC S9(9)V99     COMP-3.
           05  WS-TOTAL-INT        PIC S9(9)V99     COMP-3.
           05  WS-FEE-PCT          PIC S9V9(4)      COMP-3.
           05  WS-FEE              PIC S9(7)V99     COMP-3.
           05  WS-LATE-FEE         PIC S9(5)V99     COMP-3.
           05  WS-BALANCE          PIC S9(9)V99     COMP-3.
           05  WS-YEAR1-INT        PIC S9(9)V99     COMP-3.
           05  WS-FACTOR           COMP-2.
           05  WS-GROWTH           PIC S9(5)V9(12)  COMP-3.
           05  WS-DENOM            PIC S9(5)V9(12)  COMP-3.
           05  WS-NUMER            PIC S9(11)V9(9)  COMP-3.
           05  WS-MONTH            PIC S9(4)        COMP.
           05  WS-YEARS            PIC S9(3)        COMP.
           05  WS-EXTRA-MONTHS     PIC S9(3)        COMP.
       01  WS-COUNTS.
           05  WS-READ-CNT         PIC 9(5) VALUE 0.
           05  WS-OK-CNT           PIC 9(5) VALUE 0.
           05  WS-ERR-CNT          PIC 9(5) VALUE 0.
       01  WS-TRAILER.
           05  FILLER              PIC X(14) VALUE 'TOTAL FEES   '.
           05  WS-FEE-TOTAL        PIC S9(7)V99
                                   SIGN IS TRAILING SEPARATE
                                   VALUE ZERO.
       01  OUT-LINE.
           05  OL-ID               PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  OL-TYPE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-PRINCIPAL        PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-RATE             PIC 9.9999.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-TERM             PIC ZZ9.
           05  OL-YRS              PIC BZ9.
           05  OL-MOS              PIC BZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-PAYMENT          PIC ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-TOTAL-INT        PIC ZZ,ZZZ,ZZ9.99-.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-FEE              PIC ++++,++9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-LATE             PIC ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-YEAR1            PIC ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
       MAIN-LOGIC.
           OPEN INPUT LOAN-FILE OUTPUT OUT-FILE ERR-FILE
           PERFORM READ-LOAN
           PERFORM PROCESS-LOAN UNTIL EOF-LOANS
           MOVE WS-TRAILER TO OUT-REC
           WRITE OUT-REC
           CLOSE LOAN-FILE OUT-FILE ERR-FILE
           DISPLAY 'INTCALC READ ' WS-READ-CNT ' OK ' WS-OK-CNT
                   ' ERRORS ' WS-ERR-CNT
           STOP RUN.
       READ-LOAN.
           READ LOAN-FILE
               AT END SET EOF-LOANS TO TRUE
               NOT AT END ADD 1 TO WS-READ-CNT
           END-READ.
       PROCESS-LOAN.
           EVALUATE TRUE
               WHEN LN-PRINCIPAL NOT NUMERIC OR LN-RATE NOT NUMERIC
                   MOVE 'NON-NUMERIC PRINCIPAL OR RATE' TO ERR-MSG
                   PERFORM WRITE-ERROR
               WHEN LN-TERM NOT NUMERIC OR LN-TERM = ZERO
                   MOVE 'TERM MUST BE 1-999 MONTHS' TO ERR-MSG
                   PERFORM WRITE-ERROR
               WHEN LN-RATE > 0.2500
                   MOVE 'RATE ABOVE USURY LIMIT 25%' TO ERR-MSG
                   PERFORM WRITE-ERROR
               WHEN NOT (LN-MORTGAGE OR LN-AUTO OR LN-PERSONAL)
                   MOVE 'UNKNOWN LOAN TYPE' TO ERR-MSG
                   PERFORM WRITE-ERROR
               WHEN OTHER
                   PERFORM CALC-PAYMENT
                   PERFORM CALC-FEES
                   PERFORM CALC-YEAR-ONE
                   PERFORM WRITE-RESULT
           END-EVALUATE
           PERFORM READ-LOAN.
       CALC-PAYMENT.
           DIVIDE 12 INTO LN-RATE GIVING WS-MONTHLY-RATE ROUNDED
           IF WS-MONTHLY-RATE = ZERO
               DIVIDE LN-PRINCIPAL BY LN-TERM
                   GIVING WS-PAYMENT ROUNDED
           ELSE
      *        Textbook form: P * r / (1 - (1 + r) ** (- n)).  It is
      *        computed in steps through stored fields: GnuCOBOL 3.1.2
      *        yields 1 for the negative exponent and loses precision
      *        when dividing by a 12-decimal intermediate inside one
      *        COMPUTE; the stepwise form has the same value under the
      *        IBM intermediate-result rules.  (cobc ** on long terms is
      *        still a few cents off the exact value: L00010, L00011.)
               COMPUTE WS-GROWTH = (1 + WS-MONTHLY-RATE) ** LN-TERM
               COMPUTE WS-NUMER = LN-PRINCIPAL * WS-MONTHLY-RATE
                                  * WS-GROWTH
               SUBTRACT 1 FROM WS-GROWTH GIVING WS-DENOM
               COMPUTE WS-PAYMENT ROUNDED = WS-NUMER / WS-DENOM
                   ON SIZE ERROR
                       MOVE ZERO TO WS-PAYMENT
                       DISPLAY 'PAYMENT OVERFLOW ' LN-ID
               END-COMPUTE
           END-IF
           MULTIPLY WS-PAYMENT BY LN-TERM GIVING WS-TOTAL-PAID
           SUBTRACT LN-PRINCIPAL FROM WS-TOTAL-PAID
               GIVING WS-TOTAL-INT
           DIVIDE LN-TERM BY 12 GIVING WS-YEARS
               REMAINDER WS-EXTRA-MONTHS.
       CALC-FEES.
           EVALUATE LN-TYPE ALSO LN-PRINCIPAL ALSO LN-PROMO
               WHEN 'M' ALSO 0 THRU 99999.99 ALSO ANY
                   MOVE 0.0150 TO WS-FEE-PCT
               WHEN 'M' ALSO ANY ALSO 'Y'
                   MOVE 0.0050 TO WS-FEE-PCT
               WHEN 'M' ALSO ANY ALSO ANY
                   MOVE 0.0100 TO WS-FEE-PCT
               WHEN 'A' ALSO 0 THRU 4999.99 ALSO ANY
                   MOVE ZERO TO WS-FEE-PCT
               WHEN 'A' ALSO ANY ALSO NOT 'Y'
                   MOVE 0.0200 TO WS-FEE-PCT
               WHEN OTHER
                   MOVE 0.0300 TO WS-FEE-PCT
           END-EVALUATE
           MULTIPLY LN-PRINCIPAL BY WS-FEE-PCT
               GIVING WS-FEE ROUNDED
               ON SIZE ERROR MOVE 9999999.99 TO WS-FEE
               NOT ON SIZE ERROR ADD WS-FEE TO WS-FEE-TOTAL
           END-MULTIPLY
           COMPUTE WS-LATE-FEE ROUNDED =
               FUNCTION MIN(FUNCTION MAX(25, WS-PAYMENT * 0.05), 150).
       CALC-YEAR-ONE.
           MOVE LN-PRINCIPAL TO WS-BALANCE
           MOVE ZERO TO WS-YEAR1-INT
           PERFORM VARYING WS-MONTH FROM 1 BY 1
                   UNTIL WS-MONTH > 12 OR WS-MONTH > LN-TERM
               COMPUTE WS-YEAR1-INT ROUNDED = WS-YEAR1-INT +
                   WS-BALANCE * WS-MONTHLY-RATE
               COMPUTE WS-BALANCE ROUNDED = WS-BALANCE +
                   WS-BALANCE * WS-MONTHLY-RATE - WS-PAYMENT
           END-PERFORM
           COMPUTE WS-FACTOR = (1 + LN-RATE / 12) ** 12.
       WRITE-RESULT.
           MOVE LN-ID          TO OL-ID
           MOVE LN-TYPE        TO OL-TYPE
           MOVE LN-PRINCIPAL   TO OL-PRINCIPAL
           MOVE LN-RATE        TO OL-RATE
           MOVE LN-TERM        TO OL-TERM
           MOVE WS-YEARS       TO OL-YRS
           MOVE WS-EXTRA-MONTHS TO OL-MOS
           MOVE WS-PAYMENT     TO OL-PAYMENT
           MOVE WS-TOTAL-INT   TO OL-TOTAL-INT
           MOVE WS-FEE         TO OL-FEE
           MOVE WS-LATE-FEE    TO OL-LATE
           MOVE WS-YEAR1-INT   TO OL-YEAR1
           WRITE OUT-REC FROM OUT-LINE
           ADD 1 TO WS-OK-CNT.
       WRITE-ERROR.
           MOVE LN-ID TO ERR-ID
           WRITE ERR-REC
           ADD 1 TO WS-ERR-CNT.
