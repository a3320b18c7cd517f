      * Subprogram (no DD names); CALLed by CALLMAIN.
      *================================================================*
      * LUHNCHK - validate a card/account number with the Luhn (mod 10)*
      * check digit.  Called subprogram.                               *
      * EXERCISES: LINKAGE SECTION, PROCEDURE DIVISION USING with a    *
      *   group, an elementary item and a status flag, LOCAL-STORAGE   *
      *   (fresh on each call) beside WORKING-STORAGE (kept between    *
      *   calls: call counter), IS INITIAL absent so state persists,   *
      *   PERFORM VARYING backwards (BY -1), FUNCTION MOD, DIVIDE      *
      *   REMAINDER, reference modification with a variable start,    *
      *   EXIT PROGRAM and GOBACK.                                     *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LUHNCHK.
       AUTHOR. L. O'HARE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-CALLS                PIC S9(7) COMP-3 VALUE ZERO.
       LOCAL-STORAGE SECTION.
       01  LS-SUM                  PIC S9(4) COMP VALUE ZERO.
       01  LS-POS                  PIC S9(4) COMP.
       01  LS-DIGIT                PIC 9.
       01  LS-DOUBLE               PIC 99.
       01  LS-NTH                  PIC S9(4) COMP VALUE ZERO.
       01  LS-QUOT                 PIC S9(4) COMP.
       01  LS-REM                  PIC S9(4) COMP.
       LINKAGE SECTION.
       01  LK-NUMBER.
           05  LK-DIGITS           PIC X(19).
       01  LK-LENGTH               PIC S9(4) COMP.
       01  LK-RESULT.
           05  LK-VALID            PIC X.
               88  LK-IS-VALID     VALUE 'Y'.
               88  LK-IS-INVALID   VALUE 'N'.
           05  LK-REASON           PIC X(20).
           05  LK-CALL-NO          PIC 9(5).
       PROCEDURE DIVISION USING LK-NUMBER LK-LENGTH LK-RESULT.
       LUHN-MAIN.
           ADD 1 TO WS-CALLS
           MOVE WS-CALLS TO LK-CALL-NO
           SET LK-IS-INVALID TO TRUE
           MOVE SPACES TO LK-REASON
           IF LK-LENGTH < 2 OR LK-LENGTH > 19
               MOVE 'BAD LENGTH' TO LK-REASON
               EXIT PROGRAM
           END-IF
           IF LK-DIGITS(1:LK-LENGTH) IS NOT NUMERIC
               MOVE 'NOT NUMERIC' TO LK-REASON
               GOBACK
           END-IF
           PERFORM VARYING LS-POS FROM LK-LENGTH BY -1
                   UNTIL LS-POS < 1
               MOVE LK-DIGITS(LS-POS:1) TO LS-DIGIT
               ADD 1 TO LS-NTH
               DIVIDE LS-NTH BY 2 GIVING LS-QUOT REMAINDER LS-REM
               IF LS-REM = 0
                   MULTIPLY LS-DIGIT BY 2 GIVING LS-DOUBLE
                   IF LS-DOUBLE > 9
                       SUBTRACT 9 FROM LS-DOUBLE
                   END-IF
                   ADD LS-DOUBLE TO LS-SUM
               ELSE
                   ADD LS-DIGIT TO LS-SUM
               END-IF
           END-PERFORM
           IF FUNCTION MOD(LS-SUM, 10) = 0
               SET LK-IS-VALID TO TRUE
               MOVE 'CHECK DIGIT OK' TO LK-REASON
           ELSE
               MOVE 'CHECK DIGIT WRONG' TO LK-REASON
           END-IF
           GOBACK.
