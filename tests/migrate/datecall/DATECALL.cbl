      * DD/ASSIGN: DATEIN(in) DATEOUT(out) DATEREJ(out)
      * DATECALL - date conversion run. Every record of DATEIN (sorted
      * by key, EBCDIC order) holds a date as Gregorian YYYYMMDD
      * (format G) or Julian YYYYDDD (format J). The date routine
      * DATESUB validates and converts it; valid dates go to DATEOUT
      * with both forms, the day name and the leap-year flag, invalid
      * ones and keys out of sequence to DATEREJ with the reason.
      * RETURN-CODE 4 when anything was rejected, 16 when DATEIN is
      * missing.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DATECALL.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT DATE-IN ASSIGN TO DATEIN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-IN-STATUS.
           SELECT DATE-OUT ASSIGN TO DATEOUT
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-OUT-STATUS.
           SELECT DATE-REJ ASSIGN TO DATEREJ
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-REJ-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  DATE-IN
           RECORDING MODE F
           RECORD CONTAINS 40 CHARACTERS.
       01  DATE-IN-REC.
           05  DI-KEY              PIC X(8).
           05  DI-FORMAT           PIC X.
           05  DI-DATE             PIC X(8).
           05  DI-DESC             PIC X(23).
       FD  DATE-OUT
           RECORDING MODE F
           RECORD CONTAINS 64 CHARACTERS.
       01  DATE-OUT-REC.
           05  DO-KEY              PIC X(8).
           05  FILLER              PIC X.
           05  DO-GREG.
               10  DO-YYYY         PIC X(4).
               10  DO-DASH-1       PIC X.
               10  DO-MM           PIC XX.
               10  DO-DASH-2       PIC X.
               10  DO-DD           PIC XX.
           05  FILLER              PIC X.
           05  DO-JUL              PIC X(7).
           05  FILLER              PIC X.
           05  DO-DAY-NAME         PIC X(9).
           05  FILLER              PIC X.
           05  DO-LEAP             PIC X.
           05  FILLER              PIC X.
           05  DO-DESC             PIC X(23).
           05  FILLER              PIC X.
       FD  DATE-REJ
           RECORDING MODE F
           RECORD CONTAINS 60 CHARACTERS.
       01  DATE-REJ-REC.
           05  DR-KEY              PIC X(8).
           05  FILLER              PIC X.
           05  DR-FORMAT           PIC X.
           05  FILLER              PIC X.
           05  DR-DATE             PIC X(8).
           05  FILLER              PIC X.
           05  DR-RC               PIC 99.
           05  FILLER              PIC X.
           05  DR-REASON           PIC X(25).
           05  FILLER              PIC X(12).
       WORKING-STORAGE SECTION.
       01  WS-IN-STATUS            PIC XX.
           88  IN-OK               VALUE '00'.
       01  WS-OUT-STATUS           PIC XX.
       01  WS-REJ-STATUS           PIC XX.
       01  WS-END-FLAG             PIC X VALUE 'N'.
           88  END-OF-INPUT        VALUE 'Y'.
       01  WS-PREV-KEY             PIC X(8) VALUE LOW-VALUES.
       01  WS-RC                   PIC 99.
       01  WS-COUNTERS.
           05  WS-READ-COUNT       PIC S9(7) COMP-3 VALUE 0.
           05  WS-VALID-COUNT      PIC S9(7) COMP-3 VALUE 0.
           05  WS-REJ-COUNT        PIC S9(7) COMP-3 VALUE 0.
           05  WS-LEAP-DAY-COUNT   PIC S9(7) COMP-3 VALUE 0.
       01  WS-EARLIEST             PIC 9(7) VALUE 9999999.
       01  WS-LATEST               PIC 9(7) VALUE 0.
       01  WS-COUNT-EDIT           PIC Z,ZZZ,ZZ9.
       01  WS-DAY-NAMES-TABLE.
           05  FILLER              PIC X(27)
                   VALUE 'MONDAY   TUESDAY  WEDNESDAY'.
           05  FILLER              PIC X(27)
                   VALUE 'THURSDAY FRIDAY   SATURDAY '.
           05  FILLER              PIC X(9) VALUE 'SUNDAY   '.
       01  WS-DAY-NAMES REDEFINES WS-DAY-NAMES-TABLE.
           05  WS-DAY-NAME         PIC X(9) OCCURS 7.
       01  WS-DATE-PARMS.
           05  DP-FUNCTION         PIC X.
           05  DP-GREG-DATE        PIC X(8).
           05  DP-GREG-PARTS REDEFINES DP-GREG-DATE.
               10  DP-GREG-YYYY    PIC X(4).
               10  DP-GREG-MM      PIC XX.
               10  DP-GREG-DD      PIC XX.
           05  DP-JUL-DATE         PIC X(7).
           05  DP-JUL-NUM REDEFINES DP-JUL-DATE PIC 9(7).
           05  DP-DAY-OF-WEEK      PIC 9.
           05  DP-LEAP-FLAG        PIC X.
           05  DP-RETURN-CODE      PIC 99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT DATE-IN
           IF NOT IN-OK
               DISPLAY 'DATECALL: DATEIN OPEN STATUS ' WS-IN-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           OPEN OUTPUT DATE-OUT DATE-REJ
           PERFORM 8000-READ-INPUT
           PERFORM 1000-PROCESS UNTIL END-OF-INPUT
           CLOSE DATE-IN DATE-OUT DATE-REJ
           PERFORM 9000-TOTALS
           IF WS-REJ-COUNT > 0
               MOVE 4 TO RETURN-CODE
           END-IF
           STOP RUN.
       1000-PROCESS.
           ADD 1 TO WS-READ-COUNT
           IF DI-KEY NOT > WS-PREV-KEY
               MOVE 28 TO WS-RC
               PERFORM 3000-REJECT
           ELSE
               MOVE DI-KEY TO WS-PREV-KEY
               INITIALIZE WS-DATE-PARMS
               MOVE DI-FORMAT TO DP-FUNCTION
               IF DI-FORMAT = 'J'
                   MOVE DI-DATE (1:7) TO DP-JUL-DATE
               ELSE
                   MOVE DI-DATE TO DP-GREG-DATE
               END-IF
               CALL 'DATESUB' USING WS-DATE-PARMS
               IF DP-RETURN-CODE = 0
                   PERFORM 2000-ACCEPT
               ELSE
                   MOVE DP-RETURN-CODE TO WS-RC
                   PERFORM 3000-REJECT
               END-IF
           END-IF
           PERFORM 8000-READ-INPUT.
       2000-ACCEPT.
           ADD 1 TO WS-VALID-COUNT
           MOVE SPACES TO DATE-OUT-REC
           MOVE DI-KEY TO DO-KEY
           MOVE DP-GREG-YYYY TO DO-YYYY
           MOVE '-' TO DO-DASH-1 DO-DASH-2
           MOVE DP-GREG-MM TO DO-MM
           MOVE DP-GREG-DD TO DO-DD
           MOVE DP-JUL-DATE TO DO-JUL
           MOVE WS-DAY-NAME (DP-DAY-OF-WEEK) TO DO-DAY-NAME
           MOVE DP-LEAP-FLAG TO DO-LEAP
           MOVE DI-DESC TO DO-DESC
           WRITE DATE-OUT-REC
           IF DP-GREG-MM = '02' AND DP-GREG-DD = '29'
               ADD 1 TO WS-LEAP-DAY-COUNT
           END-IF
           IF DP-JUL-NUM < WS-EARLIEST
               MOVE DP-JUL-NUM TO WS-EARLIEST
           END-IF
           IF DP-JUL-NUM > WS-LATEST
               MOVE DP-JUL-NUM TO WS-LATEST
           END-IF.
       3000-REJECT.
           ADD 1 TO WS-REJ-COUNT
           MOVE SPACES TO DATE-REJ-REC
           MOVE DI-KEY TO DR-KEY
           MOVE DI-FORMAT TO DR-FORMAT
           MOVE DI-DATE TO DR-DATE
           MOVE WS-RC TO DR-RC
           EVALUATE WS-RC
               WHEN 04 MOVE 'MONTH NOT 01-12' TO DR-REASON
               WHEN 08 MOVE 'DAY NOT IN MONTH' TO DR-REASON
               WHEN 12 MOVE 'DATE NOT NUMERIC' TO DR-REASON
               WHEN 16 MOVE 'YEAR BEFORE 1601' TO DR-REASON
               WHEN 20 MOVE 'DAY OF YEAR NOT IN YEAR' TO DR-REASON
               WHEN 24 MOVE 'UNKNOWN DATE FORMAT' TO DR-REASON
               WHEN 28 MOVE 'KEY OUT OF SEQUENCE' TO DR-REASON
               WHEN OTHER MOVE 'UNKNOWN ERROR' TO DR-REASON
           END-EVALUATE
           WRITE DATE-REJ-REC.
       8000-READ-INPUT.
           READ DATE-IN
               AT END SET END-OF-INPUT TO TRUE
           END-READ.
       9000-TOTALS.
           MOVE WS-READ-COUNT TO WS-COUNT-EDIT
           DISPLAY 'DATECALL: RECORDS READ  ' WS-COUNT-EDIT
           MOVE WS-VALID-COUNT TO WS-COUNT-EDIT
           DISPLAY 'DATECALL: VALID DATES   ' WS-COUNT-EDIT
           MOVE WS-REJ-COUNT TO WS-COUNT-EDIT
           DISPLAY 'DATECALL: REJECTED      ' WS-COUNT-EDIT
           MOVE WS-LEAP-DAY-COUNT TO WS-COUNT-EDIT
           DISPLAY 'DATECALL: LEAP DAYS     ' WS-COUNT-EDIT
           DISPLAY 'DATECALL: EARLIEST ' WS-EARLIEST
                   ' LATEST ' WS-LATEST.
