      ******************************************************************
      * NUMVALF - the NUMVAL family and the day functions (Language   *
      * Reference, "Intrinsic functions": TEST-NUMVAL, TEST-NUMVAL-C, *
      * TEST-NUMVAL-F give 0 for a valid argument, else the position  *
      * of the first character in error, or the length plus 1 when    *
      * the argument is incomplete; NUMVAL-F reads a number with an   *
      * exponent E{+|-}n, n of 1 to 4 digits; DAY-TO-YYYYDDD windows  *
      * a 2-digit year as YEAR-TO-YYYY does; TEST-DAY-YYYYDDD gives   *
      * 1 for a bad year, 2 for a bad day; BYTE-LENGTH counts bytes). *
      * Arguments over a table of strings, each tested by the three  *
      * TEST- functions; the valid ones converted. cobc prints the    *
      * same lines. Where cobc 3.1.2 departs from IBM (a sign after   *
      * NUMVAL-F's number, a currency string of several characters   *
      * in TEST-NUMVAL-C) the case is in test_cbl_intrinsic instead.  *
      ******************************************************************
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NUMVALF.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  STR-TABLE.
           05  FILLER PIC X(12) VALUE "123".
           05  FILLER PIC X(12) VALUE "  -12.50  ".
           05  FILLER PIC X(12) VALUE "+ 7.".
           05  FILLER PIC X(12) VALUE "-.25".
           05  FILLER PIC X(12) VALUE "12.5CR".
           05  FILLER PIC X(12) VALUE "1X".
           05  FILLER PIC X(12) VALUE "1.2.3".
           05  FILLER PIC X(12) VALUE "-1-".
           05  FILLER PIC X(12) VALUE "1 2".
           05  FILLER PIC X(12) VALUE SPACES.
           05  FILLER PIC X(12) VALUE "+".
           05  FILLER PIC X(12) VALUE "$1,234.50".
           05  FILLER PIC X(12) VALUE "1,234".
           05  FILLER PIC X(12) VALUE "1.5E+2".
           05  FILLER PIC X(12) VALUE "-2.5E-3".
           05  FILLER PIC X(12) VALUE " 4 E + 1 ".
           05  FILLER PIC X(12) VALUE "1E2".
           05  FILLER PIC X(12) VALUE "1.5E".
           05  FILLER PIC X(12) VALUE "3E+12345".
           05  FILLER PIC X(12) VALUE "12.5DB".
       01  STRS REDEFINES STR-TABLE.
           05  STR PIC X(12) OCCURS 20.
       01  I       PIC 99.
       01  T0      PIC 99.
       01  T1      PIC 99.
       01  T2      PIC 99.
       01  R       PIC S9(7)V9(4).
       01  RE      PIC -(7)9.9(4).
       01  D       PIC 9(7).
       01  X8      PIC X(8).
       01  P3      PIC S9(5) COMP-3.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 20
               COMPUTE T0 = FUNCTION TEST-NUMVAL(STR(I))
               COMPUTE T1 = FUNCTION TEST-NUMVAL-C(STR(I))
               COMPUTE T2 = FUNCTION TEST-NUMVAL-F(STR(I))
               DISPLAY I " [" STR(I) "] " T0 " " T1 " " T2
               IF T0 = 0
                   COMPUTE R = FUNCTION NUMVAL(STR(I))
                   MOVE R TO RE
                   DISPLAY "   NUMVAL   " RE
               END-IF
               IF T1 = 0
                   COMPUTE R = FUNCTION NUMVAL-C(STR(I))
                   MOVE R TO RE
                   DISPLAY "   NUMVAL-C " RE
               END-IF
               IF T2 = 0
                   COMPUTE R = FUNCTION NUMVAL-F(STR(I))
                   MOVE R TO RE
                   DISPLAY "   NUMVAL-F " RE
               END-IF
           END-PERFORM
           COMPUTE D = FUNCTION DAY-TO-YYYYDDD(24001)
           DISPLAY "DAY " D
           COMPUTE D = FUNCTION DAY-TO-YYYYDDD(99365, 10)
           DISPLAY "DAY " D
           COMPUTE D = FUNCTION DAY-TO-YYYYDDD(50032, 60)
           DISPLAY "DAY " D
           COMPUTE D = FUNCTION TEST-DAY-YYYYDDD(2024366)
           DISPLAY "TDAY " D
           COMPUTE D = FUNCTION TEST-DAY-YYYYDDD(2023366)
           DISPLAY "TDAY " D
           COMPUTE D = FUNCTION TEST-DAY-YYYYDDD(1600001)
           DISPLAY "TDAY " D
           COMPUTE D = FUNCTION TEST-DAY-YYYYDDD(2023000)
           DISPLAY "TDAY " D
           COMPUTE D = FUNCTION BYTE-LENGTH(X8)
           DISPLAY "BYTES " D
           COMPUTE D = FUNCTION BYTE-LENGTH(P3)
           DISPLAY "BYTES " D
           COMPUTE D = FUNCTION BYTE-LENGTH(STR-TABLE)
           DISPLAY "BYTES " D
           STOP RUN.
