      * DMAXRCV - which receivers count in dmax (Enterprise COBOL
      * Programming Guide, "Terminology used for intermediate
      * results": dmax is the largest of "the number of decimal places
      * needed for the final result field(s)" and the operands' decimal
      * places, divisors and exponents excepted). A quotient carries
      * dmax decimal places ("Fixed-point data and intermediate
      * results", division).
      * - a numeric-edited receiver needs its PICTURE's decimals:
      *   10 / 3 into ZZ9.99 is 3.33 (cobc gives the same);
      * - ROUNDED asks one more place of its own receiver only: with
      *   X ROUNDED (1 place, so 2) and Y (3 places) dmax is 3, so
      *   (10 / 3) * 1000 is 3.333 * 1000 = 3333.000 in Y, not
      *   3333.300 (GnuCOBOL keeps more places in its intermediates
      *   and gives 3333.333: ibm-vs-gnucobol.md, dmax).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DMAXRCV.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A      PIC 9(3) VALUE 10.
       01  B      PIC 9(3) VALUE 3.
       01  OUTE   PIC ZZ9.99.
       01  OUTN   PIC 999V99.
       01  X      PIC 9(4)V9.
       01  Y      PIC 9(4)V999.
       01  YE     PIC Z(3)9.999.
       PROCEDURE DIVISION.
           COMPUTE OUTE = A / B
           COMPUTE OUTN = A / B
           DISPLAY OUTE ' ' OUTN
           COMPUTE X ROUNDED Y = (A / B) * 1000
           MOVE Y TO YE
           DISPLAY X ' ' YE
           STOP RUN.
