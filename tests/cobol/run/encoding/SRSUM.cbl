      * SRSUM - sums the amounts of a fixed-length sequential file: the
      * data set encoding.sh runs under the EBCDIC default with ASCII
      * data (issue 9 item 15).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SRSUM.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SR-FILE ASSIGN TO SRIN
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  SR-FILE RECORDING MODE F.
       01  SR-REC.
           05 SR-NAME   PIC X(6).
           05 SR-AMOUNT PIC 9(4)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF   PIC X VALUE 'N'.
       01  WS-TOTAL PIC 9(6)V99 VALUE 0.
       01  WS-SHOW  PIC ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
           OPEN INPUT SR-FILE
           PERFORM UNTIL WS-EOF = 'Y'
               READ SR-FILE
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END ADD SR-AMOUNT TO WS-TOTAL
               END-READ
           END-PERFORM
           CLOSE SR-FILE
           MOVE WS-TOTAL TO WS-SHOW
           DISPLAY 'TOTAL ' WS-SHOW
           STOP RUN.
