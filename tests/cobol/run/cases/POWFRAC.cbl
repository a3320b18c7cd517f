      * POWFRAC - exponents with a fraction are evaluated in floating
      * point (Programming Guide, "Floating-point data and intermediate
      * results": an exponent with decimal places, or an expression
      * containing a division, makes IBM use floating point; Language
      * Reference, "Arithmetic expressions": no real result is the size
      * error condition). The values come from the long floating-point
      * result (about 16 digits), not cut to dmax places inside the
      * expression (1.5 ** 2.5 * 100 keeps 275.567596). cobc prints the
      * same lines but 7 ** (1 / 3) ROUNDED, 1.912930 (it computes the
      * quotient with fewer digits; 7 ** (1/3) is 1.9129311827...).
      * Before, each of these went wrong unsupported.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. POWFRAC.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 X PIC S9(6)V9(6).
       01 E PIC 9V9 VALUE 0.5.
       01 B PIC S9V9 VALUE -2.0.
       01 R PIC -(6)9.9(6).
       PROCEDURE DIVISION.
           COMPUTE X = 2 ** 0.5 MOVE X TO R DISPLAY R
           COMPUTE X = 1.5 ** 2.5 * 100 MOVE X TO R DISPLAY R
           COMPUTE X = 1.21 ** E MOVE X TO R DISPLAY R
           COMPUTE X = 10 ** -1.5 MOVE X TO R DISPLAY R
           COMPUTE X = 0 ** 0.5 MOVE X TO R DISPLAY R
           COMPUTE X = 2 ** 0.5 + 3 ** 0.25 MOVE X TO R DISPLAY R
           COMPUTE X ROUNDED = 7 ** (1 / 3) MOVE X TO R DISPLAY R
           COMPUTE X = B ** E ON SIZE ERROR DISPLAY 'SIZE' END-COMPUTE
           COMPUTE X = B ** E
           DISPLAY 'NOT REACHED'
           STOP RUN.
