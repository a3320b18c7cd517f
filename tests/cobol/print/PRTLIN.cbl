      * PRTLIN - LINAGE on an ORGANIZATION SEQUENTIAL file (Language
      * Reference, "LINAGE clause"; Programming Guide, "ADV": a file
      * with LINAGE is treated as under ADV). The logical page: top
      * margin 2, body 6 with footing at 5, bottom margin 1; the page
      * break moves over the rest of the body and the margins, written
      * as ASA spacing. AT END-OF-PAGE prints a heading on the next
      * page; LINAGE-COUNTER is displayed.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTLIN.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P LINAGE IS 6 LINES WITH FOOTING AT 5
               LINES AT TOP 2 LINES AT BOTTOM 1.
       01  P-LINE PIC X(12).
       WORKING-STORAGE SECTION.
       01  I  PIC 99.
       01  LC PIC 99.
       PROCEDURE DIVISION.
           OPEN OUTPUT P
           MOVE 'HEADING' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 0 LINES
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 9
               MOVE SPACES TO P-LINE
               STRING 'DETAIL ' I DELIMITED BY SIZE INTO P-LINE
               WRITE P-LINE AFTER ADVANCING 1 LINE
                   AT END-OF-PAGE
                       MOVE LINAGE-COUNTER TO LC
                       DISPLAY 'EOP AT ' I ' COUNTER ' LC
                       MOVE 'HEADING' TO P-LINE
                       WRITE P-LINE AFTER ADVANCING PAGE
               END-WRITE
           END-PERFORM
           MOVE 'LAST' TO P-LINE
           WRITE P-LINE AFTER ADVANCING 2 LINES
           MOVE LINAGE-COUNTER TO LC
           DISPLAY 'COUNTER ' LC
           CLOSE P
           STOP RUN.
