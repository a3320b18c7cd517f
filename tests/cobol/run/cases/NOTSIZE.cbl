      * NOTSIZE - NOT ON SIZE ERROR written without ON SIZE ERROR
      * (Language Reference, "SIZE ERROR phrases"): on a size error
      * the NOT phrase is ignored and the receiver keeps its value (the
      * size error check the phrase asks for; cobc -std=ibm agrees);
      * other receivers of the statement are stored. Without any
      * phrase the result is stored truncated. DIVIDE REMAINDER: a
      * size error on the quotient leaves the remainder unchanged too
      * ("DIVIDE statement"; cobc stores the remainder, 1).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NOTSIZE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A PIC 99 VALUE 95.
       01  B PIC 99 VALUE 95.
       01  C PIC 99 VALUE 95.
       01  D PIC 999 VALUE 95.
       01  Q PIC 9 VALUE 7.
       01  R PIC 99 VALUE 7.
       PROCEDURE DIVISION.
           ADD 10 TO A NOT ON SIZE ERROR DISPLAY 'NOT A'.
           ADD 10 TO B.
           COMPUTE C = C + 10 NOT ON SIZE ERROR DISPLAY 'NOT C'
           END-COMPUTE
           ADD 10 TO C D NOT ON SIZE ERROR DISPLAY 'NOT CD'
           END-ADD
           DISPLAY A ' ' B ' ' C ' ' D
           ADD 1 TO A NOT ON SIZE ERROR DISPLAY 'NOT A2'.
           DISPLAY A
           DIVIDE 95 BY 2 GIVING Q REMAINDER R
               NOT ON SIZE ERROR DISPLAY 'NOT Q'.
           DISPLAY Q ' ' R
           MULTIPLY 20 BY B NOT SIZE ERROR DISPLAY 'NOT B'.
           DISPLAY B
           STOP RUN.
