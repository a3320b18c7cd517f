      * DD/ASSIGN: FXRATES(in) FXTRAN(in, fixed 40) FXOUT(out)
      *================================================================*
      * FXCONV - currency conversion of foreign exchange deals with    *
      * per-channel rounding rules and totals per currency.            *
      * EXERCISES: PACKED-DECIMAL amounts read from a fixed-length     *
      *   sequential file, rates with 8 decimals, DIVIDE ... GIVING    *
      *   ... ROUNDED MODE IS NEAREST-AWAY-FROM-ZERO / NEAREST-EVEN /  *
      *   TRUNCATION (half-cent ties and negative reversals), COMPUTE  *
      *   ROUNDED MODE TOWARD-GREATER for fees, ON SIZE ERROR / NOT ON *
      *   SIZE ERROR (results too large for the receiver), DIVIDE ...  *
      *   GIVING ... REMAINDER (notes and change, also negative),      *
      *   scaling to 0, 2 or 3 minor units, a rate table searched      *
      *   serially, totals per currency, RETURN-CODE 4 on rejects.     *
      *   ROUNDED MODE is ISO 2002 COBOL; IBM Enterprise COBOL 6.x has *
      *   no MODE phrase (corpus README), it is here on purpose.       *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FXCONV.
       AUTHOR. S. ABERNATHY.
       DATE-WRITTEN. 05/30/2011.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT RATE-FILE ASSIGN TO FXRATES
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-RATE-FS.
           SELECT DEAL-FILE ASSIGN TO FXTRAN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-DEAL-FS.
           SELECT OUT-FILE ASSIGN TO FXOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-OUT-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  RATE-FILE.
       01  RATE-REC.
           05  RR-CCY              PIC X(3).
           05  RR-MID              PIC 9(5)V9(8).
           05  RR-SPREAD-BP        PIC 9(3).
           05  RR-MINOR            PIC 9.
       FD  DEAL-FILE
           RECORD CONTAINS 40 CHARACTERS.
           COPY FXCONV-FXTRAN.
       FD  OUT-FILE.
       01  OUT-REC                 PIC X(120).
       WORKING-STORAGE SECTION.
       01  WS-RATE-FS              PIC XX.
           88  RATE-OK             VALUE '00'.
           88  RATE-EOF            VALUE '10'.
       01  WS-DEAL-FS              PIC XX.
           88  DEAL-OK             VALUE '00'.
           88  DEAL-EOF            VALUE '10'.
       01  WS-OUT-FS               PIC XX.
       01  WS-RATE-COUNT           PIC 99 COMP VALUE 0.
       01  RATE-TABLE.
           05  RT-ENTRY OCCURS 20 INDEXED BY RX.
               10  RT-CCY          PIC X(3).
               10  RT-MID          PIC 9(5)V9(8) COMP-3.
               10  RT-SPREAD-BP    PIC 9(3) COMP-3.
               10  RT-SCALE        PIC 9(4) COMP.
               10  RT-COUNT        PIC 9(5) COMP-3.
               10  RT-SIZE-ERRORS  PIC 9(5) COMP-3.
               10  RT-FGN-TOTAL    PIC S9(15)V999 COMP-3.
               10  RT-USD-TOTAL    PIC S9(13)V99 COMP-3.
       01  WS-CALC.
           05  WS-CUST-RATE        PIC 9(5)V9(8) COMP-3.
           05  WS-USD              PIC S9(9)V99 COMP-3.
           05  WS-FGN-MINOR        PIC S9(15) COMP-3.
           05  WS-FGN              PIC S9(15)V999 COMP-3.
           05  WS-FEE              PIC S9(7)V99 COMP-3.
           05  WS-NOTES            PIC S9(9) COMP-3.
           05  WS-CHANGE           PIC S9(3)V99 COMP-3.
           05  WS-SIZE-SW          PIC X.
               88  SIZE-ERROR      VALUE 'Y'.
               88  SIZE-OK         VALUE 'N'.
       01  WS-REASON               PIC X(20).
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP-3 VALUE 0.
           05  WS-CONVERTED        PIC 9(5) COMP-3 VALUE 0.
           05  WS-REJECTED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-SIZE-ERRORS      PIC 9(5) COMP-3 VALUE 0.
           05  WS-ONLINE-BUYS      PIC 9(5) COMP-3 VALUE 0.
           05  WS-FEE-TOTAL        PIC S9(9)V99 COMP-3 VALUE 0.
       01  DEAL-LINE.
           05  DL-TXN              PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-CCY              PIC X(3).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-SIDE             PIC X.
           05  DL-CHANNEL          PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-AMOUNT           PIC -ZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-RATE             PIC ZZ,ZZ9.9(8).
           05  FILLER              PIC X VALUE SPACE.
           05  DL-RESULT           PIC -ZZZ,ZZZ,ZZZ,ZZZ,ZZ9.999.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-FEE              PIC -ZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  DL-NOTES            PIC -ZZZ,ZZZ,ZZ9 BLANK WHEN ZERO.
           05  DL-CHANGE           PIC -ZZ9.99 BLANK WHEN ZERO.
       01  REJECT-LINE.
           05  RJ-TXN              PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  RJ-CCY              PIC X(3).
           05  FILLER              PIC X VALUE SPACE.
           05  RJ-SIDE             PIC X.
           05  RJ-CHANNEL          PIC X.
           05  FILLER              PIC X(3) VALUE ' * '.
           05  RJ-REASON           PIC X(20).
       01  TOTAL-LINE.
           05  FILLER              PIC X(6) VALUE 'TOTAL '.
           05  TL-CCY              PIC X(3).
           05  TL-COUNT            PIC ZZZZ9.
           05  FILLER              PIC X(7) VALUE ' DEALS '.
           05  TL-FGN              PIC -ZZZ,ZZZ,ZZZ,ZZZ,ZZ9.999.
           05  FILLER              PIC X(5) VALUE ' USD '.
           05  TL-USD              PIC -Z,ZZZ,ZZZ,ZZZ,ZZ9.99.
           05  FILLER              PIC X(14) VALUE ' SIZE ERRORS '.
           05  TL-SIZE             PIC ZZZ9.
       01  WS-COUNT-ED             PIC ZZ,ZZ9.
       01  WS-MONEY-ED             PIC -ZZZ,ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           PERFORM 1000-LOAD-RATES
           OPEN INPUT DEAL-FILE
           IF NOT DEAL-OK
               DISPLAY 'FXCONV: OPEN FXTRAN STATUS ' WS-DEAL-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           OPEN OUTPUT OUT-FILE
           IF WS-OUT-FS NOT = '00'
               DISPLAY 'FXCONV: OPEN FXOUT STATUS ' WS-OUT-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           PERFORM UNTIL DEAL-EOF
               READ DEAL-FILE
                   AT END CONTINUE
                   NOT AT END
                       ADD 1 TO WS-READ
                       PERFORM 2000-ONE-DEAL
               END-READ
               IF NOT DEAL-OK AND NOT DEAL-EOF
                   DISPLAY 'FXCONV: READ FXTRAN STATUS ' WS-DEAL-FS
                   MOVE 16 TO RETURN-CODE
                   SET DEAL-EOF TO TRUE
               END-IF
           END-PERFORM
           PERFORM 3000-CURRENCY-TOTALS
           CLOSE DEAL-FILE OUT-FILE
           PERFORM 9000-COUNTS
           GOBACK.
       1000-LOAD-RATES.
           OPEN INPUT RATE-FILE
           IF NOT RATE-OK
               DISPLAY 'FXCONV: OPEN FXRATES STATUS ' WS-RATE-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           PERFORM UNTIL RATE-EOF
               READ RATE-FILE
                   AT END CONTINUE
                   NOT AT END
                       IF WS-RATE-COUNT < 20
                           ADD 1 TO WS-RATE-COUNT
                           SET RX TO WS-RATE-COUNT
                           INITIALIZE RT-ENTRY(RX)
                           MOVE RR-CCY TO RT-CCY(RX)
                           MOVE RR-MID TO RT-MID(RX)
                           MOVE RR-SPREAD-BP TO RT-SPREAD-BP(RX)
                           COMPUTE RT-SCALE(RX) = 10 ** RR-MINOR
                       END-IF
               END-READ
           END-PERFORM
           CLOSE RATE-FILE.
      *----------------------------------------------------------------*
      * 2000: a buy converts the deal currency into USD at the mid     *
      * rate plus the spread, a sell converts USD into the currency at *
      * the mid rate less the spread.  The rounding rule depends on    *
      * the channel: branch NEAREST-AWAY-FROM-ZERO, wholesale          *
      * NEAREST-EVEN, online TRUNCATION.  Fees always round up         *
      * (TOWARD-GREATER).                                              *
      *----------------------------------------------------------------*
       2000-ONE-DEAL.
           MOVE SPACES TO WS-REASON
           SET RX TO 1
           SEARCH RT-ENTRY
               AT END
                   MOVE 'UNKNOWN CURRENCY' TO WS-REASON
               WHEN RX > WS-RATE-COUNT
                   MOVE 'UNKNOWN CURRENCY' TO WS-REASON
               WHEN RT-CCY(RX) = FX-CCY
                   CONTINUE
           END-SEARCH
           EVALUATE TRUE
               WHEN WS-REASON NOT = SPACES
                   CONTINUE
               WHEN NOT FX-BUY AND NOT FX-SELL
                   MOVE 'BAD SIDE' TO WS-REASON
               WHEN NOT FX-BRANCH AND NOT FX-WHOLESALE
                    AND NOT FX-ONLINE
                   MOVE 'BAD CHANNEL' TO WS-REASON
               WHEN FX-BUY
                   PERFORM 2100-BUY
               WHEN OTHER
                   PERFORM 2200-SELL
           END-EVALUATE
           IF WS-REASON = SPACES
               PERFORM 2300-WRITE-DEAL
           ELSE
               ADD 1 TO WS-REJECTED
               MOVE FX-TXN-ID TO RJ-TXN
               MOVE FX-CCY TO RJ-CCY
               MOVE FX-SIDE TO RJ-SIDE
               MOVE FX-CHANNEL TO RJ-CHANNEL
               MOVE WS-REASON TO RJ-REASON
               WRITE OUT-REC FROM REJECT-LINE
           END-IF.
       2100-BUY.
           COMPUTE WS-CUST-RATE ROUNDED =
               RT-MID(RX) + RT-MID(RX) * RT-SPREAD-BP(RX) / 10000
           SET SIZE-OK TO TRUE
           EVALUATE TRUE
               WHEN FX-BRANCH
                   DIVIDE FX-AMOUNT BY WS-CUST-RATE GIVING WS-USD
                       ROUNDED MODE IS NEAREST-AWAY-FROM-ZERO
                       ON SIZE ERROR SET SIZE-ERROR TO TRUE
                   END-DIVIDE
               WHEN FX-WHOLESALE
                   DIVIDE FX-AMOUNT BY WS-CUST-RATE GIVING WS-USD
                       ROUNDED MODE IS NEAREST-EVEN
                       ON SIZE ERROR SET SIZE-ERROR TO TRUE
                   END-DIVIDE
               WHEN OTHER
                   DIVIDE FX-AMOUNT BY WS-CUST-RATE GIVING WS-USD
                       ROUNDED MODE IS TRUNCATION
                       ON SIZE ERROR SET SIZE-ERROR TO TRUE
                       NOT ON SIZE ERROR ADD 1 TO WS-ONLINE-BUYS
                   END-DIVIDE
           END-EVALUATE
           IF SIZE-ERROR
               MOVE 'USD RESULT TOO LARGE' TO WS-REASON
               ADD 1 TO RT-SIZE-ERRORS(RX) WS-SIZE-ERRORS
           ELSE
               MOVE FX-AMOUNT TO WS-FGN
               COMPUTE WS-FEE ROUNDED MODE IS TOWARD-GREATER =
                   WS-USD * 0.0015
      *        branch payouts: twenty-dollar notes and the change; the
      *        remainder keeps the sign of the dividend.
               MOVE 0 TO WS-NOTES WS-CHANGE
               IF FX-BRANCH
                   DIVIDE WS-USD BY 20 GIVING WS-NOTES
                       REMAINDER WS-CHANGE
               END-IF
           END-IF.
       2200-SELL.
           COMPUTE WS-CUST-RATE ROUNDED =
               RT-MID(RX) - RT-MID(RX) * RT-SPREAD-BP(RX) / 10000
           SET SIZE-OK TO TRUE
      *    the result is rounded in the currency's minor units
           EVALUATE TRUE
               WHEN FX-BRANCH
                   COMPUTE WS-FGN-MINOR
                       ROUNDED MODE IS NEAREST-AWAY-FROM-ZERO
                       = FX-AMOUNT * WS-CUST-RATE * RT-SCALE(RX)
                       ON SIZE ERROR SET SIZE-ERROR TO TRUE
                   END-COMPUTE
               WHEN FX-WHOLESALE
                   COMPUTE WS-FGN-MINOR ROUNDED MODE IS NEAREST-EVEN
                       = FX-AMOUNT * WS-CUST-RATE * RT-SCALE(RX)
                       ON SIZE ERROR SET SIZE-ERROR TO TRUE
                   END-COMPUTE
               WHEN OTHER
                   COMPUTE WS-FGN-MINOR ROUNDED MODE IS TRUNCATION
                       = FX-AMOUNT * WS-CUST-RATE * RT-SCALE(RX)
                       ON SIZE ERROR SET SIZE-ERROR TO TRUE
                   END-COMPUTE
           END-EVALUATE
           IF SIZE-ERROR
               MOVE 'FOREIGN TOO LARGE' TO WS-REASON
               ADD 1 TO RT-SIZE-ERRORS(RX) WS-SIZE-ERRORS
           ELSE
               COMPUTE WS-FGN = WS-FGN-MINOR / RT-SCALE(RX)
               MOVE FX-AMOUNT TO WS-USD
               COMPUTE WS-FEE ROUNDED MODE IS TOWARD-GREATER =
                   WS-USD * 0.0015
               MOVE 0 TO WS-NOTES WS-CHANGE
           END-IF.
       2300-WRITE-DEAL.
           ADD 1 TO WS-CONVERTED RT-COUNT(RX)
           ADD WS-FGN TO RT-FGN-TOTAL(RX)
           ADD WS-USD TO RT-USD-TOTAL(RX)
           ADD WS-FEE TO WS-FEE-TOTAL
           MOVE SPACES TO DEAL-LINE
           MOVE FX-TXN-ID TO DL-TXN
           MOVE FX-CCY TO DL-CCY
           MOVE FX-SIDE TO DL-SIDE
           MOVE FX-CHANNEL TO DL-CHANNEL
           MOVE FX-AMOUNT TO DL-AMOUNT
           MOVE WS-CUST-RATE TO DL-RATE
           IF FX-BUY
               MOVE WS-USD TO DL-RESULT
           ELSE
               MOVE WS-FGN TO DL-RESULT
           END-IF
           MOVE WS-FEE TO DL-FEE
           MOVE WS-NOTES TO DL-NOTES
           MOVE WS-CHANGE TO DL-CHANGE
           WRITE OUT-REC FROM DEAL-LINE
           IF WS-OUT-FS NOT = '00'
               DISPLAY 'FXCONV: WRITE FXOUT STATUS ' WS-OUT-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       3000-CURRENCY-TOTALS.
           PERFORM VARYING RX FROM 1 BY 1 UNTIL RX > WS-RATE-COUNT
               MOVE RT-CCY(RX) TO TL-CCY
               MOVE RT-COUNT(RX) TO TL-COUNT
               MOVE RT-FGN-TOTAL(RX) TO TL-FGN
               MOVE RT-USD-TOTAL(RX) TO TL-USD
               MOVE RT-SIZE-ERRORS(RX) TO TL-SIZE
               WRITE OUT-REC FROM TOTAL-LINE
           END-PERFORM.
       9000-COUNTS.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'FXCONV DEALS READ      ' WS-COUNT-ED
           MOVE WS-CONVERTED TO WS-COUNT-ED
           DISPLAY 'FXCONV DEALS CONVERTED ' WS-COUNT-ED
           MOVE WS-REJECTED TO WS-COUNT-ED
           DISPLAY 'FXCONV DEALS REJECTED  ' WS-COUNT-ED
           MOVE WS-SIZE-ERRORS TO WS-COUNT-ED
           DISPLAY 'FXCONV OF WHICH SIZE   ' WS-COUNT-ED
           MOVE WS-ONLINE-BUYS TO WS-COUNT-ED
           DISPLAY 'FXCONV ONLINE BUYS     ' WS-COUNT-ED
           MOVE WS-FEE-TOTAL TO WS-MONEY-ED
           DISPLAY 'FXCONV FEES (USD)   ' WS-MONEY-ED
           IF RETURN-CODE = 0 AND WS-REJECTED > 0
               MOVE 4 TO RETURN-CODE
           END-IF.
