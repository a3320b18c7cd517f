      * DD/ASSIGN: ACCTIN(in) ACCTOUT(out); calls LUHNCHK (module)
      *================================================================*
      * CALLMAIN - batch driver that CALLs a validation subprogram for *
      * every input record.                                            *
      * EXERCISES: CALL literal USING BY REFERENCE / BY CONTENT (incl. *
      *   BY CONTENT of a COMP item), CALL identifier (program name   *
      *   name in a data item), ON EXCEPTION / NOT ON EXCEPTION /      *
      *   END-CALL, ON OVERFLOW (old form), CANCEL, RETURN-CODE,       *
      *   FUNCTION LENGTH, FUNCTION TRIM ... TRAILING, INSPECT         *
      *   TALLYING FOR CHARACTERS BEFORE INITIAL SPACE, a state that   *
      *   persists across calls (call number) and is reset by CANCEL.  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CALLMAIN.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ACCT-IN  ASSIGN TO ACCTIN
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT ACCT-OUT ASSIGN TO ACCTOUT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  ACCT-IN.
       01  AI-REC.
           05  AI-NUMBER           PIC X(19).
           05  FILLER              PIC X.
           05  AI-HOLDER           PIC X(20).
       FD  ACCT-OUT.
       01  AO-REC                  PIC X(72).
       WORKING-STORAGE SECTION.
       01  WS-EOF                  PIC X VALUE 'N'.
       01  WS-PGM                  PIC X(8) VALUE 'LUHNCHK'.
       01  WS-MISSING-PGM          PIC X(8) VALUE 'NOSUCHPG'.
       01  WS-NUMBER.
           05  WS-DIGITS           PIC X(19).
       01  WS-LEN                  PIC S9(4) COMP.
       01  WS-RESULT.
           05  WS-VALID            PIC X.
               88  WS-IS-VALID     VALUE 'Y'.
           05  WS-REASON           PIC X(20).
           05  WS-CALL-NO          PIC 9(5).
       01  WS-COUNTS.
           05  WS-READ             PIC 9(3) VALUE 0.
           05  WS-GOOD             PIC 9(3) VALUE 0.
           05  WS-BAD              PIC 9(3) VALUE 0.
       01  WS-OUT.
           05  WO-NUMBER           PIC X(19).
           05  FILLER              PIC X VALUE SPACE.
           05  WO-HOLDER           PIC X(20).
           05  FILLER              PIC X VALUE SPACE.
           05  WO-VALID            PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  WO-REASON           PIC X(20).
           05  FILLER              PIC X VALUE SPACE.
           05  WO-CALL-NO          PIC ZZZZ9.
       PROCEDURE DIVISION.
       MAIN.
           OPEN INPUT ACCT-IN OUTPUT ACCT-OUT
           CALL WS-MISSING-PGM
               ON EXCEPTION
                   DISPLAY 'CALLMAIN: ' WS-MISSING-PGM
                           ' NOT AVAILABLE (EXPECTED)'
           END-CALL
      *    (GnuCOBOL 3.1.2 also runs a NOT ON EXCEPTION phrase after the
      *    ON EXCEPTION phrase of a failed dynamic CALL, so none here.)
           PERFORM UNTIL WS-EOF = 'Y'
               READ ACCT-IN
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END PERFORM CHECK-ONE
               END-READ
           END-PERFORM
      *    CANCEL resets LUHNCHK's WORKING-STORAGE: the next call is
      *    call number 1 again.
           CANCEL 'LUHNCHK'
           MOVE '79927398713' TO WS-DIGITS
           MOVE 11 TO WS-LEN
           CALL 'LUHNCHK' USING BY REFERENCE WS-NUMBER
                                BY CONTENT WS-LEN
                                BY REFERENCE WS-RESULT
               ON OVERFLOW DISPLAY 'CALL OVERFLOW'
           END-CALL
           MOVE WS-DIGITS TO WO-NUMBER
           MOVE 'AFTER CANCEL' TO WO-HOLDER
           PERFORM WRITE-RESULT
           CLOSE ACCT-IN ACCT-OUT
           DISPLAY 'CALLMAIN READ ' WS-READ ' VALID ' WS-GOOD
                   ' INVALID ' WS-BAD
           MOVE 0 TO RETURN-CODE
           STOP RUN.
       CHECK-ONE.
           ADD 1 TO WS-READ
           MOVE AI-NUMBER TO WS-DIGITS
           MOVE ZERO TO WS-LEN
           INSPECT AI-NUMBER TALLYING WS-LEN
               FOR CHARACTERS BEFORE INITIAL SPACE
           CALL WS-PGM USING BY REFERENCE WS-NUMBER
                             BY CONTENT WS-LEN
                             BY REFERENCE WS-RESULT
               ON EXCEPTION
                   DISPLAY 'CALLMAIN: CANNOT LOAD ' WS-PGM
                   MOVE 16 TO RETURN-CODE
                   STOP RUN
           END-CALL
           IF WS-IS-VALID
               ADD 1 TO WS-GOOD
           ELSE
               ADD 1 TO WS-BAD
           END-IF
           MOVE AI-NUMBER TO WO-NUMBER
           MOVE AI-HOLDER TO WO-HOLDER
           PERFORM WRITE-RESULT.
       WRITE-RESULT.
           MOVE WS-VALID   TO WO-VALID
           MOVE WS-REASON  TO WO-REASON
           MOVE WS-CALL-NO TO WO-CALL-NO
           WRITE AO-REC FROM WS-OUT.
