      *================================================================*
      * CUSTEXP  - CUSTOMER MASTER EXPORT                              *
      *   WRITES THE CUSTOMERS OF THE MASTER (CUSTIN) WHOSE ID IS IN   *
      *   THE RANGE OF THE CONTROL CARD (SYSIN: FROM-ID, TO-ID) TO A   *
      *   SEMICOLON-DELIMITED EXPORT FILE (EXPORT) WITH A HEADER AND   *
      *   A TRAILER: FIELDS TRIMMED, DATES AS YYYY-MM-DD, AMOUNTS      *
      *   EDITED. DELETED, OUT-OF-RANGE AND INVALID RECORDS ARE        *
      *   SKIPPED AND COUNTED; INVALID ONES GIVE RETURN CODE 4.        *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CUSTEXP.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT CUST-FILE   ASSIGN TO CUSTIN
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-CUST-STATUS.
           SELECT EXPORT-FILE ASSIGN TO EXPORT
                  ORGANIZATION IS SEQUENTIAL
                  FILE STATUS IS WS-EXP-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  CUST-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 100 CHARACTERS.
       01  CUST-REC.
           05  CU-ID                 PIC X(8).
           05  CU-NAME               PIC X(30).
           05  CU-CITY               PIC X(20).
           05  CU-STATE              PIC X(2).
           05  CU-OPEN-DATE          PIC X(8).
           05  CU-OPEN-DATE-R REDEFINES CU-OPEN-DATE.
               10  CU-OPEN-YYYY      PIC X(4).
               10  CU-OPEN-MM        PIC 99.
               10  CU-OPEN-DD        PIC 99.
           05  CU-CREDIT-LIMIT       PIC 9(7)V99.
           05  CU-BALANCE            PIC S9(7)V99.
           05  CU-STATUS             PIC X.
               88  CU-ACTIVE                   VALUE 'A'.
               88  CU-INACTIVE                 VALUE 'I'.
               88  CU-DELETED                  VALUE 'D'.
           05  CU-EMAIL-OPT          PIC X.
               88  CU-EMAIL-OK                 VALUE 'Y'.
           05  FILLER                PIC X(12).
       FD  EXPORT-FILE
           RECORDING MODE IS F
           RECORD CONTAINS 150 CHARACTERS.
       01  EXPORT-REC                PIC X(150).
       WORKING-STORAGE SECTION.
       01  WS-CUST-STATUS            PIC XX.
           88  CUST-OK                         VALUE '00'.
           88  CUST-EOF                        VALUE '10'.
       01  WS-EXP-STATUS             PIC XX.
           88  EXP-OK                          VALUE '00'.
       01  WS-CONTROL-CARD           VALUE SPACES.
           05  CC-FROM-ID            PIC X(8).
           05  CC-TO-ID              PIC X(8).
           05  FILLER                PIC X(64).
       01  WS-EXPORT-LINE            PIC X(150).
       01  WS-HEADER.
           05  FILLER                PIC X(40)
                   VALUE 'CUST_ID;NAME;CITY;STATE;OPENED;CREDIT_LI'.
           05  FILLER                PIC X(40)
                   VALUE 'MIT;BALANCE;STATUS;EMAIL'.
       01  WS-PTR                    PIC S9(4) COMP.
       01  WS-LEAD                   PIC S9(4) COMP.
       01  WS-NAME                   PIC X(30).
       01  WS-LIMIT-ED               PIC Z(6)9.99.
       01  WS-BALANCE-ED             PIC -(7)9.99.
       01  WS-TOTAL-ED               PIC -(9)9.99.
       01  WS-COUNT-ED               PIC ZZZ,ZZ9.
       01  WS-EMAIL                  PIC X.
       01  WS-SKIP-REASON            PIC X(20).
       01  WS-COUNTS.
           05  WS-READ               PIC S9(7) COMP-3 VALUE 0.
           05  WS-EXPORTED           PIC S9(7) COMP-3 VALUE 0.
           05  WS-DELETED            PIC S9(7) COMP-3 VALUE 0.
           05  WS-OUT-OF-RANGE       PIC S9(7) COMP-3 VALUE 0.
           05  WS-INVALID            PIC S9(7) COMP-3 VALUE 0.
       01  WS-TOTAL-BALANCE          PIC S9(9)V99 COMP-3 VALUE 0.
       01  WS-ABEND-CODE             PIC S9(9) BINARY VALUE 0.
       01  WS-ABEND-TIMING           PIC S9(9) BINARY VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           DISPLAY 'CUSTEXP - CUSTOMER EXPORT'
           ACCEPT WS-CONTROL-CARD FROM SYSIN
           IF CC-FROM-ID = SPACES
               MOVE LOW-VALUES TO CC-FROM-ID
           END-IF
           IF CC-TO-ID = SPACES
               MOVE HIGH-VALUES TO CC-TO-ID
           END-IF
           PERFORM 1000-OPEN
           PERFORM 1100-READ
           PERFORM 2000-PROCESS UNTIL CUST-EOF
           PERFORM 3000-TRAILER
           CLOSE CUST-FILE EXPORT-FILE
           PERFORM 9000-SUMMARY
           IF WS-INVALID > 0
               MOVE 4 TO RETURN-CODE
           ELSE
               MOVE 0 TO RETURN-CODE
           END-IF
           STOP RUN.
       1000-OPEN.
           OPEN INPUT CUST-FILE
           IF NOT CUST-OK
               DISPLAY 'CUSTEXP: OPEN CUSTIN FAILED, STATUS '
                       WS-CUST-STATUS
               PERFORM 9900-ABEND
           END-IF
           OPEN OUTPUT EXPORT-FILE
           IF NOT EXP-OK
               DISPLAY 'CUSTEXP: OPEN EXPORT FAILED, STATUS '
                       WS-EXP-STATUS
               PERFORM 9900-ABEND
           END-IF
           MOVE WS-HEADER TO WS-EXPORT-LINE
           PERFORM 8000-WRITE-LINE.
       1100-READ.
           READ CUST-FILE
           IF NOT CUST-OK AND NOT CUST-EOF
               DISPLAY 'CUSTEXP: READ CUSTIN FAILED, STATUS '
                       WS-CUST-STATUS
               PERFORM 9900-ABEND
           END-IF.
       2000-PROCESS.
           ADD 1 TO WS-READ
           MOVE SPACES TO WS-SKIP-REASON
           EVALUATE TRUE
               WHEN CU-DELETED
                   ADD 1 TO WS-DELETED
               WHEN CU-ID < CC-FROM-ID OR CU-ID > CC-TO-ID
                   ADD 1 TO WS-OUT-OF-RANGE
               WHEN NOT CU-ACTIVE AND NOT CU-INACTIVE
                   MOVE 'INVALID STATUS' TO WS-SKIP-REASON
               WHEN CU-OPEN-DATE NOT NUMERIC
                   MOVE 'INVALID OPEN DATE' TO WS-SKIP-REASON
               WHEN CU-OPEN-MM < 1 OR CU-OPEN-MM > 12
                 OR CU-OPEN-DD < 1 OR CU-OPEN-DD > 31
                   MOVE 'INVALID OPEN DATE' TO WS-SKIP-REASON
               WHEN OTHER
                   PERFORM 2100-EXPORT
           END-EVALUATE
           IF WS-SKIP-REASON NOT = SPACES
               ADD 1 TO WS-INVALID
               DISPLAY 'CUSTEXP: SKIPPED ' CU-ID ' ' WS-SKIP-REASON
           END-IF
           PERFORM 1100-READ.
      *----------------------------------------------------------------*
      * ONE EXPORT LINE. TEXT FIELDS END AT THEIR FIRST TWO SPACES     *
      * (DELIMITED BY '  '), THE ID AT ITS FIRST SPACE; A ';' IN THE   *
      * NAME BECOMES ','. AMOUNTS LOSE THEIR LEADING SPACES.           *
      *----------------------------------------------------------------*
       2100-EXPORT.
           MOVE CU-NAME TO WS-NAME
           INSPECT WS-NAME REPLACING ALL ';' BY ','
           MOVE CU-CREDIT-LIMIT TO WS-LIMIT-ED
           MOVE CU-BALANCE TO WS-BALANCE-ED
           IF CU-EMAIL-OK
               MOVE 'Y' TO WS-EMAIL
           ELSE
               MOVE 'N' TO WS-EMAIL
           END-IF
           MOVE SPACES TO WS-EXPORT-LINE
           MOVE 1 TO WS-PTR
           STRING CU-ID    DELIMITED BY SPACE
                  ';'      DELIMITED BY SIZE
                  WS-NAME  DELIMITED BY '  '
                  ';'      DELIMITED BY SIZE
                  CU-CITY  DELIMITED BY '  '
                  ';'      DELIMITED BY SIZE
                  CU-STATE DELIMITED BY SIZE
                  ';'      DELIMITED BY SIZE
                  CU-OPEN-YYYY '-' CU-OPEN-MM '-' CU-OPEN-DD
                           DELIMITED BY SIZE
                  ';'      DELIMITED BY SIZE
               INTO WS-EXPORT-LINE WITH POINTER WS-PTR
           END-STRING
           MOVE 0 TO WS-LEAD
           INSPECT WS-LIMIT-ED TALLYING WS-LEAD FOR LEADING SPACES
           STRING WS-LIMIT-ED (WS-LEAD + 1:) ';' DELIMITED BY SIZE
               INTO WS-EXPORT-LINE WITH POINTER WS-PTR
           END-STRING
           MOVE 0 TO WS-LEAD
           INSPECT WS-BALANCE-ED TALLYING WS-LEAD FOR LEADING SPACES
           STRING WS-BALANCE-ED (WS-LEAD + 1:) ';'
                  CU-STATUS ';' WS-EMAIL DELIMITED BY SIZE
               INTO WS-EXPORT-LINE WITH POINTER WS-PTR
           END-STRING
           PERFORM 8000-WRITE-LINE
           ADD CU-BALANCE TO WS-TOTAL-BALANCE
           ADD 1 TO WS-EXPORTED.
       3000-TRAILER.
           MOVE WS-EXPORTED TO WS-COUNT-ED
           MOVE WS-TOTAL-BALANCE TO WS-TOTAL-ED
           MOVE SPACES TO WS-EXPORT-LINE
           MOVE 1 TO WS-PTR
           MOVE 0 TO WS-LEAD
           INSPECT WS-COUNT-ED TALLYING WS-LEAD FOR LEADING SPACES
           STRING 'TRAILER;' WS-COUNT-ED (WS-LEAD + 1:) ';'
                  DELIMITED BY SIZE
               INTO WS-EXPORT-LINE WITH POINTER WS-PTR
           END-STRING
           MOVE 0 TO WS-LEAD
           INSPECT WS-TOTAL-ED TALLYING WS-LEAD FOR LEADING SPACES
           STRING WS-TOTAL-ED (WS-LEAD + 1:) DELIMITED BY SIZE
               INTO WS-EXPORT-LINE WITH POINTER WS-PTR
           END-STRING
           PERFORM 8000-WRITE-LINE.
       8000-WRITE-LINE.
           WRITE EXPORT-REC FROM WS-EXPORT-LINE
           IF NOT EXP-OK
               DISPLAY 'CUSTEXP: WRITE EXPORT FAILED, STATUS '
                       WS-EXP-STATUS
               PERFORM 9900-ABEND
           END-IF.
       9000-SUMMARY.
           MOVE WS-READ TO WS-COUNT-ED
           DISPLAY 'RECORDS READ ........ ' WS-COUNT-ED
           MOVE WS-EXPORTED TO WS-COUNT-ED
           DISPLAY 'EXPORTED ............ ' WS-COUNT-ED
           MOVE WS-DELETED TO WS-COUNT-ED
           DISPLAY 'SKIPPED, DELETED .... ' WS-COUNT-ED
           MOVE WS-OUT-OF-RANGE TO WS-COUNT-ED
           DISPLAY 'SKIPPED, NOT IN RANGE ' WS-COUNT-ED
           MOVE WS-INVALID TO WS-COUNT-ED
           DISPLAY 'SKIPPED, INVALID .... ' WS-COUNT-ED.
       9900-ABEND.
           MOVE 4001 TO WS-ABEND-CODE
           CALL 'CEE3ABD' USING WS-ABEND-CODE WS-ABEND-TIMING.
