      ******************************************************************
      * FLOATFN - the floating-point intrinsic functions (Language     *
      * Reference, "Intrinsic functions"; Programming Guide, "Using   *
      * math-oriented callable services": under ARITH(COMPAT) they    *
      * return long floating-point results, about 16 significant      *
      * digits). ACOS ASIN ATAN COS SIN TAN LOG LOG10 EXP EXP10 PI E  *
      * MIDRANGE VARIANCE STANDARD-DEVIATION, over a table of         *
      * arguments, into receivers of at most 14 digits, and inside    *
      * larger expressions. cobc prints the same lines.               *
      ******************************************************************
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FLOATFN.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  ARGS-TABLE.
           05  ARG-VAL PIC S9V9(4) OCCURS 7.
       01  I       PIC 9.
       01  ARGE    PIC -9.9(4).
       01  R       PIC S9(5)V9(9).
       01  RE      PIC -(5)9.9(9).
       01  BIG     PIC S9(9)V9(4).
       01  BIGE    PIC -(9)9.9(4).
       01  A1 PIC S99V99 VALUE 3.50.
       01  A2 PIC S99V99 VALUE -1.25.
       01  A3 PIC S99V99 VALUE 12.00.
       01  A4 PIC S99V99 VALUE 0.75.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 0.5 TO ARG-VAL(1)
           MOVE -0.25 TO ARG-VAL(2)
           MOVE 1 TO ARG-VAL(3)
           MOVE -1 TO ARG-VAL(4)
           MOVE 0.0001 TO ARG-VAL(5)
           MOVE 0.9999 TO ARG-VAL(6)
           MOVE 0 TO ARG-VAL(7)
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 7
               MOVE ARG-VAL(I) TO ARGE
               DISPLAY 'ARG ' ARGE
               COMPUTE R = FUNCTION SIN(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  SIN   ' RE
               COMPUTE R = FUNCTION COS(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  COS   ' RE
               COMPUTE R = FUNCTION TAN(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  TAN   ' RE
               COMPUTE R = FUNCTION ASIN(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  ASIN  ' RE
               COMPUTE R = FUNCTION ACOS(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  ACOS  ' RE
               COMPUTE R = FUNCTION ATAN(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  ATAN  ' RE
               COMPUTE R = FUNCTION EXP(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  EXP   ' RE
               COMPUTE R = FUNCTION EXP10(ARG-VAL(I))
               MOVE R TO RE DISPLAY '  EXP10 ' RE
               IF ARG-VAL(I) > 0
                   COMPUTE R = FUNCTION LOG(ARG-VAL(I))
                   MOVE R TO RE DISPLAY '  LOG   ' RE
                   COMPUTE R = FUNCTION LOG10(ARG-VAL(I))
                   MOVE R TO RE DISPLAY '  LOG10 ' RE
               END-IF
           END-PERFORM
           COMPUTE R = FUNCTION PI
           MOVE R TO RE DISPLAY 'PI      ' RE
           COMPUTE R = FUNCTION E
           MOVE R TO RE DISPLAY 'E       ' RE
           COMPUTE R = FUNCTION MIDRANGE(A1 A2 A3 A4)
           MOVE R TO RE DISPLAY 'MIDRNG  ' RE
           COMPUTE R = FUNCTION VARIANCE(A1 A2 A3 A4)
           MOVE R TO RE DISPLAY 'VARNCE  ' RE
           COMPUTE R = FUNCTION STANDARD-DEVIATION(A1 A2 A3 A4)
           MOVE R TO RE DISPLAY 'STDDEV  ' RE
           COMPUTE R = FUNCTION STANDARD-DEVIATION(7)
           MOVE R TO RE DISPLAY 'SD-ONE  ' RE
           COMPUTE R = FUNCTION LOG(A3) * 100 + FUNCTION SQRT(A3)
           MOVE R TO RE DISPLAY 'EXPR    ' RE
           COMPUTE BIG = FUNCTION EXP(A3) + FUNCTION EXP10(A1)
           MOVE BIG TO BIGE DISPLAY 'BIG     ' BIGE
           COMPUTE R = FUNCTION SIN(A2 * FUNCTION PI / 4)
           MOVE R TO RE DISPLAY 'NESTED  ' RE
           STOP RUN.
