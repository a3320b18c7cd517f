      * DD/ASSIGN: ACCTNOS(in) ACCTOK(out) ACCTREJ(out)
      *================================================================*
      * CHKDIGIT - account number validation before an account load.  *
      * EXERCISES: mod-11 check digits (weights 10..2 from a table     *
      *   REDEFINES over a literal, FUNCTION MOD, 11 -> 0, 10 -> no    *
      *   valid number) and Luhn check digits (every second digit from *
      *   the right doubled, digit sums by DIVIDE ... REMAINDER),      *
      *   INSPECT REPLACING LEADING SPACE BY ZERO, INSPECT CONVERTING  *
      *   (lower to upper case, punctuation to spaces), INSPECT        *
      *   TALLYING FOR ALL, class tests NUMERIC, ALPHABETIC-UPPER and a*
      *   user CLASS from SPECIAL-NAMES, UNSTRING DELIMITED BY and     *
      *   STRING to normalise a sort code, a reject-reason table looked*
      *   up with SEARCH (serial) and counted, accepted file, rejects  *
      *   with reason text.                                            *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CHKDIGIT.
       AUTHOR. B. ADEYEMI.
       DATE-WRITTEN. 03/12/1993.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           CLASS SORT-CODE-CHARS IS '0' THRU '9' '-'.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ACCT-IN  ASSIGN TO ACCTNOS
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-IN-FS.
           SELECT ACCT-OK  ASSIGN TO ACCTOK
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT ACCT-REJ ASSIGN TO ACCTREJ
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  ACCT-IN.
       01  AI-REC.
           05  AI-TYPE             PIC X.
               88  AI-MOD11        VALUE 'M'.
               88  AI-LUHN         VALUE 'L'.
           05  AI-ACCT             PIC X(10).
           05  AI-NAME             PIC X(20).
           05  AI-SORT-CODE        PIC X(8).
       FD  ACCT-OK.
       01  AO-REC.
           05  AO-TYPE             PIC X.
           05  FILLER              PIC X.
           05  AO-ACCT             PIC X(10).
           05  FILLER              PIC X.
           05  AO-SORT             PIC X(6).
           05  FILLER              PIC X.
           05  AO-NAME             PIC X(20).
       FD  ACCT-REJ.
       01  AR-REC.
           05  AR-REASON           PIC X(22).
           05  FILLER              PIC X.
           05  AR-IMAGE            PIC X(39).
       WORKING-STORAGE SECTION.
       01  WS-IN-FS                PIC XX.
       01  WS-EOF                  PIC X VALUE 'N'.
           88  AT-EOF              VALUE 'Y'.
       01  WS-ACCT                 PIC X(10).
       01  WS-ACCT-DIGITS REDEFINES WS-ACCT.
           05  WS-DIGIT            PIC 9 OCCURS 10.
       01  WS-NAME                 PIC X(20).
       01  WS-SORT-PARTS.
           05  WS-SORT-1           PIC X(3).
           05  WS-SORT-2           PIC X(3).
           05  WS-SORT-3           PIC X(3).
       01  WS-SORT-OUT             PIC X(6).
       01  WS-DASHES               PIC 9(2) COMP.
       01  WS-REASON               PIC X(22).
      * mod-11 weights for digit positions 1-9
       01  WS-WEIGHT-VALUES        PIC X(18) VALUE '100908070605040302'.
       01  WS-WEIGHTS REDEFINES WS-WEIGHT-VALUES.
           05  WS-WEIGHT           PIC 99 OCCURS 9.
       01  WS-CALC.
           05  WS-I                PIC 99 COMP.
           05  WS-SUM              PIC 9(4) COMP.
           05  WS-PRODUCT          PIC 99 COMP.
           05  WS-QUOT             PIC 9 COMP.
           05  WS-REM              PIC 99 COMP.
           05  WS-CHECK            PIC 99 COMP.
       01  WS-REASON-TABLE.
           05  WS-REASON-ENTRY OCCURS 12 INDEXED BY RX.
               10  WS-RT-TEXT      PIC X(22).
               10  WS-RT-COUNT     PIC 9(4) COMP.
       01  WS-REASONS-USED         PIC 99 COMP VALUE 0.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP VALUE 0.
           05  WS-ACCEPTED         PIC 9(5) COMP VALUE 0.
           05  WS-REJECTED         PIC 9(5) COMP VALUE 0.
           05  WS-MOD11-OK         PIC 9(5) COMP VALUE 0.
           05  WS-LUHN-OK          PIC 9(5) COMP VALUE 0.
       01  ED-COUNT                PIC ZZ,ZZ9.
       PROCEDURE DIVISION.
       A000-MAIN.
           OPEN INPUT ACCT-IN OUTPUT ACCT-OK ACCT-REJ
           IF WS-IN-FS NOT = '00'
               DISPLAY 'CHKDIGIT: ACCTNOS OPEN STATUS ' WS-IN-FS
               MOVE 16 TO RETURN-CODE
               GOBACK
           END-IF
           PERFORM UNTIL AT-EOF
               READ ACCT-IN
                   AT END SET AT-EOF TO TRUE
                   NOT AT END
                       ADD 1 TO WS-READ
                       PERFORM B000-VALIDATE
               END-READ
           END-PERFORM
           CLOSE ACCT-IN ACCT-OK ACCT-REJ
           PERFORM Z000-COUNTS
           GOBACK.
       B000-VALIDATE.
           MOVE SPACES TO WS-REASON
           MOVE AI-ACCT TO WS-ACCT
           INSPECT WS-ACCT REPLACING LEADING SPACE BY ZERO
           MOVE AI-NAME TO WS-NAME
           INSPECT WS-NAME CONVERTING
               'abcdefghijklmnopqrstuvwxyz-''.'
            TO 'ABCDEFGHIJKLMNOPQRSTUVWXYZ   '
           MOVE ZERO TO WS-DASHES
           INSPECT AI-SORT-CODE TALLYING WS-DASHES FOR ALL '-'
           EVALUATE TRUE
               WHEN NOT AI-MOD11 AND NOT AI-LUHN
                   MOVE 'UNKNOWN ACCOUNT TYPE' TO WS-REASON
               WHEN WS-ACCT NOT NUMERIC
                   MOVE 'ACCOUNT NOT NUMERIC' TO WS-REASON
               WHEN WS-NAME = SPACES
                   MOVE 'NAME MISSING' TO WS-REASON
               WHEN WS-NAME NOT ALPHABETIC-UPPER
                   MOVE 'NAME NOT ALPHABETIC' TO WS-REASON
               WHEN AI-SORT-CODE NOT SORT-CODE-CHARS
                   MOVE 'SORT CODE INVALID' TO WS-REASON
               WHEN WS-DASHES NOT = 2
                   MOVE 'SORT CODE DASHES' TO WS-REASON
               WHEN AI-MOD11
                   PERFORM C000-MOD11
               WHEN AI-LUHN
                   PERFORM D000-LUHN
           END-EVALUATE
           IF WS-REASON = SPACES
               PERFORM B100-SORT-CODE
           END-IF
           IF WS-REASON = SPACES
               MOVE SPACES  TO AO-REC
               MOVE AI-TYPE TO AO-TYPE
               MOVE WS-ACCT TO AO-ACCT
               MOVE WS-SORT-OUT TO AO-SORT
               MOVE WS-NAME TO AO-NAME
               WRITE AO-REC
               ADD 1 TO WS-ACCEPTED
           ELSE
               MOVE SPACES TO AR-REC
               MOVE WS-REASON TO AR-REASON
               MOVE AI-REC TO AR-IMAGE
               WRITE AR-REC
               ADD 1 TO WS-REJECTED
               PERFORM E000-COUNT-REASON
           END-IF.
      * NN-NN-NN: three parts of two digits each, joined without dashes.
       B100-SORT-CODE.
           MOVE SPACES TO WS-SORT-PARTS WS-SORT-OUT
           UNSTRING AI-SORT-CODE DELIMITED BY '-'
               INTO WS-SORT-1 WS-SORT-2 WS-SORT-3
           END-UNSTRING
           IF WS-SORT-1 (3:1) NOT = SPACE OR WS-SORT-1 (1:2) NOT NUMERIC
              OR WS-SORT-2 (3:1) NOT = SPACE
              OR WS-SORT-2 (1:2) NOT NUMERIC
              OR WS-SORT-3 (3:1) NOT = SPACE
              OR WS-SORT-3 (1:2) NOT NUMERIC
               MOVE 'SORT CODE LAYOUT' TO WS-REASON
           ELSE
               STRING WS-SORT-1 (1:2) WS-SORT-2 (1:2) WS-SORT-3 (1:2)
                   DELIMITED BY SIZE INTO WS-SORT-OUT
               END-STRING
           END-IF.
      * mod-11: sum of digit(i) * weight(i), i = 1..9; check digit is
      * 11 - (sum mod 11), where 11 gives 0 and 10 means the number
      * cannot carry a valid check digit.
       C000-MOD11.
           MOVE ZERO TO WS-SUM
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 9
               COMPUTE WS-SUM = WS-SUM
                              + WS-DIGIT (WS-I) * WS-WEIGHT (WS-I)
           END-PERFORM
           COMPUTE WS-CHECK = 11 - FUNCTION MOD (WS-SUM, 11)
           EVALUATE WS-CHECK
               WHEN 11
                   MOVE 0 TO WS-CHECK
               WHEN 10
                   MOVE 'NO VALID CHECK DIGIT' TO WS-REASON
           END-EVALUATE
           IF WS-REASON = SPACES
               IF WS-CHECK = WS-DIGIT (10)
                   ADD 1 TO WS-MOD11-OK
               ELSE
                   MOVE 'MOD-11 CHECK FAILED' TO WS-REASON
               END-IF
           END-IF.
      * Luhn: from the right, every second digit is doubled and the
      * digits of the product are added; the total must end in 0.
       D000-LUHN.
           MOVE ZERO TO WS-SUM
           PERFORM VARYING WS-I FROM 10 BY -1 UNTIL WS-I < 1
               IF FUNCTION MOD (WS-I, 2) = 1
                   MULTIPLY WS-DIGIT (WS-I) BY 2 GIVING WS-PRODUCT
                   DIVIDE WS-PRODUCT BY 10 GIVING WS-QUOT
                       REMAINDER WS-REM
                   ADD WS-QUOT WS-REM TO WS-SUM
               ELSE
                   ADD WS-DIGIT (WS-I) TO WS-SUM
               END-IF
           END-PERFORM
           DIVIDE WS-SUM BY 10 GIVING WS-CHECK REMAINDER WS-REM
           IF WS-REM = ZERO
               ADD 1 TO WS-LUHN-OK
           ELSE
               MOVE 'LUHN CHECK FAILED' TO WS-REASON
           END-IF.
       E000-COUNT-REASON.
           SET RX TO 1
           SEARCH WS-REASON-ENTRY
               AT END
                   DISPLAY 'CHKDIGIT: REASON TABLE FULL'
               WHEN RX > WS-REASONS-USED
                   ADD 1 TO WS-REASONS-USED
                   MOVE WS-REASON TO WS-RT-TEXT (RX)
                   MOVE 1 TO WS-RT-COUNT (RX)
               WHEN WS-RT-TEXT (RX) = WS-REASON
                   ADD 1 TO WS-RT-COUNT (RX)
           END-SEARCH.
       Z000-COUNTS.
           MOVE WS-READ TO ED-COUNT
           DISPLAY 'CHKDIGIT RECORDS READ    ' ED-COUNT
           MOVE WS-ACCEPTED TO ED-COUNT
           DISPLAY 'CHKDIGIT ACCEPTED        ' ED-COUNT
           MOVE WS-MOD11-OK TO ED-COUNT
           DISPLAY 'CHKDIGIT   MOD-11 VALID  ' ED-COUNT
           MOVE WS-LUHN-OK TO ED-COUNT
           DISPLAY 'CHKDIGIT   LUHN VALID    ' ED-COUNT
           MOVE WS-REJECTED TO ED-COUNT
           DISPLAY 'CHKDIGIT REJECTED        ' ED-COUNT
           PERFORM VARYING RX FROM 1 BY 1 UNTIL RX > WS-REASONS-USED
               MOVE WS-RT-COUNT (RX) TO ED-COUNT
               DISPLAY 'CHKDIGIT   ' WS-RT-TEXT (RX) ED-COUNT
           END-PERFORM.
