      * CTRL1 - structure and control flow: declaratives, sections,
      * unnamed first paragraph, PERFORM forms, EVALUATE, IF with
      * NEXT SENTENCE, GO TO DEPENDING, SEARCH, EXIT forms.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CTRL1.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INFILE
               FILE STATUS IS FS.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE.
       01  IN-REC           PIC X(10).
       WORKING-STORAGE SECTION.
       01  FS               PIC XX.
       01  I                PIC 9(3) VALUE 0.
       01  J                PIC 9(3) VALUE 0.
       01  N                PIC 9(3) VALUE 3.
       01  K                PIC X VALUE 'B'.
           88  K-IS-A       VALUE 'A'.
       01  TAB.
           05  ENT          PIC X OCCURS 5 INDEXED BY IX.
       PROCEDURE DIVISION.
       DECLARATIVES.
       IO-ERR SECTION.
           USE AFTER STANDARD ERROR PROCEDURE ON IN-FILE.
       IO-ERR-P.
           DISPLAY 'IO ERROR ' FS.
       END DECLARATIVES.
       MAIN SECTION.
           PERFORM P1
           PERFORM P1 THRU P2 N TIMES
           PERFORM P1 WITH TEST AFTER UNTIL I > 2
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 3
                     AFTER J FROM 1 BY 2 UNTIL J > 4
               DISPLAY I J
           END-PERFORM
           PERFORM N TIMES ADD 1 TO I END-PERFORM
           PERFORM P2 OF MAIN
           EVALUATE TRUE ALSO K
               WHEN I > 3 ALSO 'A' THRU 'C'
               WHEN K-IS-A ALSO ANY
                   DISPLAY 'FIRST'
               WHEN OTHER
                   DISPLAY 'OTHER'
           END-EVALUATE
           IF I > 1
               IF J > 1 NEXT SENTENCE ELSE DISPLAY 'J' END-IF
               DISPLAY 'I'
           ELSE
               CONTINUE
           END-IF
           SET IX TO 1
           SEARCH ENT VARYING I
               AT END DISPLAY 'NONE'
               WHEN ENT(IX) = 'X' NEXT SENTENCE
               WHEN ENT(IX) = K DISPLAY 'HIT'
           END-SEARCH.
           GO TO P1 P2 DEPENDING ON N.
       P1.
           EXIT.
       P2.
           EXIT PARAGRAPH.
           GOBACK.
