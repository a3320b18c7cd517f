      * DD/ASSIGN: CUSTIN(in) LABELS(out) NAMELIST(out) REJECTS(out)
      *================================================================*
      * NAMEFMT - customer name and address formatting: 3-up mailing   *
      * labels, a mixed-case name list and a reject file.              *
      * EXERCISES: UNSTRING ... DELIMITED BY ALL SPACES OR ',' INTO    *
      *   six receivers with DELIMITER IN and COUNT IN, WITH POINTER,  *
      *   TALLYING IN, ON OVERFLOW / NOT ON OVERFLOW (empty fields     *
      *   between a comma and a space, leading spaces, a name that     *
      *   fills the whole field), a second UNSTRING that continues at  *
      *   the pointer left by the first, STRING ... DELIMITED BY SIZE  *
      *   and BY SPACE WITH POINTER ... ON OVERFLOW (long names retried*
      *   with initials), reference modification with computed offsets *
      *   and lengths (label columns, trimming, mixed case with        *
      *   FUNCTION LOWER-CASE), ALPHABETIC/NUMERIC class tests, FILE   *
      *   STATUS checks, RETURN-CODE 4 when records were rejected.     *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NAMEFMT.
       AUTHOR. J. MACKENZIE.
       DATE-WRITTEN. 06/02/1994.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT CUST-FILE ASSIGN TO CUSTIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-CUST-FS.
           SELECT LABEL-FILE ASSIGN TO LABELS
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-LABEL-FS.
           SELECT LIST-FILE ASSIGN TO NAMELIST
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-LIST-FS.
           SELECT REJECT-FILE ASSIGN TO REJECTS
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-REJ-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  CUST-FILE.
           COPY NAMEFMT-CUSTREC.
       FD  LABEL-FILE.
       01  LABEL-REC               PIC X(120).
       FD  LIST-FILE.
       01  LIST-REC                PIC X(60).
       FD  REJECT-FILE.
       01  REJ-REC                 PIC X(72).
       WORKING-STORAGE SECTION.
       01  WS-CUST-FS              PIC XX.
           88  CUST-OK             VALUE '00'.
           88  CUST-EOF            VALUE '10'.
       01  WS-LABEL-FS             PIC XX.
       01  WS-LIST-FS              PIC XX.
       01  WS-REJ-FS               PIC XX.
      *    The name parts as UNSTRING leaves them.
       01  WS-NAME-PARTS.
           05  WS-PART OCCURS 6 INDEXED BY PX.
               10  WS-PART-TEXT    PIC X(40).
               10  WS-PART-DLM     PIC X.
               10  WS-PART-CNT     PIC 99.
       01  WS-NAME-CONTROL.
           05  WS-NPTR             PIC 99 COMP.
           05  WS-NTALLY           PIC 99 COMP.
           05  WS-COMMA-AT         PIC 99 COMP.
           05  WS-SURNAME-FROM     PIC 99 COMP.
           05  WS-SURNAME-TO       PIC 99 COMP.
           05  WS-GIVEN-FROM       PIC 99 COMP.
           05  WS-GIVEN-TO         PIC 99 COMP.
           05  WS-NONEMPTY         PIC 99 COMP.
           05  WS-I                PIC 99 COMP.
           05  WS-LEN              PIC 99 COMP.
           05  WS-OVF-SW           PIC X.
               88  NAME-OVERFLOW   VALUE 'Y'.
               88  NAME-FITS       VALUE 'N'.
           05  WS-LBL-OVF-SW       PIC X.
               88  LABEL-OVERFLOW  VALUE 'Y'.
               88  LABEL-FITS      VALUE 'N'.
           05  WS-INITIALS-SW      PIC X.
               88  USE-INITIALS    VALUE 'Y'.
               88  USE-FULL-NAMES  VALUE 'N'.
       01  WS-LABEL-NAME           PIC X(32).
       01  WS-LPTR                 PIC 99 COMP.
       01  WS-LIST-NAME            PIC X(40).
       01  WS-LIST-PTR             PIC 99 COMP.
       01  WS-MIXED                PIC X(40).
       01  WS-LIST-FLAG            PIC X.
       01  WS-ADDRESS.
           05  WS-CITY             PIC X(40).
           05  WS-CITY-CNT         PIC 99.
           05  WS-STATE            PIC X(4).
           05  WS-STATE-CNT        PIC 99.
           05  WS-ZIP              PIC X(12).
           05  WS-ZIP-CNT          PIC 99.
           05  WS-CPTR             PIC 99 COMP.
           05  WS-CSZ              PIC X(38).
           05  WS-CSZ-PTR          PIC 99 COMP.
       01  WS-REASON               PIC X(24).
      *    Three labels side by side, four print lines each.
       01  WS-SHEET.
           05  WS-SHEET-LINE       PIC X(120) OCCURS 4.
       01  WS-SLOT                 PIC 9 VALUE 0.
       01  WS-COL                  PIC 999 COMP.
       01  WS-COUNTS.
           05  WS-READ             PIC 9(5) COMP-3 VALUE 0.
           05  WS-LABELS           PIC 9(5) COMP-3 VALUE 0.
           05  WS-ROWS             PIC 9(5) COMP-3 VALUE 0.
           05  WS-REJECTED         PIC 9(5) COMP-3 VALUE 0.
           05  WS-PARTS-TOTAL      PIC 9(5) COMP-3 VALUE 0.
           05  WS-INITIALS         PIC 9(5) COMP-3 VALUE 0.
           05  WS-LIST-TRUNC       PIC 9(5) COMP-3 VALUE 0.
       01  WS-LIST-LINE.
           05  LL-CUST-ID          PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  LL-TALLY            PIC Z9.
           05  FILLER              PIC X VALUE SPACE.
           05  LL-NAME             PIC X(40).
           05  LL-FLAG             PIC X.
           05  LL-INIT             PIC X.
       01  WS-REJ-LINE.
           05  RL-CUST-ID          PIC X(6).
           05  FILLER              PIC X VALUE SPACE.
           05  RL-REASON           PIC X(24).
           05  FILLER              PIC X VALUE SPACE.
           05  RL-NAME             PIC X(40).
       01  WS-COUNT-ED             PIC ZZ,ZZ9.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT CUST-FILE
           IF NOT CUST-OK
               DISPLAY 'NAMEFMT: OPEN CUSTIN STATUS ' WS-CUST-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT LABEL-FILE LIST-FILE REJECT-FILE
           IF WS-LABEL-FS NOT = '00' OR WS-LIST-FS NOT = '00'
                   OR WS-REJ-FS NOT = '00'
               DISPLAY 'NAMEFMT: OPEN OUTPUT FAILED'
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           MOVE SPACES TO WS-SHEET
           PERFORM 8000-READ
           PERFORM 1000-ONE-CUSTOMER UNTIL CUST-EOF
           IF WS-SLOT > 0
               PERFORM 6100-WRITE-SHEET
           END-IF
           PERFORM 9000-TOTALS
           CLOSE CUST-FILE LABEL-FILE LIST-FILE REJECT-FILE
           GOBACK.
       1000-ONE-CUSTOMER.
           ADD 1 TO WS-READ
           MOVE SPACES TO WS-REASON
           PERFORM 2000-SPLIT-NAME
           IF WS-REASON = SPACES
               PERFORM 3000-LABEL-NAME
           END-IF
           IF WS-REASON = SPACES
               PERFORM 4000-SPLIT-CITY-LINE
           END-IF
           IF WS-REASON = SPACES AND CR-STREET = SPACES
               MOVE 'NO STREET' TO WS-REASON
           END-IF
           IF WS-REASON = SPACES
               PERFORM 5000-LIST-NAME
               PERFORM 6000-PLACE-LABEL
           ELSE
               PERFORM 7000-REJECT
           END-IF
           PERFORM 8000-READ.
      *----------------------------------------------------------------*
      * 2000: ALL SPACES takes a run of spaces as one delimiter; a     *
      * comma followed by a space therefore yields an empty field      *
      * (COUNT 0).  Receivers the source does not reach keep their     *
      * contents, so they are cleared first.  TALLYING adds the number *
      * of receivers acted upon to its initial value; ON OVERFLOW is   *
      * taken when all receivers are filled and source remains.        *
      *----------------------------------------------------------------*
       2000-SPLIT-NAME.
           INITIALIZE WS-NAME-PARTS
           MOVE 1 TO WS-NPTR
           MOVE 0 TO WS-NTALLY
           UNSTRING CR-NAME DELIMITED BY ALL SPACES OR ','
               INTO WS-PART-TEXT(1) DELIMITER IN WS-PART-DLM(1)
                                    COUNT IN WS-PART-CNT(1)
                    WS-PART-TEXT(2) DELIMITER IN WS-PART-DLM(2)
                                    COUNT IN WS-PART-CNT(2)
                    WS-PART-TEXT(3) DELIMITER IN WS-PART-DLM(3)
                                    COUNT IN WS-PART-CNT(3)
                    WS-PART-TEXT(4) DELIMITER IN WS-PART-DLM(4)
                                    COUNT IN WS-PART-CNT(4)
                    WS-PART-TEXT(5) DELIMITER IN WS-PART-DLM(5)
                                    COUNT IN WS-PART-CNT(5)
                    WS-PART-TEXT(6) DELIMITER IN WS-PART-DLM(6)
                                    COUNT IN WS-PART-CNT(6)
               WITH POINTER WS-NPTR
               TALLYING IN WS-NTALLY
               ON OVERFLOW
                   SET NAME-OVERFLOW TO TRUE
               NOT ON OVERFLOW
                   SET NAME-FITS TO TRUE
           END-UNSTRING
           ADD WS-NTALLY TO WS-PARTS-TOTAL
           IF NAME-OVERFLOW
               MOVE 'TOO MANY NAME PARTS' TO WS-REASON
           ELSE
               MOVE 0 TO WS-COMMA-AT WS-NONEMPTY
               PERFORM VARYING WS-I FROM 1 BY 1
                       UNTIL WS-I > WS-NTALLY
                   IF WS-PART-DLM(WS-I) = ',' AND WS-COMMA-AT = 0
                       MOVE WS-I TO WS-COMMA-AT
                   END-IF
                   IF WS-PART-CNT(WS-I) > 0
                       ADD 1 TO WS-NONEMPTY
                   END-IF
               END-PERFORM
               EVALUATE TRUE
                   WHEN WS-NONEMPTY = 0
                       MOVE 'NO NAME' TO WS-REASON
      *            SURNAME, GIVEN NAMES
                   WHEN WS-COMMA-AT > 0
                       MOVE 1 TO WS-SURNAME-FROM
                       MOVE WS-COMMA-AT TO WS-SURNAME-TO
                       COMPUTE WS-GIVEN-FROM = WS-COMMA-AT + 1
                       MOVE WS-NTALLY TO WS-GIVEN-TO
      *            GIVEN NAMES SURNAME: the last part is the surname
                   WHEN OTHER
                       MOVE WS-NTALLY TO WS-SURNAME-TO
                       PERFORM UNTIL WS-PART-CNT(WS-SURNAME-TO) > 0
                           SUBTRACT 1 FROM WS-SURNAME-TO
                       END-PERFORM
                       MOVE WS-SURNAME-TO TO WS-SURNAME-FROM
                       MOVE 1 TO WS-GIVEN-FROM
                       COMPUTE WS-GIVEN-TO = WS-SURNAME-TO - 1
               END-EVALUATE
           END-IF.
      *----------------------------------------------------------------*
      * 3000: the label name is GIVEN NAMES SURNAME in 32 positions.   *
      * STRING stops at the end of the receiver and takes ON OVERFLOW; *
      * the name is then built again with initials for given names.   *
      *----------------------------------------------------------------*
       3000-LABEL-NAME.
           SET USE-FULL-NAMES TO TRUE
           PERFORM 3100-BUILD-LABEL-NAME
           IF LABEL-OVERFLOW
               SET USE-INITIALS TO TRUE
               ADD 1 TO WS-INITIALS
               PERFORM 3100-BUILD-LABEL-NAME
               IF LABEL-OVERFLOW
                   MOVE 'NAME TOO LONG FOR LABEL' TO WS-REASON
               END-IF
           END-IF.
       3100-BUILD-LABEL-NAME.
           MOVE SPACES TO WS-LABEL-NAME
           MOVE 1 TO WS-LPTR
           SET LABEL-FITS TO TRUE
           PERFORM VARYING WS-I FROM WS-GIVEN-FROM BY 1
                   UNTIL WS-I > WS-GIVEN-TO
               IF WS-PART-CNT(WS-I) > 0
                   PERFORM 3200-SEPARATOR
                   IF USE-INITIALS
                       STRING WS-PART-TEXT(WS-I)(1:1) '.'
                           DELIMITED BY SIZE
                           INTO WS-LABEL-NAME WITH POINTER WS-LPTR
                           ON OVERFLOW SET LABEL-OVERFLOW TO TRUE
                       END-STRING
                   ELSE
                       STRING WS-PART-TEXT(WS-I) DELIMITED BY SPACE
                           INTO WS-LABEL-NAME WITH POINTER WS-LPTR
                           ON OVERFLOW SET LABEL-OVERFLOW TO TRUE
                       END-STRING
                   END-IF
               END-IF
           END-PERFORM
           PERFORM VARYING WS-I FROM WS-SURNAME-FROM BY 1
                   UNTIL WS-I > WS-SURNAME-TO
               IF WS-PART-CNT(WS-I) > 0
                   PERFORM 3200-SEPARATOR
                   STRING WS-PART-TEXT(WS-I)(1:WS-PART-CNT(WS-I))
                       DELIMITED BY SIZE
                       INTO WS-LABEL-NAME WITH POINTER WS-LPTR
                       ON OVERFLOW SET LABEL-OVERFLOW TO TRUE
                   END-STRING
               END-IF
           END-PERFORM.
       3200-SEPARATOR.
           IF WS-LPTR > 1
               STRING ' ' DELIMITED BY SIZE
                   INTO WS-LABEL-NAME WITH POINTER WS-LPTR
                   ON OVERFLOW SET LABEL-OVERFLOW TO TRUE
               END-STRING
           END-IF.
      *----------------------------------------------------------------*
      * 4000: CITY, ST ZIP.  The first UNSTRING stops at the comma and *
      * leaves the pointer behind it; spaces are skipped by reference  *
      * modification; the second UNSTRING continues from the pointer.  *
      *----------------------------------------------------------------*
       4000-SPLIT-CITY-LINE.
           MOVE SPACES TO WS-CITY WS-STATE WS-ZIP
           MOVE 0 TO WS-CITY-CNT WS-STATE-CNT WS-ZIP-CNT
           MOVE 1 TO WS-CPTR
           UNSTRING CR-CITY-LINE DELIMITED BY ','
               INTO WS-CITY COUNT IN WS-CITY-CNT
               WITH POINTER WS-CPTR
           END-UNSTRING
           PERFORM UNTIL WS-CITY-CNT = 0
                   OR WS-CITY(WS-CITY-CNT:1) NOT = SPACE
               SUBTRACT 1 FROM WS-CITY-CNT
           END-PERFORM
           PERFORM UNTIL WS-CPTR > 40
                   OR CR-CITY-LINE(WS-CPTR:1) NOT = SPACE
               ADD 1 TO WS-CPTR
           END-PERFORM
           EVALUATE TRUE
               WHEN WS-CITY-CNT = 0
                   MOVE 'NO CITY' TO WS-REASON
               WHEN WS-CPTR > 40
                   MOVE 'NO STATE/ZIP' TO WS-REASON
               WHEN OTHER
                   UNSTRING CR-CITY-LINE DELIMITED BY ALL SPACES
                       INTO WS-STATE COUNT IN WS-STATE-CNT
                            WS-ZIP COUNT IN WS-ZIP-CNT
                       WITH POINTER WS-CPTR
                       ON OVERFLOW
                           MOVE 'TEXT AFTER ZIP' TO WS-REASON
                   END-UNSTRING
           END-EVALUATE
           IF WS-REASON = SPACES
               IF WS-STATE-CNT NOT = 2
                  OR WS-STATE(1:2) IS NOT ALPHABETIC
                   MOVE 'BAD STATE CODE' TO WS-REASON
               ELSE
                   EVALUATE TRUE
                       WHEN WS-ZIP-CNT = 5 AND WS-ZIP(1:5) NUMERIC
                           CONTINUE
                       WHEN WS-ZIP-CNT = 10 AND WS-ZIP(1:5) NUMERIC
                            AND WS-ZIP(6:1) = '-'
                            AND WS-ZIP(7:4) NUMERIC
                           CONTINUE
                       WHEN OTHER
                           MOVE 'BAD ZIP CODE' TO WS-REASON
                   END-EVALUATE
               END-IF
           END-IF.
      *----------------------------------------------------------------*
      * 5000: the list shows Surname, Given in mixed case: the first   *
      * letter of each part stays, the rest is lower-cased in place.   *
      *----------------------------------------------------------------*
       5000-LIST-NAME.
           MOVE SPACES TO WS-LIST-NAME WS-LIST-FLAG
           MOVE 1 TO WS-LIST-PTR
           PERFORM VARYING WS-I FROM WS-SURNAME-FROM BY 1
                   UNTIL WS-I > WS-SURNAME-TO
               IF WS-PART-CNT(WS-I) > 0
                   PERFORM 5100-MIXED-PART
                   IF WS-LIST-PTR > 1
                       STRING ' ' DELIMITED BY SIZE INTO WS-LIST-NAME
                           WITH POINTER WS-LIST-PTR
                           ON OVERFLOW MOVE '>' TO WS-LIST-FLAG
                       END-STRING
                   END-IF
                   STRING WS-MIXED DELIMITED BY SPACE
                       INTO WS-LIST-NAME WITH POINTER WS-LIST-PTR
                       ON OVERFLOW MOVE '>' TO WS-LIST-FLAG
                   END-STRING
               END-IF
           END-PERFORM
           MOVE ',' TO WS-MIXED
           PERFORM VARYING WS-I FROM WS-GIVEN-FROM BY 1
                   UNTIL WS-I > WS-GIVEN-TO
               IF WS-PART-CNT(WS-I) > 0
                   STRING WS-MIXED DELIMITED BY SPACE
                       INTO WS-LIST-NAME WITH POINTER WS-LIST-PTR
                       ON OVERFLOW MOVE '>' TO WS-LIST-FLAG
                   END-STRING
                   PERFORM 5100-MIXED-PART
                   STRING ' ' DELIMITED BY SIZE
                          WS-MIXED DELIMITED BY SPACE
                       INTO WS-LIST-NAME WITH POINTER WS-LIST-PTR
                       ON OVERFLOW MOVE '>' TO WS-LIST-FLAG
                   END-STRING
                   MOVE SPACES TO WS-MIXED
               END-IF
           END-PERFORM
           IF WS-LIST-FLAG = '>'
               ADD 1 TO WS-LIST-TRUNC
           END-IF
           MOVE SPACES TO WS-LIST-LINE
           MOVE CR-CUST-ID TO LL-CUST-ID
           MOVE WS-NTALLY TO LL-TALLY
           MOVE WS-LIST-NAME TO LL-NAME
           MOVE WS-LIST-FLAG TO LL-FLAG
           IF USE-INITIALS
               MOVE 'I' TO LL-INIT
           END-IF
           WRITE LIST-REC FROM WS-LIST-LINE
           IF WS-LIST-FS NOT = '00'
               DISPLAY 'NAMEFMT: WRITE NAMELIST STATUS ' WS-LIST-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       5100-MIXED-PART.
           MOVE SPACES TO WS-MIXED
           MOVE WS-PART-CNT(WS-I) TO WS-LEN
           MOVE WS-PART-TEXT(WS-I)(1:WS-LEN) TO WS-MIXED
           IF WS-LEN > 1
               MOVE FUNCTION LOWER-CASE(WS-MIXED(2:WS-LEN - 1))
                   TO WS-MIXED(2:WS-LEN - 1)
           END-IF.
      *----------------------------------------------------------------*
      * 6000: a label goes into column (slot - 1) * 40 + 1 of the      *
      * sheet; a full sheet (3 labels) is written as 4 lines and a     *
      * blank line.                                                    *
      *----------------------------------------------------------------*
       6000-PLACE-LABEL.
           ADD 1 TO WS-SLOT WS-LABELS
           COMPUTE WS-COL = (WS-SLOT - 1) * 40 + 1
           MOVE WS-LABEL-NAME TO WS-SHEET-LINE(1)(WS-COL:38)
           MOVE CR-STREET TO WS-SHEET-LINE(2)(WS-COL:38)
           MOVE SPACES TO WS-CSZ
           MOVE 1 TO WS-CSZ-PTR
           STRING WS-CITY(1:WS-CITY-CNT) ' ' DELIMITED BY SIZE
                  WS-STATE DELIMITED BY SPACE
                  '  ' DELIMITED BY SIZE
                  WS-ZIP DELIMITED BY SPACE
               INTO WS-CSZ WITH POINTER WS-CSZ-PTR
               ON OVERFLOW
                   MOVE '*' TO WS-CSZ(38:1)
           END-STRING
           MOVE WS-CSZ TO WS-SHEET-LINE(3)(WS-COL:38)
           STRING 'CUST ' CR-CUST-ID DELIMITED BY SIZE
               INTO WS-SHEET-LINE(4)(WS-COL:38)
           END-STRING
           IF WS-SLOT = 3
               PERFORM 6100-WRITE-SHEET
           END-IF.
       6100-WRITE-SHEET.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 4
               WRITE LABEL-REC FROM WS-SHEET-LINE(WS-I)
           END-PERFORM
           MOVE SPACES TO LABEL-REC
           WRITE LABEL-REC
           IF WS-LABEL-FS NOT = '00'
               DISPLAY 'NAMEFMT: WRITE LABELS STATUS ' WS-LABEL-FS
               MOVE 12 TO RETURN-CODE
           END-IF
           ADD 1 TO WS-ROWS
           MOVE SPACES TO WS-SHEET
           MOVE 0 TO WS-SLOT.
       7000-REJECT.
           ADD 1 TO WS-REJECTED
           MOVE SPACES TO WS-REJ-LINE
           MOVE CR-CUST-ID TO RL-CUST-ID
           MOVE WS-REASON TO RL-REASON
           MOVE CR-NAME TO RL-NAME
           WRITE REJ-REC FROM WS-REJ-LINE
           IF WS-REJ-FS NOT = '00'
               DISPLAY 'NAMEFMT: WRITE REJECTS STATUS ' WS-REJ-FS
               MOVE 12 TO RETURN-CODE
           END-IF.
       8000-READ.
           READ CUST-FILE
           IF NOT CUST-OK AND NOT CUST-EOF
               DISPLAY 'NAMEFMT: READ CUSTIN STATUS ' WS-CUST-FS
               MOVE 16 TO RETURN-CODE
               SET CUST-EOF TO TRUE
           END-IF.
       9000-TOTALS.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'NAMEFMT CUSTOMERS READ     ' WS-COUNT-ED
           MOVE WS-LABELS TO WS-COUNT-ED
           DISPLAY 'NAMEFMT LABELS PRINTED     ' WS-COUNT-ED
           MOVE WS-ROWS TO WS-COUNT-ED
           DISPLAY 'NAMEFMT LABEL ROWS         ' WS-COUNT-ED
           MOVE WS-REJECTED TO WS-COUNT-ED
           DISPLAY 'NAMEFMT CUSTOMERS REJECTED ' WS-COUNT-ED
           MOVE WS-PARTS-TOTAL TO WS-COUNT-ED
           DISPLAY 'NAMEFMT NAME FIELDS TALLIED' WS-COUNT-ED
           MOVE WS-INITIALS TO WS-COUNT-ED
           DISPLAY 'NAMEFMT NAMES AS INITIALS  ' WS-COUNT-ED
           MOVE WS-LIST-TRUNC TO WS-COUNT-ED
           DISPLAY 'NAMEFMT LIST NAMES CUT     ' WS-COUNT-ED
           IF RETURN-CODE = 0 AND WS-REJECTED > 0
               MOVE 4 TO RETURN-CODE
           END-IF.
