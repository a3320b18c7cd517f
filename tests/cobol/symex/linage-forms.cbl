      * LINFORM - every LINAGE form the symbolic executor follows,
      * compared with the interpreter by test_cbl_symex: AFTER and
      * BEFORE ADVANCING n, ADVANCING PAGE, a WRITE without ADVANCING,
      * AT END-OF-PAGE and NOT AT END-OF-PAGE, LINAGE-COUNTER read
      * (Language Reference, "LINAGE clause", "WRITE statement"). Only
      * the first 3 records are written: 5 forms a record make 5 ** n
      * cases, kept cheap for the sanitizer build.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LINFORM.
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
           05 IN-KIND      PIC X.
           05 IN-TEXT      PIC X(6).
       FD  RPT LINAGE IS 4 LINES WITH FOOTING AT 3
               LINES AT TOP 2 LINES AT BOTTOM 1.
       01  RPT-REC         PIC X(8).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-LC           PIC 9.
       01  WS-N            PIC 9 VALUE 0.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE OUTPUT RPT
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                 ADD 1 TO WS-N
                 IF WS-N > 3 MOVE 'Y' TO WS-EOF END-IF
                 MOVE IN-TEXT TO RPT-REC
                 EVALUATE IN-KIND
                   WHEN 'P'
                     WRITE RPT-REC AFTER ADVANCING PAGE
                       AT END-OF-PAGE DISPLAY 'EOP P'
                     END-WRITE
                   WHEN '2'
                     WRITE RPT-REC AFTER ADVANCING 2 LINES
                       AT END-OF-PAGE DISPLAY 'EOP 2'
                       NOT AT END-OF-PAGE DISPLAY 'NOT EOP 2'
                     END-WRITE
                   WHEN 'B'
                     WRITE RPT-REC BEFORE ADVANCING 3 LINES
                       AT EOP DISPLAY 'EOP B'
                     END-WRITE
                   WHEN '0'
                     WRITE RPT-REC AFTER ADVANCING 0 LINES
                   WHEN OTHER
                     WRITE RPT-REC
                       AT END-OF-PAGE DISPLAY 'EOP 1'
                     END-WRITE
                 END-EVALUATE
                 MOVE LINAGE-COUNTER TO WS-LC
                 DISPLAY 'LC ' WS-LC
             END-READ
           END-PERFORM
           CLOSE IN-FILE RPT
           STOP RUN.
