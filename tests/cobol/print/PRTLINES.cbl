      * PRTLINES - WRITE ... AFTER ADVANCING n LINES on a print file
      * (Language Reference, "WRITE statement", ADVANCING phrase: the
      * page is advanced n lines before the record is printed; n may
      * be zero; identifier-2 an integer item). IBM writes the ASA
      * character first: ' ' 1, '0' 2, '-' 3, '+' 0 lines; more than
      * 3 lines as blank '-' records first.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTLINES.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PRT-FILE ASSIGN TO PRT
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS FS.
       DATA DIVISION.
       FILE SECTION.
       FD  PRT-FILE.
       01  PRT-LINE PIC X(20).
       WORKING-STORAGE SECTION.
       01  FS PIC XX.
       01  N  PIC 99 VALUE 0.
       01  K  PIC S9(4) COMP VALUE 0.
       PROCEDURE DIVISION.
           OPEN OUTPUT PRT-FILE
           MOVE 'ONE LINE' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 1 LINE
           MOVE 'TWO LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 2 LINES
           MOVE 'THREE LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER 3
           MOVE 'FOUR LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 4 LINES
           MOVE 'FIVE LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 5
           MOVE 'SEVEN LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 7 LINES
           MOVE '   ZERO LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 0 LINES
           PERFORM VARYING N FROM 0 BY 1 UNTIL N > 4
               MOVE SPACES TO PRT-LINE
               STRING 'BY ITEM ' N DELIMITED BY SIZE INTO PRT-LINE
               WRITE PRT-LINE AFTER ADVANCING N LINES
           END-PERFORM
           MOVE 6 TO K
           MOVE 'BY BINARY 6' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING K LINES
           MOVE 'TWELVE LINES' TO PRT-LINE
           WRITE PRT-LINE AFTER ADVANCING 12 LINES
           DISPLAY 'STATUS ' FS
           CLOSE PRT-FILE
           STOP RUN.
