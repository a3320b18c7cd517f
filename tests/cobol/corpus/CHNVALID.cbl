      * Subprogram (no DD names); CALLed by CALLCHN.
      *================================================================*
      * CHNVALID - validates one loan payment for CALLCHN.             *
      * EXERCISES: PROCEDURE DIVISION USING three LINKAGE items (the   *
      *   payment BY REFERENCE: the amount is capped in the caller's   *
      *   storage; the run date BY CONTENT: overwriting it here does   *
      *   not reach the caller; the result BY REFERENCE), RETURN-CODE  *
      *   set for the caller (0 accepted, 4 warning, 8 rejected),      *
      *   WORKING-STORAGE kept between calls (call and reject counts,  *
      *   the previous loan number) until the caller CANCELs it, COPY  *
      *   ... REPLACING of a :PFX: tagged copybook, GOBACK.            *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CHNVALID.
       AUTHOR. R. ICHIKAWA.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-CALLS                PIC S9(5) COMP-3 VALUE 0.
       01  WS-REJECTS              PIC S9(5) COMP-3 VALUE 0.
       01  WS-PREV-LOAN            PIC X(8) VALUE SPACES.
       LINKAGE SECTION.
           COPY CALLCHN-PAYREC REPLACING ==:PFX:== BY ==LK==.
       01  LK-RUN-DATE             PIC X(8).
       01  LK-RESULT.
           05  LK-REASON           PIC X(20).
           05  LK-CALL-NO          PIC 9(5).
           05  LK-REJECT-COUNT     PIC 9(5).
       PROCEDURE DIVISION USING LK-PAYMENT LK-RUN-DATE LK-RESULT.
       0000-VALIDATE.
           ADD 1 TO WS-CALLS
           MOVE WS-CALLS TO LK-CALL-NO
           MOVE SPACES TO LK-REASON
           MOVE 0 TO RETURN-CODE
           EVALUATE TRUE
               WHEN LK-LOAN(1:1) NOT = 'L'
                    OR LK-LOAN(2:7) NOT NUMERIC
                   MOVE 'BAD LOAN NUMBER' TO LK-REASON
                   MOVE 8 TO RETURN-CODE
               WHEN LK-AMOUNT NOT NUMERIC
                   MOVE 'AMOUNT NOT NUMERIC' TO LK-REASON
                   MOVE 8 TO RETURN-CODE
               WHEN LK-AMOUNT = 0
                   MOVE 'ZERO PAYMENT' TO LK-REASON
                   MOVE 8 TO RETURN-CODE
               WHEN NOT LK-REGULAR AND NOT LK-EXTRA AND NOT LK-PAYOFF
                   MOVE 'BAD PAYMENT TYPE' TO LK-REASON
                   MOVE 8 TO RETURN-CODE
               WHEN LK-PAYOFF AND LK-AMOUNT < LK-BALANCE
                   MOVE 'PAYOFF SHORT' TO LK-REASON
                   MOVE 8 TO RETURN-CODE
               WHEN LK-LOAN = WS-PREV-LOAN
                   MOVE 'SAME LOAN AS BEFORE' TO LK-REASON
                   MOVE 4 TO RETURN-CODE
               WHEN LK-AMOUNT > LK-BALANCE
      *            the caller's copy of the payment is changed
                   MOVE LK-BALANCE TO LK-AMOUNT
                   MOVE 'OVERPAYMENT CAPPED' TO LK-REASON
                   MOVE 4 TO RETURN-CODE
           END-EVALUATE
           IF RETURN-CODE = 8
               ADD 1 TO WS-REJECTS
           END-IF
           MOVE WS-REJECTS TO LK-REJECT-COUNT
           MOVE LK-LOAN TO WS-PREV-LOAN
      *    BY CONTENT: the caller keeps its own run date
           MOVE ALL '*' TO LK-RUN-DATE
           GOBACK.
