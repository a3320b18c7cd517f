      * DATESUB - date routine CALLed by the batch programs.
      * Function 'G': validate a Gregorian date YYYYMMDD and give its
      * Julian form YYYYDDD; function 'J': validate a Julian date
      * YYYYDDD and give its Gregorian form. Both give the day of the
      * week (1 = Monday) and the leap-year flag. Return codes:
      * 00 valid, 04 month not 01-12, 08 day not in the month,
      * 12 not numeric, 16 year before 1601, 20 day of year not in the
      * year, 24 unknown function.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DATESUB.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-MONTH-DAYS-TABLE.
           05  FILLER              PIC X(24)
                   VALUE '312831303130313130313031'.
       01  WS-MONTH-DAYS REDEFINES WS-MONTH-DAYS-TABLE.
           05  WS-MDAYS            PIC 99 OCCURS 12.
       01  WS-WORK.
           05  WS-YEAR             PIC 9(4).
           05  WS-MONTH            PIC 99.
           05  WS-DAY              PIC 9(3).
           05  WS-DOY              PIC 9(3).
           05  WS-YEAR-DAYS        PIC 9(3).
           05  WS-MONTH-LEN        PIC 99.
           05  WS-IX               PIC 99.
           05  WS-QUOT             PIC 9(4).
           05  WS-REM              PIC 9(3).
           05  WS-YEARS            PIC 9(4).
           05  WS-DAY-NUMBER       PIC 9(7) COMP-3.
           05  WS-WEEKS            PIC 9(6) COMP-3.
       01  WS-LEAP                 PIC X.
           88  LEAP-YEAR           VALUE 'Y'.
           88  COMMON-YEAR         VALUE 'N'.
       LINKAGE SECTION.
       01  LS-DATE-PARMS.
           05  LS-FUNCTION         PIC X.
               88  LS-FROM-GREGORIAN VALUE 'G'.
               88  LS-FROM-JULIAN    VALUE 'J'.
           05  LS-GREG-DATE        PIC X(8).
           05  LS-GREG-PARTS REDEFINES LS-GREG-DATE.
               10  LS-GREG-YYYY    PIC 9(4).
               10  LS-GREG-MM      PIC 99.
               10  LS-GREG-DD      PIC 99.
           05  LS-JUL-DATE         PIC X(7).
           05  LS-JUL-PARTS REDEFINES LS-JUL-DATE.
               10  LS-JUL-YYYY     PIC 9(4).
               10  LS-JUL-DDD      PIC 9(3).
           05  LS-DAY-OF-WEEK      PIC 9.
           05  LS-LEAP-FLAG        PIC X.
           05  LS-RETURN-CODE      PIC 99.
       PROCEDURE DIVISION USING LS-DATE-PARMS.
       0000-MAIN.
           MOVE 0 TO LS-RETURN-CODE
           MOVE 0 TO LS-DAY-OF-WEEK
           MOVE SPACE TO LS-LEAP-FLAG
           EVALUATE TRUE
               WHEN LS-FROM-GREGORIAN
                   PERFORM 1000-FROM-GREGORIAN
               WHEN LS-FROM-JULIAN
                   PERFORM 2000-FROM-JULIAN
               WHEN OTHER
                   MOVE 24 TO LS-RETURN-CODE
           END-EVALUATE
           IF LS-RETURN-CODE = 0
               PERFORM 4000-DAY-OF-WEEK
               MOVE WS-LEAP TO LS-LEAP-FLAG
           END-IF
           GOBACK.
       1000-FROM-GREGORIAN.
           IF LS-GREG-DATE IS NOT NUMERIC
               MOVE 12 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           MOVE LS-GREG-YYYY TO WS-YEAR
           MOVE LS-GREG-MM TO WS-MONTH
           MOVE LS-GREG-DD TO WS-DAY
           IF WS-YEAR < 1601
               MOVE 16 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           IF WS-MONTH < 1 OR WS-MONTH > 12
               MOVE 04 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           PERFORM 3000-LEAP-YEAR
           MOVE WS-MDAYS (WS-MONTH) TO WS-MONTH-LEN
           IF WS-MONTH = 2 AND LEAP-YEAR
               ADD 1 TO WS-MONTH-LEN
           END-IF
           IF WS-DAY < 1 OR WS-DAY > WS-MONTH-LEN
               MOVE 08 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           MOVE WS-DAY TO WS-DOY
           PERFORM VARYING WS-IX FROM 1 BY 1 UNTIL WS-IX = WS-MONTH
               ADD WS-MDAYS (WS-IX) TO WS-DOY
           END-PERFORM
           IF WS-MONTH > 2 AND LEAP-YEAR
               ADD 1 TO WS-DOY
           END-IF
           MOVE WS-YEAR TO LS-JUL-YYYY
           MOVE WS-DOY TO LS-JUL-DDD.
       2000-FROM-JULIAN.
           IF LS-JUL-DATE IS NOT NUMERIC
               MOVE 12 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           MOVE LS-JUL-YYYY TO WS-YEAR
           MOVE LS-JUL-DDD TO WS-DOY
           IF WS-YEAR < 1601
               MOVE 16 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           PERFORM 3000-LEAP-YEAR
           IF LEAP-YEAR
               MOVE 366 TO WS-YEAR-DAYS
           ELSE
               MOVE 365 TO WS-YEAR-DAYS
           END-IF
           IF WS-DOY < 1 OR WS-DOY > WS-YEAR-DAYS
               MOVE 20 TO LS-RETURN-CODE
               EXIT PARAGRAPH
           END-IF
           MOVE WS-DOY TO WS-DAY
           MOVE 1 TO WS-MONTH
           MOVE WS-MDAYS (1) TO WS-MONTH-LEN
           PERFORM UNTIL WS-DAY NOT > WS-MONTH-LEN
               SUBTRACT WS-MONTH-LEN FROM WS-DAY
               ADD 1 TO WS-MONTH
               MOVE WS-MDAYS (WS-MONTH) TO WS-MONTH-LEN
               IF WS-MONTH = 2 AND LEAP-YEAR
                   ADD 1 TO WS-MONTH-LEN
               END-IF
           END-PERFORM
           MOVE WS-YEAR TO LS-GREG-YYYY
           MOVE WS-MONTH TO LS-GREG-MM
           MOVE WS-DAY TO LS-GREG-DD.
       3000-LEAP-YEAR.
           SET COMMON-YEAR TO TRUE
           DIVIDE WS-YEAR BY 4 GIVING WS-QUOT REMAINDER WS-REM
           IF WS-REM = 0
               SET LEAP-YEAR TO TRUE
               DIVIDE WS-YEAR BY 100 GIVING WS-QUOT REMAINDER WS-REM
               IF WS-REM = 0
                   DIVIDE WS-YEAR BY 400 GIVING WS-QUOT
                       REMAINDER WS-REM
                   IF WS-REM NOT = 0
                       SET COMMON-YEAR TO TRUE
                   END-IF
               END-IF
           END-IF.
       4000-DAY-OF-WEEK.
      *    Days since 1600-12-31; 1601-01-01 was a Monday.
           SUBTRACT 1601 FROM WS-YEAR GIVING WS-YEARS
           COMPUTE WS-DAY-NUMBER = WS-YEARS * 365 + WS-DOY
           DIVIDE WS-YEARS BY 4 GIVING WS-QUOT
           ADD WS-QUOT TO WS-DAY-NUMBER
           DIVIDE WS-YEARS BY 100 GIVING WS-QUOT
           SUBTRACT WS-QUOT FROM WS-DAY-NUMBER
           DIVIDE WS-YEARS BY 400 GIVING WS-QUOT
           ADD WS-QUOT TO WS-DAY-NUMBER
           DIVIDE WS-DAY-NUMBER BY 7 GIVING WS-WEEKS
               REMAINDER WS-REM
           IF WS-REM = 0
               MOVE 7 TO LS-DAY-OF-WEEK
           ELSE
               MOVE WS-REM TO LS-DAY-OF-WEEK
           END-IF.
