      *================================================================*
      * FUNCS - intrinsic functions.                                   *
      * EXERCISES: FUNCTION CURRENT-DATE (and ref-mod on it), INTEGER- *
      *   OF-DATE, DATE-OF-INTEGER, DAY-OF-INTEGER, INTEGER-OF-DAY,    *
      *   MOD, REM, INTEGER, INTEGER-PART, NUMVAL, NUMVAL-C, UPPER-    *
      *   CASE, LOWER-CASE, REVERSE, TRIM (LEADING/TRAILING), LENGTH,  *
      *   MAX, MIN, ORD-MAX, ORD-MIN, SUM, MEAN, MEDIAN, RANGE, ABS,   *
      *   SQRT, FACTORIAL, ORD, CHAR, RANDOM (seeded), ANNUITY,        *
      *   PRESENT-VALUE, DATE-TO-YYYYMMDD, YEAR-TO-YYYY, TEST-DATE-    *
      *   YYYYMMDD, functions nested in functions and                  *
      *   in COMPUTE, function results ref-modified, FUNCTION in IF.   *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FUNCS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-NOW                  PIC X(21).
       01  WS-DAYS                 PIC S9(9) COMP.
       01  WS-DATE                 PIC 9(8).
       01  WS-NUM                  PIC S9(7)V99.
       01  WS-TEXT                 PIC X(20)
                                   VALUE '  Mixed Case Text  '.
       01  WS-AMT-TEXT             PIC X(12) VALUE ' $1,234.56- '.
       01  WS-VALS.
           05  WS-VAL              PIC S9(3) OCCURS 5 TIMES.
       01  WS-RESULT               PIC S9(7)V9(4).
       01  WS-FLOAT                COMP-2.
       01  WS-POS                  PIC 99.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE FUNCTION CURRENT-DATE TO WS-NOW
           DISPLAY 'YEAR ' FUNCTION CURRENT-DATE(1:4)
                   ' TZ ' WS-NOW(17:5)
           COMPUTE WS-DAYS = FUNCTION INTEGER-OF-DATE(20240301)
                           - FUNCTION INTEGER-OF-DATE(20240201)
           COMPUTE WS-DATE = FUNCTION DATE-OF-INTEGER(
                   FUNCTION INTEGER-OF-DATE(20231231) + 60)
           DISPLAY WS-DAYS ' ' WS-DATE ' '
                   FUNCTION DAY-OF-INTEGER(1) ' '
                   FUNCTION INTEGER-OF-DAY(2024060)
           DISPLAY FUNCTION MOD(-7, 3) ' ' FUNCTION REM(-7, 3) ' '
                   FUNCTION INTEGER(-2.5) ' '
                   FUNCTION INTEGER-PART(-2.5)
           COMPUTE WS-NUM = FUNCTION NUMVAL(' -123.45 ')
           DISPLAY WS-NUM
           COMPUTE WS-NUM = FUNCTION NUMVAL-C(WS-AMT-TEXT)
           DISPLAY WS-NUM
           DISPLAY '[' FUNCTION UPPER-CASE(WS-TEXT) ']['
                   FUNCTION LOWER-CASE(WS-TEXT) ']'
           DISPLAY '[' FUNCTION TRIM(WS-TEXT) ']['
                   FUNCTION TRIM(WS-TEXT LEADING) ']['
                   FUNCTION TRIM(WS-TEXT TRAILING) ']['
                   FUNCTION REVERSE(FUNCTION TRIM(WS-TEXT)) ']'
           DISPLAY FUNCTION LENGTH(FUNCTION TRIM(WS-TEXT))
           MOVE 3 TO WS-VAL(1)
           MOVE -8 TO WS-VAL(2)
           MOVE 15 TO WS-VAL(3)
           MOVE 0 TO WS-VAL(4)
           MOVE 15 TO WS-VAL(5)
      *    IBM allows FUNCTION MAX(WS-VAL(ALL)); GnuCOBOL 3.1.2 rejects
      *    the ALL subscript, so the five arguments are listed.
           DISPLAY FUNCTION MAX(WS-VAL(1) WS-VAL(2) WS-VAL(3)
                                WS-VAL(4) WS-VAL(5)) ' '
                   FUNCTION MIN(WS-VAL(1), WS-VAL(2), 4) ' '
                   FUNCTION ORD-MAX(WS-VAL(1) WS-VAL(2) WS-VAL(3)
                                    WS-VAL(4) WS-VAL(5)) ' '
                   FUNCTION ORD-MIN(WS-VAL(1) WS-VAL(2) WS-VAL(3)
                                    WS-VAL(4) WS-VAL(5)) ' '
                   FUNCTION SUM(WS-VAL(1) WS-VAL(2) WS-VAL(3)
                                WS-VAL(4) WS-VAL(5)) ' '
                   FUNCTION RANGE(WS-VAL(1) WS-VAL(2) WS-VAL(3)
                                  WS-VAL(4) WS-VAL(5))
           COMPUTE WS-RESULT = FUNCTION MEAN(WS-VAL(1) WS-VAL(2)
                               WS-VAL(3) WS-VAL(4) WS-VAL(5))
           DISPLAY WS-RESULT ' ' FUNCTION MEDIAN(WS-VAL(1) WS-VAL(2)
                                 WS-VAL(3) WS-VAL(4) WS-VAL(5))
           COMPUTE WS-RESULT = FUNCTION SQRT(2) + FUNCTION ABS(-1.5)
                             + FUNCTION FACTORIAL(5)
           DISPLAY WS-RESULT
           DISPLAY FUNCTION ORD('A') ' ' FUNCTION CHAR(66)
           COMPUTE WS-FLOAT = FUNCTION RANDOM(42)
           COMPUTE WS-RESULT ROUNDED =
               FUNCTION ANNUITY(0.01, 12) * 1000
           DISPLAY 'ANNUITY ' WS-RESULT
           COMPUTE WS-RESULT ROUNDED =
               FUNCTION PRESENT-VALUE(0.05, 100, 100, 100)
           DISPLAY 'PV ' WS-RESULT
           DISPLAY FUNCTION DATE-TO-YYYYMMDD(991231) ' '
                   FUNCTION YEAR-TO-YYYY(24)
           IF FUNCTION TEST-DATE-YYYYMMDD(20230229) NOT = 0
               DISPLAY 'INVALID DATE AT POSITION '
                       FUNCTION TEST-DATE-YYYYMMDD(20230229)
           END-IF
           GOBACK.
