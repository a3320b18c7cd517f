      * RENWID - the counter of old.cbl renamed WS-RECS and widened to
      * 9(6); the count shown through a 9(5) item, as old's. After
      * 99,999 records old's counter wraps to 0 (ADD without ON SIZE
      * ERROR keeps the low digits) and new's does not: new then also
      * says MANY. The cross pair WS-COUNT = WS-RECS holds at entry but
      * not in the step from 99,999: never equivalent; unknown, the
      * difference being beyond the records the summaries follow.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RENWID.
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
       01  WS-RECS         PIC 9(6) VALUE 0.
       01  WS-SUM          PIC 9(7)V99 VALUE 0.
       01  WS-OUT          PIC Z(6)9.99.
       01  WS-R5           PIC 9(5).
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-RECS
               ADD IN-AMT TO WS-SUM
             END-READ
           END-PERFORM
           MOVE WS-SUM TO WS-OUT
           MOVE WS-RECS TO WS-R5
           DISPLAY 'RECORDS ' WS-R5 ' SUM ' WS-OUT
           IF WS-RECS > 99999 DISPLAY 'MANY' END-IF
           CLOSE IN-FILE
           STOP RUN.
