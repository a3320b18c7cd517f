      * DIVMODE - DIVIDE in every ROUNDED MODE on quotients with more
      * decimals than their receivers (sixteenths of a cent), for the
      * symbolic executor's differential test against the interpreter:
      * the executor divides at fewer decimals where the stored value
      * cannot depend on the others (symex.c quotient_places: truncation
      * and NEAREST-AWAY-FROM-ZERO), and at the interpreter's dmax + 20
      * for the modes that look at every dropped digit. The 16 amounts
      * from IN-A on meet every sixteenth, so a mode wrongly narrowed
      * shows in every data set.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DIVMODE.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-A         PIC S9(3)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-K            PIC 99.
       01  WS-A            PIC S9(4)V99.
       01  WS-R.
           05 WS-R1        PIC S9(3)V99.
           05 WS-R2        PIC S9(3)V99.
           05 WS-R3        PIC S9(3)V99.
           05 WS-R4        PIC S9(3)V99.
           05 WS-R5        PIC S9(3)V99.
           05 WS-R6        PIC S9(3)V99.
           05 WS-R7        PIC S9(3)V99.
           05 WS-R8        PIC S9(3)V9.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE IN-A TO WS-A
               PERFORM VARYING WS-K FROM 0 BY 1 UNTIL WS-K > 15
                 DIVIDE WS-A BY 16 GIVING WS-R1 ROUNDED
                   WS-R2 ROUNDED MODE NEAREST-EVEN
                   WS-R3 ROUNDED MODE AWAY-FROM-ZERO
                   WS-R4 ROUNDED MODE NEAREST-TOWARD-ZERO
                   WS-R5
                 DIVIDE 16 INTO WS-A GIVING WS-R6 ROUNDED MODE
                   TOWARD-GREATER
                 MOVE WS-A TO WS-R7
                 DIVIDE 16 INTO WS-R7 ROUNDED MODE TOWARD-LESSER
                 MOVE WS-A TO WS-R8
                 DIVIDE 16 INTO WS-R8 ROUNDED MODE TRUNCATION
                 DISPLAY WS-R
                 ADD 0.01 TO WS-A
               END-PERFORM
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
