      *================================================================*
      * ARITH - the arithmetic statements in all their formats.        *
      * EXERCISES: ADD a TO b c, ADD a b GIVING c, ADD CORRESPONDING   *
      *   (ADD CORR), SUBTRACT a FROM b, SUBTRACT ... GIVING, SUBTRACT *
      *   CORR, MULTIPLY a BY b, MULTIPLY ... GIVING, DIVIDE a INTO b, *
      *   DIVIDE a INTO b GIVING c, DIVIDE a BY b GIVING c REMAINDER r,*
      *   ROUNDED on each target, ON SIZE ERROR / NOT ON SIZE ERROR /  *
      *   END-x, COMPUTE with + - * / ** unary minus and parentheses,  *
      *   COMPUTE with several targets, '=' and EQUAL, ROUNDED MODE IS *
      *   NEAREST-EVEN / TRUNCATION / NEAREST-AWAY-FROM-ZERO (ISO 2002;*
      *   NOT in IBM Enterprise COBOL 6.x, whose ROUNDED phrase has no *
      *   MODE: an IBM front end accepts it only as an extension),     *
      *   signed and decimal                                           *
      *   literals (+1.5 -.25 0.005), division by zero (SIZE ERROR).  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ARITH.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A                       PIC S9(5)V99 VALUE 10.50.
       01  B                       PIC S9(5)V99 VALUE 3.
       01  C                       PIC S9(5)V99 VALUE 0.
       01  D                       PIC S9(3)    VALUE 0.
       01  Q                       PIC S9(5)    VALUE 0.
       01  R                       PIC S9(5)V99 VALUE 0.
       01  SMALL                   PIC 9        VALUE 0.
       01  R2                      PIC S9(3)V9  VALUE 0.
       01  TOTALS-1.
           05  T-QTY               PIC 9(5) VALUE 10.
           05  T-AMOUNT            PIC 9(5)V99 VALUE 100.
           05  T-ONLY-HERE         PIC 9 VALUE 1.
       01  TOTALS-2.
           05  T-QTY               PIC 9(5) VALUE 1.
           05  T-AMOUNT            PIC 9(5)V99 VALUE 2.50.
           05  T-OTHER             PIC 9 VALUE 2.
       PROCEDURE DIVISION.
       MAIN-PARA.
           ADD 1 TO A
           ADD A B TO C D ROUNDED
           ADD A B GIVING C ROUNDED
               ON SIZE ERROR DISPLAY 'SIZE ERROR ADD'
               NOT ON SIZE ERROR DISPLAY 'ADD OK ' C
           END-ADD
           ADD CORRESPONDING TOTALS-2 TO TOTALS-1
           ADD CORR TOTALS-2 TO TOTALS-1 ROUNDED
           SUBTRACT 1.5 FROM A
           SUBTRACT A B FROM C GIVING R ROUNDED
           SUBTRACT CORR TOTALS-2 FROM TOTALS-1
               ON SIZE ERROR DISPLAY 'SIZE ERROR SUBTRACT'
           END-SUBTRACT
           MULTIPLY 2 BY A
           MULTIPLY A BY B GIVING C ROUNDED R
           MULTIPLY 10 BY SMALL
               ON SIZE ERROR DISPLAY 'SIZE ERROR MULTIPLY ' SMALL
           END-MULTIPLY
           MOVE 9 TO SMALL
           MULTIPLY 2 BY SMALL
               ON SIZE ERROR DISPLAY 'SIZE ERROR MULTIPLY ' SMALL
               NOT ON SIZE ERROR DISPLAY 'NO SIZE ERROR'
           END-MULTIPLY
           DIVIDE 4 INTO A
           DIVIDE 3 INTO A GIVING C ROUNDED
           DIVIDE A BY 3 GIVING Q REMAINDER R
           DIVIDE 7 BY 2 GIVING Q ROUNDED REMAINDER R
           DIVIDE ZERO INTO A
               ON SIZE ERROR DISPLAY 'DIVIDE BY ZERO CAUGHT'
           END-DIVIDE
           COMPUTE C = (A + B) * 2 - A / 4 ** 2
           COMPUTE C ROUNDED, D = -A + +1.5 - -.25
           COMPUTE C EQUAL 2 ** 10 / 1024 * 0.005
           COMPUTE R2 ROUNDED MODE IS NEAREST-EVEN = 2.25
           DISPLAY 'NEAREST-EVEN 2.25 -> ' R2
           COMPUTE R2 ROUNDED MODE NEAREST-AWAY-FROM-ZERO = -2.25
           DISPLAY 'AWAY -2.25 -> ' R2
           COMPUTE R2 ROUNDED MODE IS TRUNCATION = 2.29
           DISPLAY 'TRUNCATION 2.29 -> ' R2
           COMPUTE D = 1000
               ON SIZE ERROR DISPLAY 'SIZE ERROR COMPUTE'
               NOT ON SIZE ERROR DISPLAY 'COMPUTE OK'
           END-COMPUTE
           DISPLAY A ' ' B ' ' C ' ' D ' ' Q ' ' R ' ' TOTALS-1
           GOBACK.
