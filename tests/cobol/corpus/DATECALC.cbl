      * DD/ASSIGN: DATEIN(in) DATEOUT(out)
      *================================================================*
      * DATECALC - date validation and arithmetic.                     *
      * EXERCISES: leap-year rule (DIVIDE ... REMAINDER, FUNCTION MOD  *
      *   and FUNCTION REM), month-length table by REDEFINES of a      *
      *   VALUE string, FUNCTION INTEGER-OF-DATE / DATE-OF-INTEGER /   *
      *   DAY-OF-INTEGER / INTEGER-OF-DAY, day-of-week by MOD 7,       *
      *   GO TO DEPENDING ON, EXIT PARAGRAPH, class test NUMERIC,      *
      *   88-level THRU ranges, reference modification (start:length),*
      *   OCCURS with INDEXED BY and SET index, UNSTRING of a          *
      *   yyyy-mm-dd field, ACCEPT FROM DATE YYYYMMDD (displayed only).*
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DATECALC.
       AUTHOR. J. O'CONNOR-SMYTHE.
       DATE-WRITTEN. 29-FEB-2000.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT DATE-IN  ASSIGN TO DATEIN
               ORGANIZATION LINE SEQUENTIAL.
           SELECT DATE-OUT ASSIGN TO DATEOUT
               ORGANIZATION LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  DATE-IN.
       01  DI-REC.
           05  DI-FUNC             PIC X.
               88  DI-DIFF         VALUE 'D'.
               88  DI-ADD          VALUE 'A'.
               88  DI-WEEKDAY      VALUE 'W'.
               88  DI-JULIAN       VALUE 'J'.
           05  FILLER              PIC X.
           05  DI-DATE1            PIC X(10).
           05  FILLER              PIC X.
           05  DI-DATE2            PIC X(10).
           05  FILLER              PIC X.
           05  DI-DAYS             PIC S9(5) SIGN LEADING SEPARATE.
       FD  DATE-OUT.
       01  DO-REC                  PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-EOF                  PIC X VALUE 'N'.
       01  WS-TODAY                PIC 9(8).
       01  WS-MONTH-DAYS-INIT      PIC X(24)
                                   VALUE '312831303130313130313031'.
       01  WS-MONTH-TABLE REDEFINES WS-MONTH-DAYS-INIT.
           05  WS-MONTH-LEN        PIC 99 OCCURS 12 TIMES
                                   INDEXED BY MX.
       01  WS-DAY-NAMES.
           05  FILLER PIC X(9) VALUE 'SUNDAY'.
           05  FILLER PIC X(9) VALUE 'MONDAY'.
           05  FILLER PIC X(9) VALUE 'TUESDAY'.
           05  FILLER PIC X(9) VALUE 'WEDNESDAY'.
           05  FILLER PIC X(9) VALUE 'THURSDAY'.
           05  FILLER PIC X(9) VALUE 'FRIDAY'.
           05  FILLER PIC X(9) VALUE 'SATURDAY'.
       01  WS-DAY-TABLE REDEFINES WS-DAY-NAMES.
           05  WS-DAY-NAME         PIC X(9) OCCURS 7.
       01  WS-WORK-DATE.
           05  WS-YYYY             PIC 9(4).
           05  WS-MM               PIC 99.
               88  VALID-MONTH     VALUE 1 THRU 12.
           05  WS-DD               PIC 99.
       01  WS-DATE-NUM REDEFINES WS-WORK-DATE PIC 9(8).
       01  WS-PARTS.
           05  WS-P-YYYY           PIC X(4).
           05  WS-P-MM             PIC X(2).
           05  WS-P-DD             PIC X(2).
       01  WS-VALID-SW             PIC X.
           88  DATE-VALID          VALUE 'Y'.
           88  DATE-INVALID        VALUE 'N'.
       01  WS-LEAP-SW              PIC X.
           88  LEAP-YEAR           VALUE 'Y'.
       01  WS-NUMBERS.
           05  WS-QUOT             PIC 9(6) COMP.
           05  WS-R4               PIC 9(4) COMP.
           05  WS-R100             PIC 9(4) COMP.
           05  WS-R400             PIC 9(4) COMP.
           05  WS-INT1             PIC S9(9) COMP.
           05  WS-INT2             PIC S9(9) COMP.
           05  WS-RESULT-DATE      PIC 9(8).
           05  WS-DIFF             PIC S9(7) COMP-3.
           05  WS-DOW              PIC 9 COMP.
           05  WS-JULIAN           PIC 9(7).
           05  WS-DAY-OF-YEAR      PIC 999.
       01  WS-FUNC-IX              PIC 9.
       01  WS-PARTS-SRC            PIC X(10).
       01  WS-OUT.
           05  WO-FUNC             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  WO-INPUT            PIC X(28).
           05  FILLER              PIC X(3) VALUE ' : '.
           05  WO-TEXT             PIC X(40).
       01  WS-DIFF-ED              PIC -Z,ZZZ,ZZ9.
       PROCEDURE DIVISION.
       MAIN-PARA.
           ACCEPT WS-TODAY FROM DATE YYYYMMDD
           DISPLAY 'DATECALC RUN (DATE NOT USED IN OUTPUT)'
           OPEN INPUT DATE-IN OUTPUT DATE-OUT
           PERFORM UNTIL WS-EOF = 'Y'
               READ DATE-IN
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END PERFORM DISPATCH THRU DISPATCH-EXIT
               END-READ
           END-PERFORM
           CLOSE DATE-IN DATE-OUT
           GOBACK.
       DISPATCH.
           MOVE SPACES TO WS-OUT
           MOVE DI-FUNC TO WO-FUNC
           MOVE DI-REC(3:28) TO WO-INPUT
           MOVE DI-DATE1 TO WS-PARTS-SRC
           PERFORM VALIDATE-DATE THRU VALIDATE-EXIT
           IF DATE-INVALID
               MOVE 'INVALID FIRST DATE' TO WO-TEXT
               GO TO DISPATCH-WRITE
           END-IF
           MOVE FUNCTION INTEGER-OF-DATE(WS-DATE-NUM) TO WS-INT1
           EVALUATE DI-FUNC
               WHEN 'D' MOVE 1 TO WS-FUNC-IX
               WHEN 'A' MOVE 2 TO WS-FUNC-IX
               WHEN 'W' MOVE 3 TO WS-FUNC-IX
               WHEN 'J' MOVE 4 TO WS-FUNC-IX
               WHEN OTHER MOVE 5 TO WS-FUNC-IX
           END-EVALUATE
           GO TO DO-DIFF DO-ADD DO-WEEKDAY DO-JULIAN
               DEPENDING ON WS-FUNC-IX.
           MOVE 'UNKNOWN FUNCTION' TO WO-TEXT
           GO TO DISPATCH-WRITE.
       DO-DIFF.
           MOVE DI-DATE2 TO WS-PARTS-SRC
           PERFORM VALIDATE-DATE THRU VALIDATE-EXIT
           IF DATE-INVALID
               MOVE 'INVALID SECOND DATE' TO WO-TEXT
               GO TO DISPATCH-WRITE
           END-IF
           COMPUTE WS-DIFF =
               FUNCTION INTEGER-OF-DATE(WS-DATE-NUM) - WS-INT1
           MOVE WS-DIFF TO WS-DIFF-ED
           STRING 'DAYS BETWEEN =' WS-DIFF-ED DELIMITED BY SIZE
               INTO WO-TEXT
           GO TO DISPATCH-WRITE.
       DO-ADD.
           IF DI-DAYS NOT NUMERIC
               MOVE 'DAY COUNT NOT NUMERIC' TO WO-TEXT
               GO TO DISPATCH-WRITE
           END-IF
           COMPUTE WS-INT2 = WS-INT1 + DI-DAYS
           IF WS-INT2 < 1
               MOVE 'RESULT BEFORE 1601-01-01' TO WO-TEXT
               GO TO DISPATCH-WRITE
           END-IF
           COMPUTE WS-RESULT-DATE = FUNCTION DATE-OF-INTEGER(WS-INT2)
           STRING 'RESULT DATE = ' WS-RESULT-DATE(1:4) '-'
                  WS-RESULT-DATE(5:2) '-' WS-RESULT-DATE(7:)
                  DELIMITED BY SIZE INTO WO-TEXT
           GO TO DISPATCH-WRITE.
       DO-WEEKDAY.
      *    INTEGER-OF-DATE(16010101) = 1, a Monday: MOD(n, 7) gives
      *    0 = Sunday ... 6 = Saturday.
           COMPUTE WS-DOW = FUNCTION MOD(WS-INT1, 7)
           STRING 'WEEKDAY = ' DELIMITED BY SIZE
                  WS-DAY-NAME(WS-DOW + 1) DELIMITED BY SPACE
                  INTO WO-TEXT
           IF LEAP-YEAR
               MOVE '(LEAP YEAR)' TO WO-TEXT(25:11)
           END-IF
           GO TO DISPATCH-WRITE.
       DO-JULIAN.
           COMPUTE WS-JULIAN = FUNCTION DAY-OF-INTEGER(WS-INT1)
           MOVE WS-JULIAN(5:3) TO WS-DAY-OF-YEAR
           IF FUNCTION INTEGER-OF-DAY(WS-JULIAN) NOT = WS-INT1
               MOVE 'JULIAN ROUND TRIP FAILED' TO WO-TEXT
           ELSE
               STRING 'JULIAN = ' WS-JULIAN ' DAY ' WS-DAY-OF-YEAR
                   DELIMITED BY SIZE INTO WO-TEXT
           END-IF.
       DISPATCH-WRITE.
           WRITE DO-REC FROM WS-OUT.
       DISPATCH-EXIT.
           EXIT.
      *----------------------------------------------------------------*
      * VALIDATE-DATE: WS-PARTS-SRC holds YYYY-MM-DD.  Leap year rule: *
      * divisible by 4 and (not by 100 or by 400).                     *
      *----------------------------------------------------------------*
       VALIDATE-DATE.
           SET DATE-INVALID TO TRUE
           MOVE 'N' TO WS-LEAP-SW
           MOVE SPACES TO WS-PARTS
           UNSTRING WS-PARTS-SRC DELIMITED BY '-'
               INTO WS-P-YYYY WS-P-MM WS-P-DD
           END-UNSTRING
           IF WS-P-YYYY IS NOT NUMERIC OR WS-P-MM IS NOT NUMERIC
                   OR WS-P-DD IS NOT NUMERIC
               GO TO VALIDATE-EXIT
           END-IF
           MOVE WS-P-YYYY TO WS-YYYY
           MOVE WS-P-MM   TO WS-MM
           MOVE WS-P-DD   TO WS-DD
           IF NOT VALID-MONTH OR WS-YYYY < 1601 OR WS-DD = 0
               GO TO VALIDATE-EXIT
           END-IF
           DIVIDE WS-YYYY BY 4   GIVING WS-QUOT REMAINDER WS-R4
           DIVIDE WS-YYYY BY 100 GIVING WS-QUOT REMAINDER WS-R100
           COMPUTE WS-R400 = FUNCTION REM(WS-YYYY, 400)
           IF WS-R4 = 0 AND (WS-R100 NOT = 0 OR WS-R400 = 0)
               SET LEAP-YEAR TO TRUE
           END-IF
           SET MX TO WS-MM
           IF WS-MM = 2 AND LEAP-YEAR
               IF WS-DD > 29
                   GO TO VALIDATE-EXIT
               END-IF
           ELSE
               IF WS-DD > WS-MONTH-LEN(MX)
                   GO TO VALIDATE-EXIT
               END-IF
           END-IF
           SET DATE-VALID TO TRUE.
       VALIDATE-EXIT.
           EXIT.
