      * ARITH1 - the formats of ADD SUBTRACT MULTIPLY DIVIDE COMPUTE,
      * ROUNDED (MODE) per receiver, SIZE ERROR phrases, nesting of a
      * conditional statement inside a phrase.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ARITH1.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A            PIC 9(3) VALUE 5.
       01  B            PIC 9(3) VALUE 7.
       01  C            PIC S9(3)V9 VALUE 9.
       01  Q            PIC 9(3).
       01  R            PIC 9(3).
       01  G1.
           05  X1       PIC 9 VALUE 1.
           05  X2       PIC 9 VALUE 2.
       01  G2.
           05  X1       PIC 9 VALUE 3.
           05  X2       PIC 9 VALUE 4.
       PROCEDURE DIVISION.
           ADD 1 A TO B C ROUNDED
           ADD A B GIVING Q R ROUNDED
           ADD A TO B GIVING Q
           ADD CORRESPONDING G1 TO G2
           SUBTRACT 1 FROM A B
           SUBTRACT A 1 FROM B GIVING Q
           SUBTRACT CORR G1 FROM G2
           MULTIPLY 2 BY A B
           MULTIPLY A BY 3 GIVING Q ROUNDED MODE IS NEAREST-EVEN
           DIVIDE 2 INTO A B ROUNDED
           DIVIDE A INTO 100 GIVING Q REMAINDER R
           DIVIDE 100 BY A GIVING Q REMAINDER R
           DIVIDE A BY 0 GIVING Q
               ON SIZE ERROR
                   ADD 1 TO R
                       ON SIZE ERROR DISPLAY 'INNER'
                   END-ADD
               NOT ON SIZE ERROR DISPLAY 'OK'
           END-DIVIDE
           COMPUTE C ROUNDED Q EQUAL A / 3
               SIZE ERROR DISPLAY 'E'
           STOP RUN.
