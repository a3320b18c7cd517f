      *================================================================*
      * LEVELS - level numbers and data description entries.          *
      * EXERCISES: levels 01-49 with gaps (01/03/07/49), 77, 66        *
      *   RENAMES a THRU b and RENAMES a single item, 88 with VALUE,   *
      *   VALUES ARE, lists, THRU / THROUGH ranges and mixtures, 88 on *
      *   a group, FILLER and unnamed items, REDEFINES (elementary and *
      *   group, several redefinitions of one area), VALUE with       *
      *   literals, figurative constants (ZERO ZEROS ZEROES SPACE      *
      *   SPACES HIGH-VALUE LOW-VALUES QUOTE QUOTES NULL ALL 'x'),     *
      *   EXTERNAL and GLOBAL items.                                   *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEVELS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       77  STANDALONE-COUNT        PIC 9(4) COMP VALUE ZERO.
       77  STANDALONE-NAME         PIC X(10) VALUE SPACES.
       01  REC-A.
           03  A-KEY.
               07  A-REGION        PIC XX    VALUE 'NE'.
               07  A-NUMBER        PIC 9(5)  VALUE ZEROS.
           03  A-DATA.
               07  A-LEVEL-2.
                   09  A-LEVEL-3.
                       49  A-DEEPEST PIC X  VALUE 'D'.
               07  A-AMOUNT        PIC S9(5)V99 VALUE ZEROES.
               07  A-CODE          PIC X     VALUE 'B'.
                   88  A-CODE-VALID    VALUES ARE 'A' 'B' 'C'.
                   88  A-CODE-LETTER   VALUE 'A' THRU 'I' 'J' THROUGH
                                             'R' 'S' THRU 'Z'.
                   88  A-CODE-BLANK    VALUE SPACE.
               07  A-SCORE         PIC 999   VALUE 50.
                   88  A-FAIL          VALUE 0 THRU 49.
                   88  A-PASS          VALUE 50 THRU 89.
                   88  A-HONOURS       VALUE 90 THRU 100.
                   88  A-SPECIAL       VALUES 7 13 42 THRU 44 999.
           03  FILLER              PIC X(3)  VALUE ALL '*'.
           03                      PIC X(2)  VALUE HIGH-VALUES.
           03  A-QUOTES            PIC X(4)  VALUE ALL QUOTES.
           03  A-LOW               PIC X(2)  VALUE LOW-VALUE.
           03  A-PATTERN           PIC X(7)  VALUE ALL 'AB'.
       66  A-KEY-AND-AMOUNT RENAMES A-KEY THRU A-AMOUNT.
       66  A-WHOLE-DATA     RENAMES A-DATA.
       66  A-CODE-ALIAS     RENAMES A-CODE.
       66  A-SCORE-THRU     RENAMES A-CODE THROUGH A-SCORE.
       01  REC-B.
           05  B-FLAG              PIC X     VALUE 'N'.
               88  B-ON                VALUE 'Y'.
               88  B-OFF               VALUE 'N'.
       01  DATE-AREA               PIC 9(8)  VALUE 20240229.
       01  DATE-PARTS REDEFINES DATE-AREA.
           05  DP-YYYY             PIC 9(4).
           05  DP-MM               PIC 99.
           05  DP-DD               PIC 99.
       01  DATE-TEXT REDEFINES DATE-AREA PIC X(8).
       01  DATE-CC-YY REDEFINES DATE-AREA.
           05  DP-CC               PIC 99.
           05  DP-YY               PIC 99.
           05  FILLER              PIC X(4).
       01  GROUP-88                PIC X(3).
           88  GROUP-IS-EMPTY          VALUE SPACES.
           88  GROUP-IS-MAX            VALUE HIGH-VALUES.
       01  NULL-PTR                USAGE POINTER VALUE NULLS.
       01  SHARED-AREA             PIC X(20) EXTERNAL.
       01  GLOBAL-COUNTER          PIC 9(4) GLOBAL VALUE 0.
       PROCEDURE DIVISION.
       MAIN-PARA.
           IF A-CODE-VALID AND A-CODE-LETTER AND NOT A-CODE-BLANK
               DISPLAY 'CODE OK'
           END-IF
           MOVE 43 TO A-SCORE
           IF A-SPECIAL AND A-FAIL
               DISPLAY 'SPECIAL FAIL ' A-SCORE-THRU
           END-IF
           SET B-ON TO TRUE
           SET B-OFF TO TRUE
           SET A-HONOURS TO TRUE
           MOVE ZERO TO A-KEY-AND-AMOUNT
           DISPLAY A-KEY-AND-AMOUNT ' ' A-CODE-ALIAS ' ' A-SCORE
           DISPLAY DP-YYYY '/' DP-MM '/' DP-DD ' CC=' DP-CC ' '
                   DATE-TEXT ' ' A-PATTERN ' ' A-QUOTES
           SET GROUP-IS-EMPTY TO TRUE
           IF GROUP-IS-EMPTY ADD 1 TO STANDALONE-COUNT END-IF
           GOBACK.
