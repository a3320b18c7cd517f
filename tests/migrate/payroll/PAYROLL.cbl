      * DD/ASSIGN: EMPIN(in) PAYREG(out)
      * PAYROLL - gross-to-net pay run. EMPIN holds one record per
      * employee, sorted by department. Hourly employees are paid
      * time and a half over 40 hours, salaried ones their period
      * salary. Federal tax comes from a marginal bracket table on the
      * gross less pre-tax deductions and allowances, FICA is 7.65 %
      * of gross. The pay register PAYREG gets a line per employee, a
      * subtotal per department and a grand total; bad records are
      * listed on the job log. RETURN-CODE 4 when a record was
      * rejected, 16 when EMPIN is missing.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PAYROLL.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT EMP-FILE ASSIGN TO EMPIN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-EMP-STATUS.
           SELECT REG-FILE ASSIGN TO PAYREG
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-REG-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  EMP-FILE
           RECORDING MODE F
           RECORD CONTAINS 60 CHARACTERS.
       01  EMP-REC.
           05  EMP-ID              PIC X(6).
           05  EMP-NAME            PIC X(24).
           05  EMP-DEPT            PIC X(4).
           05  EMP-PAY-TYPE        PIC X.
               88  EMP-HOURLY      VALUE 'H'.
               88  EMP-SALARIED    VALUE 'S'.
           05  EMP-RATE            PIC 9(5)V99.
           05  EMP-HOURS           PIC 9(3)V9.
           05  EMP-ALLOWANCES      PIC 99.
           05  EMP-DEDUCTION       PIC S9(5)V99.
           05  FILLER              PIC X(5).
       FD  REG-FILE
           RECORDING MODE F
           RECORD CONTAINS 100 CHARACTERS.
       01  REG-REC                 PIC X(100).
       WORKING-STORAGE SECTION.
       01  WS-EMP-STATUS           PIC XX.
           88  EMP-OK              VALUE '00'.
       01  WS-REG-STATUS           PIC XX.
       01  WS-EOF-FLAG             PIC X VALUE 'N'.
           88  END-OF-EMPLOYEES    VALUE 'Y'.
       01  WS-FIRST-FLAG           PIC X VALUE 'Y'.
           88  FIRST-EMPLOYEE      VALUE 'Y'.
       01  WS-PREV-DEPT            PIC X(4).
       01  WS-TAX-TABLE-DATA.
           05  FILLER              PIC X(12) VALUE '000000000100'.
           05  FILLER              PIC X(12) VALUE '000050000150'.
           05  FILLER              PIC X(12) VALUE '000200000250'.
           05  FILLER              PIC X(12) VALUE '000500000330'.
       01  WS-TAX-TABLE REDEFINES WS-TAX-TABLE-DATA.
           05  WS-BRACKET          OCCURS 4.
               10  WS-BR-LOWER     PIC 9(7)V99.
               10  WS-BR-RATE      PIC V999.
       01  WS-B                    PIC 9.
       01  WS-ALLOWANCE-AMT        PIC 9(3)V99 VALUE 150.00.
       01  WS-FICA-RATE            PIC V9999 VALUE .0765.
       01  WS-PAY.
           05  WS-REG-HOURS        PIC 9(3)V9.
           05  WS-OT-HOURS         PIC 9(3)V9.
           05  WS-GROSS            PIC S9(7)V99 COMP-3.
           05  WS-TAXABLE          PIC S9(7)V99 COMP-3.
           05  WS-PORTION          PIC S9(7)V99 COMP-3.
           05  WS-BR-TAX           PIC S9(7)V99 COMP-3.
           05  WS-TAX              PIC S9(7)V99 COMP-3.
           05  WS-FICA             PIC S9(7)V99 COMP-3.
           05  WS-NET              PIC S9(7)V99 COMP-3.
       01  WS-DEPT-TOTALS.
           05  WS-DEPT-COUNT       PIC S9(4) COMP-3.
           05  WS-DEPT-GROSS       PIC S9(9)V99 COMP-3.
           05  WS-DEPT-TAX         PIC S9(9)V99 COMP-3.
           05  WS-DEPT-NET         PIC S9(9)V99 COMP-3.
       01  WS-GRAND-TOTALS.
           05  WS-PAID-COUNT       PIC S9(7) COMP-3 VALUE 0.
           05  WS-REJECT-COUNT     PIC S9(7) COMP-3 VALUE 0.
           05  WS-GRAND-GROSS      PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-GRAND-NET        PIC S9(11)V99 COMP-3 VALUE 0.
       01  WS-TITLE-LINE.
           05  FILLER              PIC X(40)
                   VALUE 'PAYROLL REGISTER'.
       01  WS-COLUMN-LINE.
           05  FILLER              PIC X(28) VALUE 'EMP-ID NAME'.
           05  FILLER              PIC X(12) VALUE '       GROSS'.
           05  FILLER              PIC X(13) VALUE '      FED TAX'.
           05  FILLER              PIC X(11) VALUE '       FICA'.
           05  FILLER              PIC X(11) VALUE '  DEDUCTION'.
           05  FILLER              PIC X(14) VALUE '           NET'.
       01  WS-DETAIL-LINE.
           05  DL-ID               PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-NAME             PIC X(20).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-GROSS            PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-TAX              PIC Z,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-FICA             PIC ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-DEDUCTION        PIC ZZ,ZZ9.99-.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-NET              PIC Z,ZZZ,ZZ9.99-.
       01  WS-DEPT-LINE.
           05  FILLER              PIC X(5) VALUE 'DEPT '.
           05  SL-DEPT             PIC X(4).
           05  FILLER              PIC X(12) VALUE '  EMPLOYEES '.
           05  SL-COUNT            PIC ZZZ9.
           05  FILLER              PIC X(8) VALUE '  GROSS '.
           05  SL-GROSS            PIC ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X(6) VALUE '  TAX '.
           05  SL-TAX              PIC ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X(6) VALUE '  NET '.
           05  SL-NET              PIC ZZZ,ZZZ,ZZ9.99-.
       01  WS-GRAND-LINE.
           05  FILLER              PIC X(22)
                   VALUE 'GRAND TOTAL EMPLOYEES '.
           05  GL-COUNT            PIC Z,ZZZ,ZZ9.
           05  FILLER              PIC X(8) VALUE '  GROSS '.
           05  GL-GROSS            PIC ZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X(6) VALUE '  NET '.
           05  GL-NET              PIC ZZ,ZZZ,ZZZ,ZZ9.99-.
       01  WS-COUNT-EDIT           PIC Z,ZZZ,ZZ9.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT EMP-FILE
           IF NOT EMP-OK
               DISPLAY 'PAYROLL: EMPIN OPEN STATUS ' WS-EMP-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT REG-FILE
           WRITE REG-REC FROM WS-TITLE-LINE
           WRITE REG-REC FROM WS-COLUMN-LINE
           PERFORM 8000-READ-EMP
           PERFORM 1000-EMPLOYEE UNTIL END-OF-EMPLOYEES
           IF NOT FIRST-EMPLOYEE
               PERFORM 4000-DEPT-BREAK
           END-IF
           PERFORM 5000-GRAND-TOTAL
           CLOSE EMP-FILE REG-FILE
           IF WS-REJECT-COUNT > 0
               MOVE 4 TO RETURN-CODE
           END-IF
           STOP RUN.
       1000-EMPLOYEE.
           EVALUATE TRUE
               WHEN EMP-HOURLY
                   PERFORM 2000-HOURLY-GROSS
               WHEN EMP-SALARIED
                   COMPUTE WS-GROSS = EMP-RATE
               WHEN OTHER
                   DISPLAY 'PAYROLL: REJECTED ' EMP-ID
                           ' PAY TYPE ' EMP-PAY-TYPE
                   ADD 1 TO WS-REJECT-COUNT
                   PERFORM 8000-READ-EMP
                   EXIT PARAGRAPH
           END-EVALUATE
           IF WS-GROSS < 0
               DISPLAY 'PAYROLL: REJECTED ' EMP-ID ' GROSS OVERFLOW'
               ADD 1 TO WS-REJECT-COUNT
               PERFORM 8000-READ-EMP
               EXIT PARAGRAPH
           END-IF
           IF FIRST-EMPLOYEE
               MOVE 'N' TO WS-FIRST-FLAG
               MOVE EMP-DEPT TO WS-PREV-DEPT
               INITIALIZE WS-DEPT-TOTALS
           END-IF
           IF EMP-DEPT NOT = WS-PREV-DEPT
               PERFORM 4000-DEPT-BREAK
               MOVE EMP-DEPT TO WS-PREV-DEPT
           END-IF
           PERFORM 3000-DEDUCTIONS
           PERFORM 3500-WRITE-DETAIL
           PERFORM 8000-READ-EMP.
       2000-HOURLY-GROSS.
           IF EMP-HOURS > 40
               MOVE 40 TO WS-REG-HOURS
               SUBTRACT 40 FROM EMP-HOURS GIVING WS-OT-HOURS
           ELSE
               MOVE EMP-HOURS TO WS-REG-HOURS
               MOVE 0 TO WS-OT-HOURS
           END-IF
           COMPUTE WS-GROSS ROUNDED =
               WS-REG-HOURS * EMP-RATE + WS-OT-HOURS * EMP-RATE * 1.5
               ON SIZE ERROR
                   MOVE -1 TO WS-GROSS
           END-COMPUTE.
       3000-DEDUCTIONS.
           COMPUTE WS-TAXABLE = WS-GROSS - EMP-DEDUCTION
               - EMP-ALLOWANCES * WS-ALLOWANCE-AMT
           IF WS-TAXABLE < 0
               MOVE 0 TO WS-TAXABLE
           END-IF
           MOVE 0 TO WS-TAX
           PERFORM VARYING WS-B FROM 1 BY 1 UNTIL WS-B > 4
               IF WS-TAXABLE > WS-BR-LOWER (WS-B)
                   IF WS-B < 4
                     AND WS-TAXABLE > WS-BR-LOWER (WS-B + 1)
                       COMPUTE WS-PORTION = WS-BR-LOWER (WS-B + 1)
                           - WS-BR-LOWER (WS-B)
                   ELSE
                       COMPUTE WS-PORTION = WS-TAXABLE
                           - WS-BR-LOWER (WS-B)
                   END-IF
                   COMPUTE WS-BR-TAX ROUNDED =
                       WS-PORTION * WS-BR-RATE (WS-B)
                   ADD WS-BR-TAX TO WS-TAX
               END-IF
           END-PERFORM
           COMPUTE WS-FICA ROUNDED = WS-GROSS * WS-FICA-RATE
           COMPUTE WS-NET = WS-GROSS - EMP-DEDUCTION - WS-TAX - WS-FICA.
       3500-WRITE-DETAIL.
           MOVE EMP-ID TO DL-ID
           MOVE EMP-NAME TO DL-NAME
           MOVE WS-GROSS TO DL-GROSS
           MOVE WS-TAX TO DL-TAX
           MOVE WS-FICA TO DL-FICA
           MOVE EMP-DEDUCTION TO DL-DEDUCTION
           MOVE WS-NET TO DL-NET
           WRITE REG-REC FROM WS-DETAIL-LINE
           ADD 1 TO WS-DEPT-COUNT WS-PAID-COUNT
           ADD WS-GROSS TO WS-DEPT-GROSS WS-GRAND-GROSS
           ADD WS-TAX TO WS-DEPT-TAX
           ADD WS-NET TO WS-DEPT-NET WS-GRAND-NET.
       4000-DEPT-BREAK.
           MOVE WS-PREV-DEPT TO SL-DEPT
           MOVE WS-DEPT-COUNT TO SL-COUNT
           MOVE WS-DEPT-GROSS TO SL-GROSS
           MOVE WS-DEPT-TAX TO SL-TAX
           MOVE WS-DEPT-NET TO SL-NET
           WRITE REG-REC FROM WS-DEPT-LINE
           INITIALIZE WS-DEPT-TOTALS.
       5000-GRAND-TOTAL.
           MOVE WS-PAID-COUNT TO GL-COUNT
           MOVE WS-GRAND-GROSS TO GL-GROSS
           MOVE WS-GRAND-NET TO GL-NET
           WRITE REG-REC FROM WS-GRAND-LINE
           MOVE WS-PAID-COUNT TO WS-COUNT-EDIT
           DISPLAY 'PAYROLL: EMPLOYEES PAID ' WS-COUNT-EDIT
           MOVE WS-REJECT-COUNT TO WS-COUNT-EDIT
           DISPLAY 'PAYROLL: REJECTED       ' WS-COUNT-EDIT
           MOVE WS-GRAND-GROSS TO GL-GROSS
           DISPLAY 'PAYROLL: TOTAL GROSS    ' GL-GROSS
           MOVE WS-GRAND-NET TO GL-NET
           DISPLAY 'PAYROLL: TOTAL NET      ' GL-NET.
       8000-READ-EMP.
           READ EMP-FILE
               AT END SET END-OF-EMPLOYEES TO TRUE
           END-READ.
