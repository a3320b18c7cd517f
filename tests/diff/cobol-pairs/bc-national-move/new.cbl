      * NATMOV - the wrong twin: compares the national item with
      * N"BA".
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATMOV.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-CODE      PIC X(2).
           05 IN-QTY       PIC 9(3).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-NCODE        PIC N(3).
       01  WS-TOTAL        PIC 9(6) VALUE 0.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                 MOVE IN-CODE TO WS-NCODE
                 IF WS-NCODE = N"BA"
                   ADD IN-QTY TO WS-TOTAL
                 END-IF
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           DISPLAY 'TOTAL ' WS-TOTAL
           STOP RUN.
