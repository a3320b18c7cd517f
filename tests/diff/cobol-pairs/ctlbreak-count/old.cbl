      * CUSTSUM - orders sorted by customer: one line per customer with
      * its order count and total, then a grand total.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CUSTSUM.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ORD-FILE ASSIGN TO ORDERS.
       DATA DIVISION.
       FILE SECTION.
       FD  ORD-FILE RECORDING MODE F.
       01  ORD-REC.
           05 ORD-CUST     PIC 9(4).
           05 ORD-QTY      PIC 9(3).
           05 ORD-PRICE    PIC 9(3)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-FIRST        PIC X VALUE 'Y'.
       01  WS-PREV         PIC 9(4).
       01  WS-COUNT        PIC 9(3) VALUE 0.
       01  WS-SUM          PIC 9(7)V99 VALUE 0.
       01  WS-GRAND        PIC 9(8)V99 VALUE 0.
       01  WS-LINE-AMT     PIC Z(7)9.99.
       01  WS-LINE-CNT     PIC ZZ9.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT ORD-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ ORD-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END PERFORM 1000-ONE-ORDER
             END-READ
           END-PERFORM
           IF WS-FIRST = 'N'
             PERFORM 2000-CUST-BREAK
           END-IF
           MOVE WS-GRAND TO WS-LINE-AMT
           DISPLAY 'GRAND TOTAL ' WS-LINE-AMT
           CLOSE ORD-FILE
           STOP RUN.
       1000-ONE-ORDER.
           IF WS-FIRST = 'N' AND ORD-CUST NOT = WS-PREV
             PERFORM 2000-CUST-BREAK
           END-IF
           MOVE 'N' TO WS-FIRST
           MOVE ORD-CUST TO WS-PREV
           ADD 1 TO WS-COUNT
           COMPUTE WS-SUM = WS-SUM + ORD-QTY * ORD-PRICE.
       2000-CUST-BREAK.
           MOVE WS-COUNT TO WS-LINE-CNT
           MOVE WS-SUM TO WS-LINE-AMT
           DISPLAY 'CUSTOMER ' WS-PREV ' ORDERS ' WS-LINE-CNT
                   ' TOTAL ' WS-LINE-AMT
           ADD WS-SUM TO WS-GRAND
           MOVE 0 TO WS-COUNT
           MOVE 0 TO WS-SUM.
