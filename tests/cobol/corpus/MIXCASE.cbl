      *================================================================*
      * MixCase - mixed-case program text.                             *
      * Exercises: Reserved Words In Mixed Case, data names referenced *
      * with different case than declared (Ws-Total vs WS-TOTAL),      *
      * paragraph names in mixed case, PIC strings like 9(3)v99 and    *
      * s9, mixed-case figurative constants (Zeroes, Spaces), a        *
      * mixed-case COPY name resolved to CUSTREC.cpy, End-If etc.      *
      *================================================================*
       Identification Division.
       Program-Id. MixCase.
       Data Division.
       Working-Storage Section.
       Copy CUSTREC.
       01  Ws-Total               Pic S9(5)v99 Comp-3 Value Zeroes.
       01  Ws-Label               Pic X(10) Value Spaces.
       Procedure Division.
       Main-Para.
           Move 'Total:' To WS-LABEL
           Add 12.5 To ws-total
           Add 0.25 To WS-TOTAL Giving Cust-Bal
           Perform Show-It
           GoBack.
       Show-It.
           If cust-bal Is Positive
               Display Ws-Label ' ' WS-TOTAL ' ' Cust-Bal
           End-If.
