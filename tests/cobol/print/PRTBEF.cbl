      * PRTBEF - WRITE ... BEFORE ADVANCING n LINES | PAGE (Language
      * Reference, "WRITE statement": with BEFORE the line is printed
      * before the page is advanced). A file with a BEFORE phrase is
      * written with machine control characters (IBM support document
      * swg21240217): X'01' print, X'09' print and space 1, X'11' 2,
      * X'19' 3, X'89' print and skip to channel 1; more lines than 3
      * as records holding only an immediate space (X'0B', X'13',
      * X'1B').
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTBEF.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           C01 IS NEW-PAGE.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  P-LINE PIC X(16).
       WORKING-STORAGE SECTION.
       01  N PIC 9 VALUE 2.
       PROCEDURE DIVISION.
           OPEN OUTPUT P
           MOVE 'TITLE' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING 2 LINES
           MOVE 'LINE 1' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING 1 LINE
           MOVE 'LINE 2' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING N LINES
           MOVE 'LINE 3' TO P-LINE
           WRITE P-LINE BEFORE 3
           MOVE 'LINE 4' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING 5 LINES
           MOVE 'END PAGE 1' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING PAGE
           MOVE 'PAGE 2' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING 1
           MOVE 'END PAGE 2' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING NEW-PAGE
           MOVE 'LAST' TO P-LINE
           WRITE P-LINE BEFORE ADVANCING 1 LINE
           CLOSE P
           STOP RUN.
