      * RANDSEQ - FUNCTION RANDOM (Language Reference, "RANDOM"): a
      * seed starts a new sequence, a reference without one returns
      * the next number of the current sequence, the first reference
      * without one uses seed 0, and a seed always gives the same
      * sequence. IBM does not document the generator, so the numbers
      * are an input of the run (RANDSEQ.args: --random 0=0.25,0.5
      * --random 7=0.125,.75); the last reference needs a third number
      * of seed 7, which is not given: the run goes wrong unsupported.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RANDSEQ.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 R PIC V9(6).
       PROCEDURE DIVISION.
           COMPUTE R = FUNCTION RANDOM
           DISPLAY 'NO SEED  ' R
           COMPUTE R = FUNCTION RANDOM
           DISPLAY 'NEXT     ' R
           COMPUTE R = FUNCTION RANDOM(7)
           DISPLAY 'SEED 7   ' R
           COMPUTE R = FUNCTION RANDOM(0)
           DISPLAY 'SEED 0   ' R
           COMPUTE R = FUNCTION RANDOM(7) * 2
           DISPLAY 'SEED 7X2 ' R
           COMPUTE R = FUNCTION RANDOM
           DISPLAY 'NEXT     ' R
           COMPUTE R = FUNCTION RANDOM
           DISPLAY 'NOT HERE ' R
           STOP RUN.
