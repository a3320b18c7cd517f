      * DD/ASSIGN: CUSTMAST(in) TRANSIN(in) STMTOUT(out)
      * STMTGEN - monthly statement run. The customer master and the
      * transaction file (sorted by customer id, EBCDIC order) are
      * matched on the customer id; every customer gets one statement:
      * header, opening balance, one line per transaction with the
      * running balance, a finance charge on a debit balance, closing
      * balance. Transactions without a customer and transactions of
      * an unknown type are listed on the job log (DISPLAY).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. STMTGEN.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT CUST-FILE ASSIGN TO CUSTMAST
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-CUST-STATUS.
           SELECT TRAN-FILE ASSIGN TO TRANSIN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-TRAN-STATUS.
           SELECT STMT-FILE ASSIGN TO STMTOUT
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-STMT-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  CUST-FILE
           RECORDING MODE F
           RECORD CONTAINS 60 CHARACTERS.
       01  CUST-REC.
           05  CM-CUST-ID          PIC X(6).
           05  CM-NAME             PIC X(25).
           05  CM-CITY             PIC X(15).
           05  CM-OPEN-BAL         PIC S9(7)V99.
           05  FILLER              PIC X(5).
       FD  TRAN-FILE
           RECORDING MODE F
           RECORD CONTAINS 40 CHARACTERS.
       01  TRAN-REC.
           05  TR-CUST-ID          PIC X(6).
           05  TR-DATE.
               10  TR-YYYY         PIC 9(4).
               10  TR-MM           PIC 9(2).
               10  TR-DD           PIC 9(2).
           05  TR-TYPE             PIC X.
               88  TR-PURCHASE     VALUE 'P'.
               88  TR-PAYMENT      VALUE 'C'.
               88  TR-FEE          VALUE 'F'.
           05  TR-DESC             PIC X(16).
           05  TR-AMOUNT           PIC 9(7)V99.
       FD  STMT-FILE
           RECORDING MODE F
           RECORD CONTAINS 80 CHARACTERS.
       01  STMT-REC                PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-CUST-STATUS          PIC XX.
           88  CUST-OK             VALUE '00'.
           88  CUST-EOF            VALUE '10'.
       01  WS-TRAN-STATUS          PIC XX.
           88  TRAN-OK             VALUE '00'.
           88  TRAN-EOF            VALUE '10'.
       01  WS-STMT-STATUS          PIC XX.
           88  STMT-OK             VALUE '00'.
       01  WS-FLAGS.
           05  WS-CUST-END         PIC X VALUE 'N'.
               88  NO-MORE-CUST    VALUE 'Y'.
           05  WS-TRAN-END         PIC X VALUE 'N'.
               88  NO-MORE-TRAN    VALUE 'Y'.
       01  WS-COUNTERS.
           05  WS-CUST-COUNT       PIC S9(7) COMP-3 VALUE 0.
           05  WS-POSTED-COUNT     PIC S9(7) COMP-3 VALUE 0.
           05  WS-UNMATCHED-COUNT  PIC S9(7) COMP-3 VALUE 0.
           05  WS-REJECT-COUNT     PIC S9(7) COMP-3 VALUE 0.
       01  WS-AMOUNTS.
           05  WS-BALANCE          PIC S9(9)V99 COMP-3.
           05  WS-FIN-CHARGE       PIC S9(7)V99 COMP-3.
           05  WS-TOTAL-CLOSING    PIC S9(11)V99 COMP-3 VALUE 0.
       01  WS-FIN-RATE             PIC V999 VALUE .015.
       01  WS-HEADER-LINE.
           05  FILLER              PIC X(11) VALUE 'STATEMENT  '.
           05  HL-CUST-ID          PIC X(6).
           05  FILLER              PIC X(2) VALUE SPACES.
           05  HL-NAME             PIC X(25).
           05  FILLER              PIC X(2) VALUE SPACES.
           05  HL-CITY             PIC X(15).
           05  FILLER              PIC X(19) VALUE SPACES.
       01  WS-BALANCE-LINE.
           05  BL-LABEL            PIC X(16).
           05  FILLER              PIC X(34) VALUE SPACES.
           05  BL-AMOUNT           PIC ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X(14) VALUE SPACES.
       01  WS-DETAIL-LINE.
           05  FILLER              PIC X(2) VALUE SPACES.
           05  DL-MM               PIC 99.
           05  FILLER              PIC X VALUE '/'.
           05  DL-DD               PIC 99.
           05  FILLER              PIC X VALUE '/'.
           05  DL-YYYY             PIC 9(4).
           05  FILLER              PIC X(2) VALUE SPACES.
           05  DL-DESC             PIC X(16).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-AMOUNT           PIC Z,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X(3) VALUE SPACES.
           05  DL-BALANCE          PIC ZZZ,ZZZ,ZZ9.99CR.
           05  FILLER              PIC X(14) VALUE SPACES.
       01  WS-SIGNED-AMOUNT        PIC S9(7)V99 COMP-3.
       01  WS-RULE-LINE            PIC X(80) VALUE ALL '-'.
       01  WS-COUNT-EDIT           PIC Z,ZZZ,ZZ9.
       01  WS-TOTAL-EDIT           PIC ZZ,ZZZ,ZZZ,ZZ9.99CR.
       PROCEDURE DIVISION.
       0000-MAIN.
           PERFORM 1000-OPEN-FILES
           PERFORM 8000-READ-CUST
           PERFORM 8100-READ-TRAN
           PERFORM 2000-CUSTOMER UNTIL NO-MORE-CUST
           PERFORM 3000-ORPHAN UNTIL NO-MORE-TRAN
           PERFORM 9000-CLOSE-FILES
           PERFORM 9100-TOTALS
           STOP RUN.
       1000-OPEN-FILES.
           OPEN INPUT CUST-FILE
           IF NOT CUST-OK
               DISPLAY 'STMTGEN: CUSTMAST OPEN STATUS ' WS-CUST-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN INPUT TRAN-FILE
           IF NOT TRAN-OK
               DISPLAY 'STMTGEN: TRANSIN OPEN STATUS ' WS-TRAN-STATUS
               CLOSE CUST-FILE
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT STMT-FILE.
       2000-CUSTOMER.
           PERFORM 3000-ORPHAN
               UNTIL NO-MORE-TRAN OR TR-CUST-ID NOT < CM-CUST-ID
           ADD 1 TO WS-CUST-COUNT
           MOVE CM-CUST-ID TO HL-CUST-ID
           MOVE CM-NAME TO HL-NAME
           MOVE CM-CITY TO HL-CITY
           MOVE WS-HEADER-LINE TO STMT-REC
           PERFORM 8200-WRITE-STMT
           COMPUTE WS-BALANCE = CM-OPEN-BAL
           MOVE 'OPENING BALANCE' TO BL-LABEL
           PERFORM 2500-BALANCE-LINE
           PERFORM 2100-POST-TRAN
               UNTIL NO-MORE-TRAN OR TR-CUST-ID NOT = CM-CUST-ID
           IF WS-BALANCE > 0
               COMPUTE WS-FIN-CHARGE ROUNDED =
                   WS-BALANCE * WS-FIN-RATE
               ADD WS-FIN-CHARGE TO WS-BALANCE
               MOVE 'FINANCE CHARGE' TO BL-LABEL
               MOVE WS-FIN-CHARGE TO BL-AMOUNT
               MOVE WS-BALANCE-LINE TO STMT-REC
               PERFORM 8200-WRITE-STMT
           END-IF
           MOVE 'CLOSING BALANCE' TO BL-LABEL
           PERFORM 2500-BALANCE-LINE
           ADD WS-BALANCE TO WS-TOTAL-CLOSING
           MOVE WS-RULE-LINE TO STMT-REC
           PERFORM 8200-WRITE-STMT
           PERFORM 8000-READ-CUST.
       2100-POST-TRAN.
           EVALUATE TRUE
               WHEN TR-PURCHASE
               WHEN TR-FEE
                   COMPUTE WS-SIGNED-AMOUNT = TR-AMOUNT
               WHEN TR-PAYMENT
                   COMPUTE WS-SIGNED-AMOUNT = 0 - TR-AMOUNT
               WHEN OTHER
                   DISPLAY 'STMTGEN: REJECTED TYPE ' TR-TYPE
                           ' FOR ' TR-CUST-ID ' ' TR-DATE
                   ADD 1 TO WS-REJECT-COUNT
                   PERFORM 8100-READ-TRAN
                   EXIT PARAGRAPH
           END-EVALUATE
           ADD WS-SIGNED-AMOUNT TO WS-BALANCE
           ADD 1 TO WS-POSTED-COUNT
           MOVE TR-MM TO DL-MM
           MOVE TR-DD TO DL-DD
           MOVE TR-YYYY TO DL-YYYY
           MOVE TR-DESC TO DL-DESC
           MOVE WS-SIGNED-AMOUNT TO DL-AMOUNT
           MOVE WS-BALANCE TO DL-BALANCE
           MOVE WS-DETAIL-LINE TO STMT-REC
           PERFORM 8200-WRITE-STMT
           PERFORM 8100-READ-TRAN.
       2500-BALANCE-LINE.
           MOVE WS-BALANCE TO BL-AMOUNT
           MOVE WS-BALANCE-LINE TO STMT-REC
           PERFORM 8200-WRITE-STMT.
       3000-ORPHAN.
           DISPLAY 'STMTGEN: NO CUSTOMER FOR ' TR-CUST-ID ' ' TR-DATE
           ADD 1 TO WS-UNMATCHED-COUNT
           PERFORM 8100-READ-TRAN.
       8000-READ-CUST.
           READ CUST-FILE
               AT END SET NO-MORE-CUST TO TRUE
           END-READ.
       8100-READ-TRAN.
           READ TRAN-FILE
               AT END SET NO-MORE-TRAN TO TRUE
           END-READ.
       8200-WRITE-STMT.
           WRITE STMT-REC
           IF NOT STMT-OK
               DISPLAY 'STMTGEN: STMTOUT WRITE STATUS ' WS-STMT-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF.
       9000-CLOSE-FILES.
           CLOSE CUST-FILE TRAN-FILE STMT-FILE.
       9100-TOTALS.
           MOVE WS-CUST-COUNT TO WS-COUNT-EDIT
           DISPLAY 'STMTGEN: STATEMENTS WRITTEN   ' WS-COUNT-EDIT
           MOVE WS-POSTED-COUNT TO WS-COUNT-EDIT
           DISPLAY 'STMTGEN: TRANSACTIONS POSTED  ' WS-COUNT-EDIT
           MOVE WS-UNMATCHED-COUNT TO WS-COUNT-EDIT
           DISPLAY 'STMTGEN: UNMATCHED            ' WS-COUNT-EDIT
           MOVE WS-REJECT-COUNT TO WS-COUNT-EDIT
           DISPLAY 'STMTGEN: REJECTED             ' WS-COUNT-EDIT
           MOVE WS-TOTAL-CLOSING TO WS-TOTAL-EDIT
           DISPLAY 'STMTGEN: TOTAL CLOSING  ' WS-TOTAL-EDIT.
