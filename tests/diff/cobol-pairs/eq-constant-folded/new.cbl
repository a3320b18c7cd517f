      * FOLD - the literals of old.cbl folded to times 10.
      * A refactoring that is equivalent; proved so (files of any
      * length) in under a second since a cell set to a term that is
      * not a constant loses its constant candidate without the solver
      * (before: 60 s or more).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FOLD.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-AMT       PIC 9(3)V99.
           05 IN-QTY       PIC S9(3) COMP-3.
           05 IN-CODE      PIC X.
           05 IN-N         PIC 9(4) BINARY.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-TMP          PIC 9(4)V99.
       01  WS-OUT          PIC Z(3)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-TMP = IN-AMT * 10
               MOVE WS-TMP TO WS-OUT
               DISPLAY IN-KEY ' ' WS-OUT
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
