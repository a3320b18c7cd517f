      * CNT9 - the counter made PIC 9: it wraps at the 10th record.
      * That is beyond the 6 records the summaries follow, and the
      * counters' values differ at the loop head: the verdict must not
      * be equivalent; it is unknown (bound).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CNT9.
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
       01  WS-COUNT        PIC 9 VALUE 0.
       01  WS-SHOW         PIC 9(2).
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-COUNT
             END-READ
           END-PERFORM
           MOVE WS-COUNT TO WS-SHOW
           DISPLAY 'RECORDS ' WS-SHOW
           CLOSE IN-FILE
           STOP RUN.
