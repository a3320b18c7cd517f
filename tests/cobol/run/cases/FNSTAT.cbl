      * FNSTAT - numeric functions in arithmetic expressions (Language
      * Reference, "Intrinsic functions"): ORD-MAX/ORD-MIN (leftmost),
      * SUM, RANGE, MEAN, MEDIAN, FACTORIAL, SQRT, ANNUITY,
      * PRESENT-VALUE, YEAR-TO-YYYY and DATE-TO-YYYYMMDD (window from
      * the run's clock, 2024). A numeric function as a DISPLAY operand
      * is rejected by IBM (only in arithmetic expressions): goes wrong.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNSTAT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  V  PIC S9(3) OCCURS 5 TIMES.
       01  R  PIC S9(7)V9(4) SIGN LEADING SEPARATE.
       PROCEDURE DIVISION.
           MOVE 3 TO V(1) MOVE -8 TO V(2) MOVE 15 TO V(3)
           MOVE 0 TO V(4) MOVE 15 TO V(5)
           COMPUTE R = FUNCTION ORD-MAX(V(1) V(2) V(3) V(4) V(5)) * 10
                     + FUNCTION ORD-MIN(V(1) V(2) V(3) V(4) V(5))
           DISPLAY 'ORD ' R
           COMPUTE R = FUNCTION SUM(V(1) V(2) V(3) V(4) V(5))
           DISPLAY 'SUM ' R
           COMPUTE R = FUNCTION RANGE(V(1) V(2) V(3) V(4) V(5))
           DISPLAY 'RANGE ' R
           COMPUTE R = FUNCTION MEAN(V(1) V(2) V(3) V(4))
           DISPLAY 'MEAN ' R
           COMPUTE R = FUNCTION MEDIAN(V(1) V(2) V(3) V(4))
           DISPLAY 'MEDIAN ' R
           COMPUTE R = FUNCTION SQRT(2) + FUNCTION FACTORIAL(5)
           DISPLAY 'SQRT ' R
           COMPUTE R ROUNDED = FUNCTION ANNUITY(0.01, 12) * 1000
           DISPLAY 'ANNUITY ' R
           COMPUTE R ROUNDED = FUNCTION PRESENT-VALUE(0.05 100 100 100)
           DISPLAY 'PV ' R
           COMPUTE R = FUNCTION DATE-TO-YYYYMMDD(750101) / 10000
           DISPLAY 'DATE ' R
           COMPUTE R = FUNCTION YEAR-TO-YYYY(74)
           DISPLAY 'YEAR ' R
           DISPLAY FUNCTION MAX(V(1) V(2))
           STOP RUN.
