      * ADDWORD - ADD and SUBTRACT where the interpreter's word path
      * applies and where it leaves the sum to GMP (a sum beyond a word,
      * an operand with more decimals than the receiver, ROUNDED, SIZE
      * ERROR). Expected DISPLAY lines checked on cobc 3.1.2 -std=ibm
      * -fsign=EBCDIC (the same bytes).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ADDWORD.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  A          PIC S9(18) VALUE 999999999999999999.
       01  B          PIC S9(17)V9 VALUE 12345678901234567.8.
       01  C          PIC S9(5)V99 COMP-3 VALUE -12.34.
       01  D          PIC 9(3) VALUE 998.
       01  F          PIC S9(2)V9(3) VALUE 1.5.
       01  G          PIC S9(18) VALUE 0.
       01  OUTI       PIC -(18)9.
       01  OUTD       PIC -(12)9.999.
       PROCEDURE DIVISION.
           ADD A B 5 TO G
           MOVE G TO OUTI
           DISPLAY OUTI
           ADD 123456789012345678 1 TO G
           MOVE G TO OUTI
           DISPLAY OUTI
           ADD 1.125 TO C
           MOVE C TO OUTD
           DISPLAY OUTD
           ADD 3 TO D ON SIZE ERROR DISPLAY 'SIZE D ' D END-ADD
           ADD 3 TO D
           DISPLAY D
           ADD A TO A ON SIZE ERROR
               MOVE A TO OUTI
               DISPLAY 'SIZE A ' OUTI
           END-ADD
           SUBTRACT 2.25 C FROM F ROUNDED
           MOVE F TO OUTD
           DISPLAY OUTD
           ADD 0.0005 TO F ROUNDED
           MOVE F TO OUTD
           DISPLAY OUTD
           ADD 1 -1 0.5 TO F C
           MOVE F TO OUTD
           DISPLAY OUTD
           MOVE C TO OUTD
           DISPLAY OUTD
           SUBTRACT A FROM G
           MOVE G TO OUTI
           DISPLAY OUTI
           STOP RUN.
