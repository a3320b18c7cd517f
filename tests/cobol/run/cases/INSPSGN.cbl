      * INSPSGN - INSPECT of a signed numeric DISPLAY item (Language
      * Reference, "INSPECT statement": treated as if moved to an
      * unsigned external decimal item of the same length and redefined
      * as alphanumeric; a separate sign byte is not examined nor
      * replaced). The overpunched last digit of -10203 counts as '3';
      * the '-' of SIGN LEADING SEPARATE is not counted. REPLACING
      * keeps the item's sign. cobc prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INSPSGN.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  S PIC S9(5) VALUE -10203.
       01  T PIC S9(5) VALUE 10203.
       01  U PIC 9(5) VALUE 10203.
       01  L PIC S9(5) SIGN LEADING SEPARATE VALUE -10203.
       01  P PIC S9(3) SIGN LEADING VALUE -703.
       01  C PIC 99.
       PROCEDURE DIVISION.
           MOVE 0 TO C INSPECT S TALLYING C FOR ALL '0' DISPLAY C
           MOVE 0 TO C INSPECT S TALLYING C FOR ALL '3' DISPLAY C
           MOVE 0 TO C INSPECT T TALLYING C FOR ALL '3' DISPLAY C
           MOVE 0 TO C INSPECT U TALLYING C FOR CHARACTERS DISPLAY C
           MOVE 0 TO C INSPECT L TALLYING C FOR ALL '-' DISPLAY C
           MOVE 0 TO C INSPECT L TALLYING C FOR CHARACTERS DISPLAY C
           MOVE 0 TO C INSPECT S TALLYING C FOR LEADING '1' DISPLAY C
           MOVE 0 TO C INSPECT P TALLYING C FOR LEADING '7' DISPLAY C
           INSPECT S REPLACING ALL '3' BY '4'
           ADD 0 TO S
           IF S = -10204 DISPLAY 'S -10204' ELSE DISPLAY 'S WRONG'
           END-IF
           INSPECT L REPLACING ALL '0' BY '9'
           IF L = -19293 DISPLAY 'L -19293' ELSE DISPLAY 'L WRONG'
           END-IF
           INSPECT T CONVERTING '0123' TO '9876'
           IF T = 89796 DISPLAY 'T 89796' ELSE DISPLAY 'T WRONG'
           END-IF
           STOP RUN.
