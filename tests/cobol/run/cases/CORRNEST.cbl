      * CORRNEST - ADD/SUBTRACT/MOVE CORRESPONDING across nested groups
      * (Language Reference, "CORRESPONDING phrase": pairs have the same
      * name and the same qualifiers up to the groups named, at any
      * depth and level number; FILLER and items not in both are left
      * alone; a SIZE ERROR phrase applies to the whole statement,
      * ROUNDED to every pair; the groups may be subscripted). cobc
      * prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CORRNEST.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  T.
           03 A OCCURS 2.
              05 X PIC 99.
              05 SUB.
                 10 Y PIC 99.
       01  B.
           02 SUB.
              03 Y PIC 9V9 VALUE 1.5.
              03 FILLER PIC 99 VALUE 7.
           02 X PIC 9 VALUE 5.
           02 K.
              03 X PIC 99 VALUE 50.
       01  G1.
           05 X PIC 99 VALUE 1.
           05 SUB.
              10 Y PIC 99 VALUE 2.
              10 Z PIC 99 VALUE 3.
           05 W PIC 99 VALUE 4.
       01  G2.
           05 SUB.
              10 Y PIC 99 VALUE 10.
              10 Z PIC 99 VALUE 20.
           05 X PIC 99 VALUE 30.
           05 Q PIC 99 VALUE 40.
       PROCEDURE DIVISION.
           MOVE 11 TO X OF A(1) MOVE 22 TO Y OF A(1)
           MOVE 33 TO X OF A(2) MOVE 44 TO Y OF A(2)
           ADD CORR A(2) TO B ON SIZE ERROR DISPLAY 'SIZE'
           END-ADD
           DISPLAY B
           ADD CORR B TO A(1) ROUNDED
           DISPLAY A(1)
           PERFORM P-NEST
           STOP RUN.
       P-NEST.
           ADD CORRESPONDING G1 TO G2
           DISPLAY G2
           SUBTRACT CORR G1 FROM G2
           DISPLAY G2
           ADD CORR SUB OF G1 TO SUB OF G2
           DISPLAY G2
           MOVE CORR G1 TO G2
           DISPLAY G2.
