      * OVFL - the same ADD as COMPUTE with the same SIZE ERROR
      * phrase.
      * A refactoring that is equivalent; proved so (files of any
      * length) since the branches' states joined keep WS-S's value
      * (before: unknown, its bytes at the loop head conditional).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. OVFL.
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
       01  WS-S            PIC 9(3)V99 VALUE 0.
       01  WS-OVF          PIC 9(5) VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               COMPUTE WS-S = WS-S + IN-AMT
                 ON SIZE ERROR ADD 1 TO WS-OVF
                              MOVE 0 TO WS-S
               END-COMPUTE
             END-READ
           END-PERFORM
           DISPLAY 'S ' WS-S ' OVERFLOWS ' WS-OVF
           CLOSE IN-FILE
           STOP RUN.
