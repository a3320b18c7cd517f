      * WRFUEL - an endless loop: the run goes wrong when its fuel ends.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WRFUEL.
       PROCEDURE DIVISION.
       P1.
           GO TO P1.
