      * DD/ASSIGN: INVOICES(in, sorted by customer) AGERPT(out)
      *================================================================*
      * ARAGING - accounts-receivable aging report with late fees.     *
      * EXERCISES: control record giving the as-of date (first record  *
      *   of the file, told apart by REDEFINES), days past due with    *
      *   FUNCTION INTEGER-OF-DATE, date validation with FUNCTION      *
      *   TEST-DATE-YYYYMMDD, aging buckets chosen by EVALUATE TRUE    *
      *   with ranges, a bucket table OCCURS 5 INDEXED BY and SET ...  *
      *   TO, late fee COMPUTE ROUNDED with FUNCTION MIN, control break*
      *   on customer with per-customer bucket lines, page header with *
      *   line count, SUBTRACT ... GIVING, credit memos (negative      *
      *   amounts, SIGN TRAILING SEPARATE), edited fields with CR,     *
      *   percentages with ROUNDED and ON SIZE ERROR (zero total).     *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ARAGING.
       AUTHOR. C. O'CALLAGHAN.
       DATE-WRITTEN. 04/01/2003.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT INVOICE-FILE ASSIGN TO INVOICES
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-INV-FS.
           SELECT AGE-REPORT ASSIGN TO AGERPT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  INVOICE-FILE.
       01  INV-REC.
           05  INV-TYPE            PIC X.
               88  INV-CONTROL     VALUE 'C'.
               88  INV-INVOICE     VALUE 'I'.
               88  INV-CREDIT      VALUE 'M'.
           05  INV-CUST            PIC X(6).
           05  INV-NUMBER          PIC X(8).
           05  INV-DUE-DATE        PIC 9(8).
           05  INV-AMOUNT          PIC S9(7)V99
                                   SIGN IS TRAILING SEPARATE.
       01  CTL-REC.
           05  FILLER              PIC X.
           05  CTL-AS-OF           PIC 9(8).
           05  CTL-FEE-RATE        PIC V9(4).
           05  CTL-FEE-CAP         PIC 9(3)V99.
       FD  AGE-REPORT.
       01  RPT-LINE                PIC X(90).
       WORKING-STORAGE SECTION.
       01  WS-INV-FS               PIC XX.
       01  WS-EOF                  PIC X VALUE 'N'.
           88  END-OF-INVOICES     VALUE 'Y'.
       01  WS-AS-OF                PIC 9(8).
       01  WS-AS-OF-INT            PIC S9(9) COMP.
       01  WS-FEE-RATE             PIC V9(4).
       01  WS-FEE-CAP              PIC 9(3)V99.
       01  WS-DAYS-LATE            PIC S9(7) COMP.
       01  WS-FEE                  PIC S9(5)V99 COMP-3.
       01  WS-PREV-CUST            PIC X(6) VALUE SPACES.
       01  WS-LINES                PIC 99 VALUE 99.
       01  WS-PAGE                 PIC 999 VALUE 0.
       01  WS-PCT                  PIC S999V9 COMP-3.
       01  BUCKET-NAMES.
           05  FILLER              PIC X(16) VALUE 'CURRENT 1-30    '.
           05  FILLER              PIC X(16) VALUE '31-60   61-90   '.
           05  FILLER              PIC X(8)  VALUE 'OVER 90 '.
       01  BUCKET-NAME-TABLE REDEFINES BUCKET-NAMES.
           05  BUCKET-NAME         PIC X(8) OCCURS 5.
       01  CUST-BUCKETS.
           05  CUST-BUCKET         PIC S9(9)V99 COMP-3 OCCURS 5
                                   INDEXED BY BX.
       01  GRAND-BUCKETS.
           05  GRAND-BUCKET        PIC S9(9)V99 COMP-3 OCCURS 5
                                   INDEXED BY GX.
       01  WS-CUST-TOTAL           PIC S9(9)V99 COMP-3.
       01  WS-GRAND-TOTAL          PIC S9(9)V99 COMP-3 VALUE 0.
       01  WS-FEE-TOTAL            PIC S9(7)V99 COMP-3 VALUE 0.
       01  WS-BAD-DATES            PIC 9(3) VALUE 0.
       01  HDR-LINE.
           05  FILLER              PIC X(23)
                                   VALUE 'AGED RECEIVABLES AS OF '.
           05  HL-AS-OF            PIC 9999/99/99.
           05  FILLER              PIC X(47) VALUE SPACES.
           05  FILLER              PIC X(5) VALUE 'PAGE '.
           05  HL-PAGE             PIC ZZ9.
       01  DETAIL-LINE.
           05  DL-CUST             PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-NUMBER           PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-DUE              PIC 9999/99/99.
           05  DL-DAYS             PIC -(5)9.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-BUCKET           PIC X(8).
           05  DL-AMOUNT           PIC Z,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-FEE              PIC ZZ9.99 BLANK WHEN ZERO.
       01  SUMMARY-LINE.
           05  SL-LABEL            PIC X(16).
           05  SL-BUCKET           PIC X(8).
           05  SL-AMOUNT           PIC ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X VALUE SPACE.
           05  SL-PCT              PIC ZZ9.9.
           05  FILLER              PIC X VALUE '%'.
       PROCEDURE DIVISION.
       MAIN-PROCESS.
           OPEN INPUT INVOICE-FILE OUTPUT AGE-REPORT
           READ INVOICE-FILE
               AT END SET END-OF-INVOICES TO TRUE
           END-READ
           IF END-OF-INVOICES OR NOT INV-CONTROL
               DISPLAY 'ARAGING: CONTROL RECORD MISSING'
               MOVE 12 TO RETURN-CODE
           ELSE
               MOVE CTL-AS-OF    TO WS-AS-OF HL-AS-OF
               MOVE CTL-FEE-RATE TO WS-FEE-RATE
               MOVE CTL-FEE-CAP  TO WS-FEE-CAP
               COMPUTE WS-AS-OF-INT =
                   FUNCTION INTEGER-OF-DATE(WS-AS-OF)
               INITIALIZE CUST-BUCKETS GRAND-BUCKETS
               PERFORM READ-NEXT
               PERFORM PROCESS-INVOICE UNTIL END-OF-INVOICES
               PERFORM CUSTOMER-BREAK
               PERFORM GRAND-SUMMARY
           END-IF
           CLOSE INVOICE-FILE AGE-REPORT
           DISPLAY 'ARAGING BAD DATES ' WS-BAD-DATES
           GOBACK.
       READ-NEXT.
           READ INVOICE-FILE
               AT END SET END-OF-INVOICES TO TRUE
           END-READ.
       PROCESS-INVOICE.
           IF INV-CUST NOT = WS-PREV-CUST AND WS-PREV-CUST NOT = SPACES
               PERFORM CUSTOMER-BREAK
           END-IF
           MOVE INV-CUST TO WS-PREV-CUST
           IF FUNCTION TEST-DATE-YYYYMMDD(INV-DUE-DATE) NOT = ZERO
               ADD 1 TO WS-BAD-DATES
               DISPLAY 'BAD DUE DATE ' INV-NUMBER ' ' INV-DUE-DATE
           ELSE
               COMPUTE WS-DAYS-LATE = WS-AS-OF-INT -
                   FUNCTION INTEGER-OF-DATE(INV-DUE-DATE)
               EVALUATE TRUE
                   WHEN INV-CREDIT       SET BX TO 1
                   WHEN WS-DAYS-LATE <= 0 SET BX TO 1
                   WHEN WS-DAYS-LATE <= 30 SET BX TO 2
                   WHEN WS-DAYS-LATE <= 60 SET BX TO 3
                   WHEN WS-DAYS-LATE <= 90 SET BX TO 4
                   WHEN OTHER            SET BX TO 5
               END-EVALUATE
               ADD INV-AMOUNT TO CUST-BUCKET(BX)
               MOVE ZERO TO WS-FEE
               IF BX > 2 AND INV-AMOUNT > ZERO
                   COMPUTE WS-FEE ROUNDED = FUNCTION MIN(
                       INV-AMOUNT * WS-FEE-RATE * WS-DAYS-LATE / 30,
                       WS-FEE-CAP)
                   ADD WS-FEE TO WS-FEE-TOTAL
               END-IF
               PERFORM PRINT-DETAIL
           END-IF
           PERFORM READ-NEXT.
       PRINT-DETAIL.
           IF WS-LINES > 20
               ADD 1 TO WS-PAGE
               MOVE WS-PAGE TO HL-PAGE
               WRITE RPT-LINE FROM HDR-LINE AFTER ADVANCING PAGE
               MOVE SPACES TO RPT-LINE
               WRITE RPT-LINE AFTER ADVANCING 1 LINE
               MOVE 2 TO WS-LINES
           END-IF
           MOVE INV-CUST         TO DL-CUST
           MOVE INV-NUMBER       TO DL-NUMBER
           MOVE INV-DUE-DATE     TO DL-DUE
           MOVE WS-DAYS-LATE     TO DL-DAYS
           MOVE BUCKET-NAME(BX)  TO DL-BUCKET
           MOVE INV-AMOUNT       TO DL-AMOUNT
           MOVE WS-FEE           TO DL-FEE
           WRITE RPT-LINE FROM DETAIL-LINE
           ADD 1 TO WS-LINES.
       CUSTOMER-BREAK.
           MOVE ZERO TO WS-CUST-TOTAL
           PERFORM VARYING BX FROM 1 BY 1 UNTIL BX > 5
               ADD CUST-BUCKET(BX) TO WS-CUST-TOTAL
               SET GX TO BX
               ADD CUST-BUCKET(BX) TO GRAND-BUCKET(GX)
           END-PERFORM
           MOVE SPACES TO SL-LABEL SL-BUCKET
           STRING 'TOTAL ' WS-PREV-CUST DELIMITED BY SIZE
               INTO SL-LABEL
           MOVE WS-CUST-TOTAL TO SL-AMOUNT
           MOVE ZERO TO SL-PCT
           WRITE RPT-LINE FROM SUMMARY-LINE
           MOVE SPACES TO RPT-LINE
           WRITE RPT-LINE
           ADD 2 TO WS-LINES
           ADD WS-CUST-TOTAL TO WS-GRAND-TOTAL
           INITIALIZE CUST-BUCKETS.
       GRAND-SUMMARY.
           PERFORM VARYING GX FROM 1 BY 1 UNTIL GX > 5
               MOVE SPACES TO SL-LABEL SL-BUCKET
               MOVE 'ALL CUSTOMERS' TO SL-LABEL
               MOVE BUCKET-NAME(GX) TO SL-BUCKET
               MOVE GRAND-BUCKET(GX) TO SL-AMOUNT
               COMPUTE WS-PCT ROUNDED =
                   GRAND-BUCKET(GX) * 100 / WS-GRAND-TOTAL
                   ON SIZE ERROR MOVE ZERO TO WS-PCT
               END-COMPUTE
               MOVE WS-PCT TO SL-PCT
               WRITE RPT-LINE FROM SUMMARY-LINE
           END-PERFORM
           MOVE SPACES TO SL-LABEL SL-BUCKET
           MOVE 'GRAND TOTAL' TO SL-LABEL
           MOVE WS-GRAND-TOTAL TO SL-AMOUNT
           MOVE 100 TO SL-PCT
           WRITE RPT-LINE FROM SUMMARY-LINE
           MOVE SPACES TO SL-LABEL SL-BUCKET
           MOVE 'LATE FEES' TO SL-LABEL
           MOVE WS-FEE-TOTAL TO SL-AMOUNT
           MOVE ZERO TO SL-PCT
           WRITE RPT-LINE FROM SUMMARY-LINE.
