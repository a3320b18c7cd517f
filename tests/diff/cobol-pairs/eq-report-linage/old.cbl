      * LINRPT - a report on a LINAGE page (Language Reference, "LINAGE
      * clause"): 5 body lines, footing at 4, a top and a bottom
      * margin; each detail line BEFORE ADVANCING 1 LINE, the pages
      * counted by AT END-OF-PAGE (the footing reached or a page
      * overflow), LINAGE-COUNTER shown at the end.
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
                 MOVE IN-NAME TO WS-NAME
                 MOVE IN-AMT TO WS-AMT
                 MOVE WS-LINE TO RPT-REC
                 WRITE RPT-REC BEFORE ADVANCING 1 LINE
                   AT END-OF-PAGE ADD 1 TO WS-EOP
                 END-WRITE
             END-READ
           END-PERFORM
           MOVE LINAGE-COUNTER TO WS-LC
           DISPLAY 'EOP ' WS-EOP ' LINE ' WS-LC
           CLOSE IN-FILE RPT
           STOP RUN.
