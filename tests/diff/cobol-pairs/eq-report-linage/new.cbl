      * LINRPT - the same report refactored: WRITE FROM … BEFORE 1
      * (ADVANCING and LINE are optional words), the line built in a
      * paragraph, NOT AT END-OF-PAGE counting the other lines,
      * LINAGE-COUNTER OF RPT qualified: the same records and lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LINRPT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
           SELECT RPT ASSIGN TO RPTDD
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-NAME      PIC X(8).
           05 IN-AMT       PIC 9(3).
       FD  RPT LINAGE IS 5 LINES WITH FOOTING AT 4
               LINES AT TOP 1 LINES AT BOTTOM 1.
       01  RPT-REC         PIC X(16).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-EOP          PIC 9(3) VALUE 0.
       01  WS-LC           PIC 9(3).
       01  WS-OTHER        PIC 9(3) VALUE 0.
       01  WS-LINE.
           05 WS-NAME      PIC X(8).
           05 FILLER       PIC X VALUE SPACE.
           05 WS-AMT       PIC ZZ9.
           05 FILLER       PIC X(4) VALUE SPACES.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE OUTPUT RPT
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                 PERFORM DETAIL-LINE
             END-READ
           END-PERFORM
           MOVE LINAGE-COUNTER OF RPT TO WS-LC
           DISPLAY 'EOP ' WS-EOP ' LINE ' WS-LC
           CLOSE IN-FILE RPT
           STOP RUN.
       DETAIL-LINE.
           MOVE IN-NAME TO WS-NAME
           MOVE IN-AMT TO WS-AMT
           WRITE RPT-REC FROM WS-LINE BEFORE 1
             AT END-OF-PAGE ADD 1 TO WS-EOP
             NOT AT END-OF-PAGE ADD 1 TO WS-OTHER
           END-WRITE.
