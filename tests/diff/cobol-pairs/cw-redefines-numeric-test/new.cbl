      * KEYNUM - the number tested NUMERIC first; other keys are
      * counted as bad.
      * changed_only_where_old_unsafe: where old is safe both agree
      * (by induction over the records); old goes wrong on the
      * rest.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. KEYNUM.
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
       01  WS-TXT          PIC X(3).
       01  WS-NUM REDEFINES WS-TXT PIC 9(3).
       01  WS-SUM          PIC 9(7) VALUE 0.
       01  WS-BAD          PIC 9(5) VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE IN-KEY (1:3) TO WS-TXT
               IF WS-NUM NUMERIC
                 ADD WS-NUM TO WS-SUM
               ELSE
                 ADD 1 TO WS-BAD
               END-IF
             END-READ
           END-PERFORM
           DISPLAY 'SUM ' WS-SUM ' BAD ' WS-BAD
           CLOSE IN-FILE
           STOP RUN.
