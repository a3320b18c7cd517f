      * PRTEXT - an EXTERNAL print file (FD ... IS EXTERNAL) written
      * only with AFTER ADVANCING: "When a print file is defined as
      * EXTERNAL, machine control characters are always used" (IBM
      * support document swg21240217), so each AFTER is a record
      * holding only the immediate move (X'0B' space 1, X'13' 2, X'1B'
      * 3, X'8B' skip to channel 1) before the line, which is written
      * with X'01' (print, no space).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTEXT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P IS EXTERNAL.
       01  P-LINE PIC X(12).
       PROCEDURE DIVISION.
           OPEN OUTPUT P
           MOVE 'HEADER' TO P-LINE
           WRITE P-LINE AFTER ADVANCING PAGE
           MOVE 'ONE' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 2 LINES
           MOVE 'TWO' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 1 LINE
           MOVE 'THREE' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 3 LINES
           CLOSE P
           STOP RUN.
