      * A print file in the symbolic executor (docs/cobol-symex.md):
      * every ADVANCING form with ASA characters (IBM support document
      * swg21240217; Programming Guide, "ADV"): PAGE and a mnemonic-name
      * for C01 ('1'), C02 ('2'), CSP and AFTER 0 LINES ('+'), 1-3
      * lines (' ', '0', '-'), 5 lines (blank '-' record, then '0'), a
      * count held in an item, no ADVANCING (AFTER 1 LINE), and a count
      * from the input (not modelled: an unknown case).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTASA.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           C01 IS TOP-PAGE
           C02 IS CHAN-2
           CSP IS NO-SPACE.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
           SELECT PRT-FILE ASSIGN TO PRTDD
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE.
       01  IN-REC.
           05 IN-CODE      PIC X.
           05 IN-NAME      PIC X(8).
           05 IN-SKIP      PIC 9.
       FD  PRT-FILE.
       01  PRT-REC         PIC X(12).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-N            PIC 9 VALUE 3.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE OUTPUT PRT-FILE
           MOVE 'HEAD' TO PRT-REC
           WRITE PRT-REC AFTER ADVANCING TOP-PAGE
           PERFORM UNTIL WS-EOF = 'Y'
               READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                   MOVE IN-NAME TO PRT-REC
                   EVALUATE IN-CODE
                       WHEN 'A' WRITE PRT-REC AFTER ADVANCING PAGE
                       WHEN 'B' WRITE PRT-REC AFTER ADVANCING CHAN-2
                       WHEN 'C' WRITE PRT-REC AFTER ADVANCING NO-SPACE
                       WHEN 'D' WRITE PRT-REC AFTER ADVANCING 0 LINES
                       WHEN 'E' WRITE PRT-REC AFTER 2
                       WHEN 'F' WRITE PRT-REC AFTER ADVANCING 5 LINES
                       WHEN 'G' WRITE PRT-REC AFTER ADVANCING WS-N
                       WHEN 'H' WRITE PRT-REC AFTER ADVANCING IN-SKIP
                       WHEN OTHER WRITE PRT-REC
                   END-EVALUATE
               END-READ
           END-PERFORM
           CLOSE IN-FILE PRT-FILE
           STOP RUN.
