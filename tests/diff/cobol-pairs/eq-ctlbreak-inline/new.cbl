      * KEYSUM - the break test moved into a paragraph, the break
      * inline.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. KEYSUM.
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
       01  WS-FIRST        PIC X VALUE 'Y'.
       01  WS-PREV         PIC X(4) VALUE SPACES.
       01  WS-CNT          PIC 9(3) VALUE 0.
       01  WS-SUM          PIC 9(6)V99 VALUE 0.
       01  WS-OUT          PIC Z(5)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               PERFORM 1000-REC
             END-READ
           END-PERFORM
           IF WS-FIRST = 'N'
             PERFORM 2000-BREAK
           END-IF
           CLOSE IN-FILE
           STOP RUN.
       1000-REC.
           IF WS-FIRST = 'N'
             IF IN-KEY NOT = WS-PREV
               MOVE WS-SUM TO WS-OUT
               DISPLAY 'KEY ' WS-PREV ' N ' WS-CNT ' SUM ' WS-OUT
               MOVE 0 TO WS-CNT
               MOVE 0 TO WS-SUM
             END-IF
           END-IF
           MOVE 'N' TO WS-FIRST
           MOVE IN-KEY TO WS-PREV
           ADD IN-AMT TO WS-SUM
           ADD 1 TO WS-CNT.
       2000-BREAK.
           MOVE WS-SUM TO WS-OUT
           DISPLAY 'KEY ' WS-PREV ' N ' WS-CNT ' SUM ' WS-OUT
           MOVE 0 TO WS-CNT
           MOVE 0 TO WS-SUM.
