      *================================================================*
      * EVALS - EVALUATE in all its forms.                             *
      * EXERCISES: EVALUATE identifier, EVALUATE TRUE / FALSE, several *
      *   subjects with ALSO, WHEN with THRU / THROUGH, NOT, ANY, TRUE,*
      *   FALSE, condition objects, several WHEN phrases sharing one   *
      *   statement list, WHEN OTHER, nested EVALUATE, EVALUATE of an  *
      *   arithmetic expression and of a literal, END-EVALUATE and a   *
      *   period-terminated EVALUATE.                                  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EVALS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  AGE                     PIC 999 VALUE 42.
       01  GENDER                  PIC X   VALUE 'F'.
       01  SCORE                   PIC 999 VALUE 70.
       01  FLAG                    PIC X   VALUE 'Y'.
           88  FLAG-ON             VALUE 'Y'.
       01  RESULT                  PIC X(20).
       PROCEDURE DIVISION.
       MAIN-PARA.
           EVALUATE AGE
               WHEN 0 THRU 12      MOVE 'CHILD' TO RESULT
               WHEN 13 THROUGH 19  MOVE 'TEEN'  TO RESULT
               WHEN 65 THRU 999    MOVE 'SENIOR' TO RESULT
               WHEN OTHER          MOVE 'ADULT' TO RESULT
           END-EVALUATE
           EVALUATE TRUE ALSO GENDER ALSO FLAG-ON
               WHEN AGE < 18 ALSO ANY ALSO ANY
                   MOVE 'MINOR' TO RESULT
               WHEN AGE >= 18 AND AGE < 65 ALSO 'F' ALSO TRUE
               WHEN SCORE > 90 ALSO 'X' ALSO FALSE
                   MOVE 'GROUP A' TO RESULT
               WHEN ANY ALSO NOT 'F' ALSO ANY
                   MOVE 'GROUP B' TO RESULT
               WHEN OTHER
                   MOVE 'GROUP C' TO RESULT
           END-EVALUATE
           DISPLAY RESULT
           EVALUATE FALSE
               WHEN FLAG-ON    DISPLAY 'FLAG IS OFF'
               WHEN AGE > 100  DISPLAY 'AGE NOT OVER 100'
           END-EVALUATE
           EVALUATE SCORE / 10 ALSO AGE - 40
               WHEN 7 ALSO 0 THRU 5
                   EVALUATE GENDER
                       WHEN 'F' DISPLAY 'SEVENTIES, F'
                       WHEN 'M' DISPLAY 'SEVENTIES, M'
                   END-EVALUATE
               WHEN 0 THRU 6 ALSO ANY
                   DISPLAY 'BELOW SEVENTY'
           END-EVALUATE
           EVALUATE 'B'
               WHEN 'A' THRU 'C' DISPLAY 'LITERAL SUBJECT IN RANGE'
           END-EVALUATE
           EVALUATE TRUE
               WHEN SCORE IS NUMERIC AND FLAG = 'Y'
                   DISPLAY 'NUMERIC SCORE'
               WHEN OTHER
                   CONTINUE.
           GOBACK.
