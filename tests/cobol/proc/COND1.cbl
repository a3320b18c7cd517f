      * COND1 - conditions and expressions: abbreviated combined
      * relations, NOT placement, class/sign/condition-name tests,
      * parenthesised operands, precedence of ** and unary minus.
      * Running it under cobc prints the truth values in comments.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COND1.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A            PIC 9(3) VALUE 5.
       01  B            PIC 9(3) VALUE 7.
       01  C            PIC 9(3) VALUE 9.
       01  D            PIC S9(5) VALUE 0.
       01  X            PIC X(4) VALUE 'AB12'.
       01  F            PIC X VALUE 'Y'.
           88  F-ON     VALUE 'Y'.
       01  T.
           05  E        PIC 9 OCCURS 5 INDEXED BY IX.
       PROCEDURE DIVISION.
      *    true
           IF A = 1 OR 2 OR 5 DISPLAY 'T1' END-IF
      *    false
           IF A > B AND NOT < C DISPLAY 'T2' END-IF
      *    true
           IF A NOT = 1 AND 2 DISPLAY 'T3' END-IF
      *    false
           IF NOT A = 5 OR 7 DISPLAY 'T4' END-IF
      *    true
           IF A = 4 OR F-ON DISPLAY 'T5' END-IF
      *    true
           IF (A + 1) * 2 = 12 AND (B > A OR C < A) DISPLAY 'T6' END-IF
      *    true: 5 = 5 OR NOT (5 = 6)
           IF A = 5 OR NOT 6 DISPLAY 'T7' END-IF
      *    true
           IF X(1:2) IS ALPHABETIC AND X(3:) IS NOT ALPHABETIC
              AND A - 5 IS ZERO AND A IS POSITIVE
              DISPLAY 'T8'
           END-IF
           COMPUTE D = 2 ** 3 ** 2 - - 2 ** 2
           COMPUTE D = A - 1 + B * C / 3
           MOVE 1 TO E(A - 4)
           MOVE X(A - 4:D + 1) TO X
           DISPLAY FUNCTION MAX(A B C) FUNCTION CURRENT-DATE(1:8)
           STOP RUN.
