      * ERRHDR - headers in area A after sentences with no period: both
      * are reported, the second after recovery.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. T4.
       PROCEDURE DIVISION.
       P0.
           GO TO P1
       P1.
           DISPLAY 'A'
       S2 SECTION.
       P2.
           DISPLAY 'B'.
