      * EXTSUM - the paragraph of old.cbl written inline.
      * A refactoring that is equivalent; proved so (files of any
      * length) in under a second since a cell set to a term that is
      * not a constant loses its constant candidate without the solver
      * (before: unknown after 36 s, the induction not closing).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXTSUM.
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
       01  WS-TOTAL        PIC S9(9)V99 VALUE 0.
       01  WS-EXT          PIC S9(7)V99.
       01  WS-OUT          PIC -(9)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MULTIPLY IN-AMT BY IN-QTY GIVING WS-EXT
               ADD WS-EXT TO WS-TOTAL
               MOVE WS-EXT TO WS-OUT
               DISPLAY IN-KEY ' ' WS-OUT
             END-READ
           END-PERFORM
           MOVE WS-TOTAL TO WS-OUT
           DISPLAY 'TOTAL ' WS-OUT
           CLOSE IN-FILE
           STOP RUN.
