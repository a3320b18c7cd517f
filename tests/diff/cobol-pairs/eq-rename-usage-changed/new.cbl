      * RENUSE - old.cbl's counter renamed WS-RECS and made COMP-3, its
      * sum renamed WS-TOT and made S9(7)V99 COMP-3 (as a translation
      * would change them): the same digits, so the same truncation; the
      * sum of unsigned amounts is never negative. The cross pairs
      * WS-COUNT = WS-RECS and WS-SUM = WS-TOT are proved at every head
      * (the cells hold values, not bytes): equivalent for files of any
      * length.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RENUSE.
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
       01  WS-RECS         PIC 9(5) COMP-3 VALUE 0.
       01  WS-TOT          PIC S9(7)V99 COMP-3 VALUE 0.
       01  WS-OUT          PIC Z(6)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-RECS
               ADD IN-AMT TO WS-TOT
             END-READ
           END-PERFORM
           MOVE WS-TOT TO WS-OUT
           DISPLAY 'RECORDS ' WS-RECS ' SUM ' WS-OUT
           CLOSE IN-FILE
           STOP RUN.
