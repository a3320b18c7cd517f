      *================================================================*
      * CONDS - conditional expressions.                               *
      * EXERCISES: relation operators in words and symbols (IS EQUAL   *
      *   TO, =, NOT =, >, <, >=, <=, GREATER THAN OR EQUAL TO, LESS   *
      *   THAN, IS NOT GREATER), abbreviated combined relations        *
      *   (A = 1 OR 2 OR 3, A > 1 AND < 9, A NOT = 1 AND 2, NOT > B),  *
      *   class conditions (NUMERIC, ALPHABETIC, ALPHABETIC-LOWER /    *
      *   -UPPER, user CLASS), sign conditions (POSITIVE NEGATIVE ZERO,*
      *   NOT ZERO), condition-names (qualified, with NOT), AND / OR / *
      *   NOT with parentheses and default precedence, comparisons of  *
      *   unequal-length alphanumerics (space padding), numeric vs     *
      *   alphanumeric literal, figurative constants, IF/ELSE nests    *
      *   with and without END-IF, IF ... THEN.                        *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CONDS.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           CLASS DIGIT-OR-DASH IS '0' THRU '9' '-'.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A                       PIC S9(3) VALUE 2.
       01  B                       PIC S9(3) VALUE 5.
       01  C                       PIC S9(3) VALUE -7.
       01  NAME-SHORT              PIC X(3)  VALUE 'ABC'.
       01  NAME-LONG               PIC X(6)  VALUE 'ABC'.
       01  LOWER-TEXT              PIC X(4)  VALUE 'abcd'.
       01  PHONE                   PIC X(8)  VALUE '555-1234'.
       01  REC-1.
           05  STATUS-CODE         PIC X VALUE 'A'.
               88  IS-ACTIVE       VALUE 'A'.
       01  REC-2.
           05  STATUS-CODE         PIC X VALUE 'I'.
               88  IS-ACTIVE       VALUE 'A'.
       01  HITS                    PIC 99 VALUE 0.
       PROCEDURE DIVISION.
       MAIN-PARA.
           IF A = 1 OR 2 OR 3          ADD 1 TO HITS END-IF
           IF A > 1 AND < 9            ADD 1 TO HITS END-IF
           IF A NOT = 1 AND 3          ADD 1 TO HITS END-IF
           IF A NOT > B                ADD 1 TO HITS END-IF
           IF A IS NOT GREATER THAN B  ADD 1 TO HITS END-IF
           IF B IS GREATER THAN OR EQUAL TO 5 ADD 1 TO HITS END-IF
           IF B >= 5 AND B <= 5 AND B IS EQUAL TO 5
                                       ADD 1 TO HITS END-IF
           IF C IS LESS THAN A OR > B AND NOT < 100
                                       ADD 1 TO HITS END-IF
           IF (A = 2 OR B = 2) AND NOT (C = 2)
                                       ADD 1 TO HITS END-IF
           IF NOT A = 3 AND B = 5 OR C = 0
                                       ADD 1 TO HITS END-IF
           IF C IS NEGATIVE AND A IS POSITIVE AND B IS NOT ZERO
                                       ADD 1 TO HITS END-IF
           IF A - 2 IS ZERO            ADD 1 TO HITS END-IF
           IF NAME-SHORT = NAME-LONG   ADD 1 TO HITS END-IF
           IF NAME-SHORT IS ALPHABETIC AND LOWER-TEXT IS
                   ALPHABETIC-LOWER AND NAME-SHORT ALPHABETIC-UPPER
                                       ADD 1 TO HITS END-IF
           IF PHONE IS DIGIT-OR-DASH AND PHONE(1:3) IS NUMERIC
                                       ADD 1 TO HITS END-IF
           IF IS-ACTIVE OF REC-1 AND NOT IS-ACTIVE IN REC-2
                                       ADD 1 TO HITS END-IF
           IF A = '2' OR NAME-SHORT > SPACES AND
              NAME-SHORT < HIGH-VALUES ADD 1 TO HITS END-IF
           IF A = 2 THEN
               IF B = 5
                   ADD 1 TO HITS
               ELSE
                   SUBTRACT 1 FROM HITS
           ELSE
               SUBTRACT 1 FROM HITS.
           DISPLAY 'HITS = ' HITS ' OF 18'
           GOBACK.
