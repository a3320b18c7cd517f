      * CNT7 - says MANY for a file of more than 7 records. With
      * --records 8 (this pair's args) the summaries follow 8 records,
      * so the difference at 8 records is found and replayed: the
      * same pair as bc-after-seventh-record, which stays unknown
      * under the default bound of 6.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CNT7.
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
       01  WS-COUNT        PIC 9(5) VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-COUNT
             END-READ
           END-PERFORM
           IF WS-COUNT > 7
             DISPLAY 'MANY'
           END-IF
           DISPLAY 'RECORDS ' WS-COUNT
           CLOSE IN-FILE
           STOP RUN.
