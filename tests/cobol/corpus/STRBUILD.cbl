      * DD/ASSIGN: CUSTCSV(in) CUSTFIX(out) LABELS(out)
      *================================================================*
      * STRBUILD - parse comma-separated customer records with         *
      * UNSTRING and build fixed records and mailing labels with       *
      * STRING.                                                        *
      * EXERCISES: UNSTRING DELIMITED BY ',' OR ';' / ALL SPACE,       *
      *   DELIMITER IN, COUNT IN, WITH POINTER, TALLYING IN, ON        *
      *   OVERFLOW / NOT ON OVERFLOW; STRING DELIMITED BY SIZE /       *
      *   SPACE / literal, WITH                                        *
      *   POINTER, ON OVERFLOW; INSPECT TALLYING FOR ALL / LEADING /   *
      *   CHARACTERS BEFORE INITIAL, INSPECT REPLACING, CONVERTING;    *
      *   FUNCTION UPPER-CASE / LOWER-CASE / TRIM / REVERSE / LENGTH;  *
      *   reference modification with computed offsets; OCCURS table   *
      *   of received fields with subscripts; JUSTIFIED RIGHT.         *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. STRBUILD.
       AUTHOR. T. D'ANGELO.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT CSV-FILE ASSIGN TO CUSTCSV
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT FIX-FILE ASSIGN TO CUSTFIX
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT LBL-FILE ASSIGN TO LABELS
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  CSV-FILE.
       01  CSV-LINE                PIC X(120).
       FD  FIX-FILE.
       01  FIX-REC.
           05  FX-ID               PIC 9(5).
           05  FX-LAST             PIC X(15).
           05  FX-FIRST            PIC X(10).
           05  FX-CITY             PIC X(15).
           05  FX-STATE            PIC XX.
           05  FX-ZIP              PIC X(5).
           05  FX-FIELD-CNT        PIC 9.
           05  FX-FLAGS            PIC X(4).
       FD  LBL-FILE.
       01  LBL-LINE                PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-EOF                  PIC X VALUE 'N'.
           88  CSV-EOF             VALUE 'Y'.
       01  WS-FIELDS.
           05  WS-FLD OCCURS 7 TIMES INDEXED BY FX.
               10  WS-FLD-VAL      PIC X(30).
               10  WS-FLD-DLM      PIC X.
               10  WS-FLD-LEN      PIC 99.
       01  WS-PTR                  PIC 999.
       01  WS-FLD-COUNT            PIC 99.
       01  WS-OVERFLOW-SW          PIC X.
       01  WS-ID-TEXT              PIC X(5) JUSTIFIED RIGHT.
       01  WS-COMMAS               PIC 99.
       01  WS-LEAD-SP              PIC 99.
       01  WS-BEFORE-AT            PIC 999.
       01  WS-LABEL-LINE           PIC X(40).
       01  WS-LBL-PTR              PIC 99.
       01  WS-NAME-UP              PIC X(30).
       01  WS-SHORT                PIC X(12).
       01  WS-HOUSE-NO             PIC X(6).
       01  WS-HOUSE-LEN            PIC 99.
       01  WS-STREET-PTR           PIC 99.
       01  WS-WORDS                PIC 99.
       01  WS-REC-NO               PIC 999 VALUE ZERO.
       01  WS-BAD-CNT              PIC 999 VALUE ZERO.
       PROCEDURE DIVISION.
           OPEN INPUT CSV-FILE OUTPUT FIX-FILE LBL-FILE
           PERFORM UNTIL CSV-EOF
               READ CSV-FILE
                   AT END SET CSV-EOF TO TRUE
                   NOT AT END
                       ADD 1 TO WS-REC-NO
                       PERFORM PARSE-LINE
                       PERFORM BUILD-FIXED
                       PERFORM BUILD-LABEL
               END-READ
           END-PERFORM
           CLOSE CSV-FILE FIX-FILE LBL-FILE
           DISPLAY 'STRBUILD RECORDS ' WS-REC-NO ' SHORT ' WS-BAD-CNT
           STOP RUN.
       PARSE-LINE.
           MOVE ZERO TO WS-COMMAS WS-LEAD-SP WS-BEFORE-AT
           INSPECT CSV-LINE TALLYING WS-COMMAS FOR ALL ','
                                     WS-LEAD-SP FOR LEADING SPACE
           INSPECT CSV-LINE TALLYING WS-BEFORE-AT FOR CHARACTERS
               BEFORE INITIAL '@'
           INSPECT CSV-LINE REPLACING ALL X'09' BY SPACE
           INITIALIZE WS-FIELDS
           MOVE 1 TO WS-PTR
           ADD WS-LEAD-SP TO WS-PTR
           MOVE ZERO TO WS-FLD-COUNT
           MOVE 'N' TO WS-OVERFLOW-SW
           UNSTRING CSV-LINE DELIMITED BY ',' OR ';'
               INTO WS-FLD-VAL(1) DELIMITER IN WS-FLD-DLM(1)
                                  COUNT IN WS-FLD-LEN(1)
                    WS-FLD-VAL(2) DELIMITER IN WS-FLD-DLM(2)
                                  COUNT IN WS-FLD-LEN(2)
                    WS-FLD-VAL(3) DELIMITER IN WS-FLD-DLM(3)
                                  COUNT IN WS-FLD-LEN(3)
                    WS-FLD-VAL(4) DELIMITER IN WS-FLD-DLM(4)
                                  COUNT IN WS-FLD-LEN(4)
                    WS-FLD-VAL(5) DELIMITER IN WS-FLD-DLM(5)
                                  COUNT IN WS-FLD-LEN(5)
                    WS-FLD-VAL(6) DELIMITER IN WS-FLD-DLM(6)
                                  COUNT IN WS-FLD-LEN(6)
                    WS-FLD-VAL(7) DELIMITER IN WS-FLD-DLM(7)
                                  COUNT IN WS-FLD-LEN(7)
               WITH POINTER WS-PTR
               TALLYING IN WS-FLD-COUNT
               ON OVERFLOW
                   MOVE 'Y' TO WS-OVERFLOW-SW
               NOT ON OVERFLOW
                   MOVE 'N' TO WS-OVERFLOW-SW
           END-UNSTRING.
       BUILD-FIXED.
           MOVE SPACES TO FIX-REC
           MOVE WS-FLD-VAL(1)(1:WS-FLD-LEN(1)) TO WS-ID-TEXT
           INSPECT WS-ID-TEXT REPLACING LEADING SPACE BY ZERO
           IF WS-ID-TEXT IS NUMERIC
               MOVE WS-ID-TEXT TO FX-ID
           ELSE
               MOVE ZERO TO FX-ID
           END-IF
           MOVE FUNCTION UPPER-CASE(WS-FLD-VAL(2)) TO FX-LAST
           MOVE WS-FLD-VAL(3) TO FX-FIRST
           INSPECT FX-FIRST CONVERTING
               'abcdefghijklmnopqrstuvwxyz' TO
               'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
           MOVE WS-FLD-VAL(5) TO FX-CITY
           MOVE FUNCTION UPPER-CASE(WS-FLD-VAL(6)) TO FX-STATE
           MOVE WS-FLD-VAL(7) TO FX-ZIP
           IF WS-FLD-COUNT > 7
               MOVE 7 TO FX-FIELD-CNT
           ELSE
               MOVE WS-FLD-COUNT TO FX-FIELD-CNT
           END-IF
           MOVE '....' TO FX-FLAGS
           IF WS-OVERFLOW-SW = 'Y'
               MOVE 'O' TO FX-FLAGS(1:1)
           END-IF
           IF WS-FLD-COUNT < 7
               MOVE 'S' TO FX-FLAGS(2:1)
               ADD 1 TO WS-BAD-CNT
           END-IF
           IF WS-BEFORE-AT < FUNCTION LENGTH(CSV-LINE)
               MOVE '@' TO FX-FLAGS(3:1)
           END-IF
           IF WS-COMMAS NOT = 6
               MOVE 'C' TO FX-FLAGS(4:1)
           END-IF
           WRITE FIX-REC.
       BUILD-LABEL.
           MOVE SPACES TO WS-LABEL-LINE
           MOVE 1 TO WS-LBL-PTR
           STRING FUNCTION TRIM(WS-FLD-VAL(3)) DELIMITED BY SIZE
                  ' '                         DELIMITED BY SIZE
                  WS-FLD-VAL(2)               DELIMITED BY SPACE
               INTO WS-LABEL-LINE WITH POINTER WS-LBL-PTR
               ON OVERFLOW DISPLAY 'NAME OVERFLOW ' WS-REC-NO
           END-STRING
           WRITE LBL-LINE FROM WS-LABEL-LINE
      *    split the street: house number, then the rest of the words
           MOVE SPACES TO WS-LABEL-LINE WS-HOUSE-NO
           MOVE 1 TO WS-STREET-PTR
           MOVE ZERO TO WS-WORDS WS-HOUSE-LEN
           UNSTRING WS-FLD-VAL(4) DELIMITED BY ALL SPACE
               INTO WS-HOUSE-NO COUNT IN WS-HOUSE-LEN
               WITH POINTER WS-STREET-PTR
               TALLYING IN WS-WORDS
           END-UNSTRING
           IF WS-HOUSE-NO(1:1) IS NUMERIC AND WS-HOUSE-LEN > 0
               STRING 'NO. ' WS-HOUSE-NO(1:WS-HOUSE-LEN) ' '
                      WS-FLD-VAL(4)(WS-STREET-PTR:) DELIMITED BY '  '
                   INTO WS-LABEL-LINE
               END-STRING
           ELSE
               STRING WS-FLD-VAL(4) DELIMITED BY '  '
                   INTO WS-LABEL-LINE
               END-STRING
           END-IF
           WRITE LBL-LINE FROM WS-LABEL-LINE
           MOVE SPACES TO WS-LABEL-LINE
           MOVE 1 TO WS-LBL-PTR
           STRING WS-FLD-VAL(5) DELIMITED BY SPACE
                  ', '          DELIMITED BY SIZE
                  FX-STATE      DELIMITED BY SIZE
                  '  '          DELIMITED BY SIZE
                  FX-ZIP        DELIMITED BY SIZE
               INTO WS-LABEL-LINE POINTER WS-LBL-PTR
           END-STRING
           WRITE LBL-LINE FROM WS-LABEL-LINE
           MOVE SPACES TO WS-SHORT
           STRING FX-LAST DELIMITED BY SPACE INTO WS-SHORT
               ON OVERFLOW
                   MOVE FUNCTION REVERSE(WS-SHORT) TO WS-SHORT
           END-STRING
           MOVE ALL '-' TO LBL-LINE
           MOVE WS-SHORT TO LBL-LINE(15:12)
           WRITE LBL-LINE.
