      * DD/ASSIGN: POLTRAN(in) POLOUT(out) POLERR(out)
      *================================================================*
      * LEGACYGO - motor policy transaction edit and rating, written   *
      * the way it was in 1979 and kept alive since.                   *
      * EXERCISES: SECTIONs with paragraphs, PERFORM of a whole        *
      *   SECTION, GO TO ... DEPENDING ON (out-of-range codes fall     *
      *   through to the next statement), PERFORM ... THRU ...-EXIT    *
      *   ranges nested inside other ranges, a paragraph performed on  *
      *   its own that control also falls through inside a range, GO  *
      *   TO the range's EXIT paragraph, EXIT paragraphs, switch flags *
      *   with 88-levels and SET ... TO TRUE, NEXT SENTENCE, IF        *
      *   statements ended by periods (no END-IF), a table of rates by *
      *   REDEFINES, COMPUTE ROUNDED, hash totals, RETURN-CODE 4.      *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. LEGACYGO.
       AUTHOR. D. HARGREAVES.
       INSTALLATION. HEAD OFFICE DATA CENTRE.
       DATE-WRITTEN. 10/22/1979.
       DATE-COMPILED.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-370.
       OBJECT-COMPUTER. IBM-370.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT POLICY-TRANS ASSIGN TO POLTRAN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-TRAN-STATUS.
           SELECT POLICY-OUT ASSIGN TO POLOUT
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-OUT-STATUS.
           SELECT POLICY-ERR ASSIGN TO POLERR
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-ERR-STATUS.
       DATA DIVISION.
       FILE SECTION.
       FD  POLICY-TRANS
           LABEL RECORDS ARE STANDARD.
       01  PT-RECORD.
           05  PT-POLICY           PIC X(8).
           05  PT-CODE             PIC X.
           05  PT-CODE-N REDEFINES PT-CODE PIC 9.
           05  PT-AGE              PIC 99.
           05  PT-TERRITORY        PIC X.
               88  PT-TERR-VALID   VALUE 'A' THRU 'E'.
           05  PT-CLASS            PIC X.
           05  PT-CLASS-N REDEFINES PT-CLASS PIC 9.
           05  PT-SUM-INSURED      PIC 9(7).
           05  PT-CLAIMS           PIC 9.
           05  PT-NAME             PIC X(20).
       FD  POLICY-OUT
           LABEL RECORDS ARE STANDARD.
       01  PO-RECORD               PIC X(64).
       FD  POLICY-ERR
           LABEL RECORDS ARE STANDARD.
       01  PE-RECORD               PIC X(64).
       WORKING-STORAGE SECTION.
       77  WS-TRAN-STATUS          PIC XX.
       77  WS-OUT-STATUS           PIC XX.
       77  WS-ERR-STATUS           PIC XX.
       01  WS-SWITCHES.
           05  SW-END-OF-FILE      PIC X VALUE 'N'.
               88  END-OF-FILE     VALUE 'Y'.
           05  SW-ERROR            PIC X VALUE 'N'.
               88  ERROR-FOUND     VALUE 'Y'.
               88  NO-ERROR        VALUE 'N'.
           05  SW-RATED            PIC X VALUE 'N'.
               88  POLICY-RATED    VALUE 'Y'.
               88  NOT-RATED       VALUE 'N'.
       01  WS-CLASS-RATES-INIT.
           05  FILLER              PIC 9(3)V99 VALUE 210.00.
           05  FILLER              PIC 9(3)V99 VALUE 265.50.
           05  FILLER              PIC 9(3)V99 VALUE 340.25.
           05  FILLER              PIC 9(3)V99 VALUE 512.75.
       01  WS-CLASS-RATES REDEFINES WS-CLASS-RATES-INIT.
           05  WS-CLASS-RATE       PIC 9(3)V99 OCCURS 4.
       01  WS-TERR-FACTORS-INIT    PIC X(15) VALUE '090100110125140'.
       01  WS-TERR-FACTORS REDEFINES WS-TERR-FACTORS-INIT.
           05  WS-TERR-FACTOR      PIC 9V99 OCCURS 5.
       01  WS-WORK.
           05  WS-POL-NUM          PIC 9(7).
           05  WS-TERR-IX          PIC 9.
           05  WS-AGE-FACTOR       PIC 9V99.
           05  WS-CLAIM-FACTOR     PIC 9V99.
           05  WS-PREMIUM          PIC 9(7)V99.
           05  WS-SUM-LOAD         PIC 9(7)V99.
           05  WS-ERR-CODE         PIC X(4).
           05  WS-ERR-TEXT         PIC X(30).
           05  WS-ACTION           PIC X(8).
       01  WS-TOTALS.
           05  WS-READ             PIC 9(5) VALUE 0.
           05  WS-ACCEPTED         PIC 9(5) VALUE 0.
           05  WS-REJECTED         PIC 9(5) VALUE 0.
           05  WS-BY-CODE          PIC 9(5) OCCURS 5.
           05  WS-PREMIUM-TOTAL    PIC 9(9)V99 VALUE 0.
           05  WS-HASH-POLICY      PIC 9(9) VALUE 0.
       01  WS-OUT-LINE.
           05  OL-POLICY           PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  OL-ACTION           PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  OL-PREMIUM          PIC ZZZ,ZZ9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  OL-NAME             PIC X(20).
       01  WS-ERR-LINE.
           05  EL-POLICY           PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  EL-CODE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  EL-ERR-CODE         PIC X(4).
           05  FILLER              PIC X VALUE SPACE.
           05  EL-ERR-TEXT         PIC X(30).
       01  WS-EDIT-COUNT           PIC ZZ,ZZ9.
       01  WS-EDIT-MONEY           PIC ZZZ,ZZZ,ZZ9.99.
       PROCEDURE DIVISION.
       0000-MAINLINE SECTION.
       0000-START.
           PERFORM 8000-OPEN-FILES THRU 8000-EXIT.
           PERFORM 8100-READ-TRAN THRU 8100-EXIT.
       0000-LOOP.
           IF END-OF-FILE
               GO TO 0000-END.
           PERFORM 1000-EDIT-TRANSACTION.
           IF ERROR-FOUND
               PERFORM 8300-WRITE-ERROR THRU 8300-EXIT
           ELSE
               PERFORM 8200-WRITE-ACCEPTED THRU 8200-EXIT.
           PERFORM 8100-READ-TRAN THRU 8100-EXIT.
           GO TO 0000-LOOP.
       0000-END.
           PERFORM 9000-TOTALS THRU 9000-EXIT.
           CLOSE POLICY-TRANS POLICY-OUT POLICY-ERR.
           STOP RUN.
      *----------------------------------------------------------------*
      * 1000-EDIT-TRANSACTION is performed as a SECTION: control runs  *
      * through its paragraphs in order until the end of the section; *
      * every handler leaves by GO TO 1900-EDIT-DONE.                  *
      *----------------------------------------------------------------*
       1000-EDIT-TRANSACTION SECTION.
       1000-START.
           SET NO-ERROR TO TRUE.
           SET NOT-RATED TO TRUE.
           MOVE ZERO TO WS-PREMIUM.
           MOVE SPACES TO WS-ACTION.
           IF PT-CODE NOT NUMERIC
               MOVE 'E001' TO WS-ERR-CODE
               MOVE 'TRANSACTION CODE NOT NUMERIC' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1900-EDIT-DONE.
           GO TO 1100-NEW-POLICY
                 1200-RENEWAL
                 1300-CANCEL
                 1400-NAME-CHANGE
                 1500-ENDORSEMENT
               DEPENDING ON PT-CODE-N.
      *    codes 0 and 6-9 fall through GO TO DEPENDING to here.
           MOVE 'E002' TO WS-ERR-CODE.
           MOVE 'TRANSACTION CODE NOT 1-5' TO WS-ERR-TEXT.
           SET ERROR-FOUND TO TRUE.
           GO TO 1900-EDIT-DONE.
       1100-NEW-POLICY.
           MOVE 'NEW' TO WS-ACTION.
           PERFORM 1600-COMMON-EDITS THRU 1699-COMMON-EXIT.
           IF ERROR-FOUND
               GO TO 1900-EDIT-DONE.
           IF PT-SUM-INSURED < 5000 OR PT-SUM-INSURED > 2000000
               MOVE 'E010' TO WS-ERR-CODE
               MOVE 'SUM INSURED OUT OF RANGE' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1900-EDIT-DONE.
           MOVE 1.00 TO WS-CLAIM-FACTOR.
           PERFORM 2000-RATE-POLICY THRU 2999-RATE-EXIT.
           GO TO 1900-EDIT-DONE.
       1200-RENEWAL.
           MOVE 'RENEWAL' TO WS-ACTION.
           PERFORM 1600-COMMON-EDITS THRU 1699-COMMON-EXIT.
           IF ERROR-FOUND
               GO TO 1900-EDIT-DONE.
           IF PT-CLAIMS > 5
               MOVE 'E020' TO WS-ERR-CODE
               MOVE 'RENEWAL DECLINED: CLAIMS' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1900-EDIT-DONE.
           IF PT-CLAIMS = 0
               MOVE 0.90 TO WS-CLAIM-FACTOR
           ELSE
               IF PT-CLAIMS = 1
                   MOVE 1.00 TO WS-CLAIM-FACTOR
               ELSE
                   MOVE 1.25 TO WS-CLAIM-FACTOR.
           PERFORM 2000-RATE-POLICY THRU 2999-RATE-EXIT.
           GO TO 1900-EDIT-DONE.
       1300-CANCEL.
           MOVE 'CANCEL' TO WS-ACTION.
           IF PT-POLICY(1:1) = 'P'
               NEXT SENTENCE
           ELSE
               MOVE 'E030' TO WS-ERR-CODE
               MOVE 'CANCEL: NOT A POLICY NUMBER' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE.
           GO TO 1900-EDIT-DONE.
       1400-NAME-CHANGE.
           MOVE 'NAMECHG' TO WS-ACTION.
           IF PT-NAME = SPACES
               MOVE 'E040' TO WS-ERR-CODE
               MOVE 'NAME CHANGE WITHOUT A NAME' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE.
           GO TO 1900-EDIT-DONE.
       1500-ENDORSEMENT.
           MOVE 'ENDORSE' TO WS-ACTION.
           IF PT-SUM-INSURED = ZERO
               MOVE 'E050' TO WS-ERR-CODE
               MOVE 'ENDORSEMENT WITHOUT AMOUNT' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1900-EDIT-DONE.
      *    an endorsement is rated on the added sum only: 2200 is
      *    performed on its own here, while the 2000-2999 range falls
      *    through it.
           PERFORM 2200-SUM-LOADING.
           MOVE WS-SUM-LOAD TO WS-PREMIUM.
           SET POLICY-RATED TO TRUE.
           GO TO 1900-EDIT-DONE.
      *----------------------------------------------------------------*
      * 1600-1699: edits shared by new business and renewals.  Each    *
      * failing edit goes to the range's EXIT paragraph.               *
      *----------------------------------------------------------------*
       1600-COMMON-EDITS.
           IF PT-AGE NOT NUMERIC OR PT-AGE < 18 OR PT-AGE > 85
               MOVE 'E003' TO WS-ERR-CODE
               MOVE 'DRIVER AGE NOT 18-85' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1699-COMMON-EXIT.
       1610-TERRITORY.
           IF PT-TERR-VALID
               NEXT SENTENCE
           ELSE
               MOVE 'E004' TO WS-ERR-CODE
               MOVE 'TERRITORY NOT A-E' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1699-COMMON-EXIT.
       1620-CLASS.
           IF PT-CLASS NOT NUMERIC
               MOVE 'E005' TO WS-ERR-CODE
               MOVE 'VEHICLE CLASS NOT NUMERIC' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE
               GO TO 1699-COMMON-EXIT.
           IF PT-CLASS-N < 1 OR PT-CLASS-N > 4
               MOVE 'E006' TO WS-ERR-CODE
               MOVE 'VEHICLE CLASS NOT 1-4' TO WS-ERR-TEXT
               SET ERROR-FOUND TO TRUE.
       1699-COMMON-EXIT.
           EXIT.
       1900-EDIT-DONE.
           IF ERROR-FOUND
               ADD 1 TO WS-REJECTED
           ELSE
               ADD 1 TO WS-ACCEPTED
               ADD 1 TO WS-BY-CODE (PT-CODE-N).
      *----------------------------------------------------------------*
      * 2000-2999: rating.  The base rate by class falls through the   *
      * age, territory and claims factors; 2200 is also performed on   *
      * its own (endorsements), and 2900 rounds inside the range.      *
      *----------------------------------------------------------------*
       2000-RATING SECTION.
       2000-RATE-POLICY.
           MOVE WS-CLASS-RATE (PT-CLASS-N) TO WS-PREMIUM.
       2100-AGE-FACTOR.
           IF PT-AGE < 25
               MOVE 1.50 TO WS-AGE-FACTOR
           ELSE
               IF PT-AGE < 65
                   MOVE 1.00 TO WS-AGE-FACTOR
               ELSE
                   MOVE 1.20 TO WS-AGE-FACTOR.
           PERFORM 2900-ROUND-PREMIUM THRU 2900-EXIT.
       2200-SUM-LOADING.
      *    0.75 per 1,000 insured.
           COMPUTE WS-SUM-LOAD ROUNDED = PT-SUM-INSURED * 0.75 / 1000.
           IF POLICY-RATED
               GO TO 2999-RATE-EXIT.
       2300-TERRITORY-FACTOR.
           EVALUATE PT-TERRITORY
               WHEN 'A' MOVE 1 TO WS-TERR-IX
               WHEN 'B' MOVE 2 TO WS-TERR-IX
               WHEN 'C' MOVE 3 TO WS-TERR-IX
               WHEN 'D' MOVE 4 TO WS-TERR-IX
               WHEN OTHER MOVE 5 TO WS-TERR-IX.
           COMPUTE WS-PREMIUM ROUNDED = WS-PREMIUM
               * WS-TERR-FACTOR (WS-TERR-IX) * WS-CLAIM-FACTOR
               + WS-SUM-LOAD.
           SET POLICY-RATED TO TRUE.
           GO TO 2999-RATE-EXIT.
       2900-ROUND-PREMIUM.
           COMPUTE WS-PREMIUM ROUNDED = WS-PREMIUM * WS-AGE-FACTOR.
       2900-EXIT.
           EXIT.
       2999-RATE-EXIT.
           EXIT.
      *----------------------------------------------------------------*
      * 8000: input-output.                                            *
      *----------------------------------------------------------------*
       8000-IO SECTION.
       8000-OPEN-FILES.
           OPEN INPUT POLICY-TRANS.
           IF WS-TRAN-STATUS NOT = '00'
               DISPLAY 'LEGACYGO: OPEN POLTRAN STATUS ' WS-TRAN-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN.
           OPEN OUTPUT POLICY-OUT POLICY-ERR.
           IF WS-OUT-STATUS NOT = '00' OR WS-ERR-STATUS NOT = '00'
               DISPLAY 'LEGACYGO: OPEN OUTPUT FAILED'
               MOVE 16 TO RETURN-CODE
               STOP RUN.
           MOVE ZERO TO WS-BY-CODE (1) WS-BY-CODE (2) WS-BY-CODE (3)
                        WS-BY-CODE (4) WS-BY-CODE (5).
       8000-EXIT.
           EXIT.
       8100-READ-TRAN.
           READ POLICY-TRANS
               AT END
                   SET END-OF-FILE TO TRUE
                   GO TO 8100-EXIT.
           IF WS-TRAN-STATUS NOT = '00'
               DISPLAY 'LEGACYGO: READ POLTRAN STATUS ' WS-TRAN-STATUS
               MOVE 16 TO RETURN-CODE
               SET END-OF-FILE TO TRUE
               GO TO 8100-EXIT.
           ADD 1 TO WS-READ.
           IF PT-POLICY(2:7) NUMERIC
               MOVE PT-POLICY(2:7) TO WS-POL-NUM
               ADD WS-POL-NUM TO WS-HASH-POLICY.
       8100-EXIT.
           EXIT.
       8200-WRITE-ACCEPTED.
           MOVE SPACES TO WS-OUT-LINE.
           MOVE PT-POLICY TO OL-POLICY.
           MOVE WS-ACTION TO OL-ACTION.
           IF POLICY-RATED
               MOVE WS-PREMIUM TO OL-PREMIUM
               ADD WS-PREMIUM TO WS-PREMIUM-TOTAL.
           MOVE PT-NAME TO OL-NAME.
           WRITE PO-RECORD FROM WS-OUT-LINE.
       8200-EXIT.
           EXIT.
       8300-WRITE-ERROR.
           MOVE SPACES TO WS-ERR-LINE.
           MOVE PT-POLICY TO EL-POLICY.
           MOVE PT-CODE TO EL-CODE.
           MOVE WS-ERR-CODE TO EL-ERR-CODE.
           MOVE WS-ERR-TEXT TO EL-ERR-TEXT.
           WRITE PE-RECORD FROM WS-ERR-LINE.
       8300-EXIT.
           EXIT.
       9000-TOTALS.
           MOVE WS-READ TO WS-EDIT-COUNT.
           DISPLAY 'LEGACYGO TRANSACTIONS READ ' WS-EDIT-COUNT.
           MOVE WS-ACCEPTED TO WS-EDIT-COUNT.
           DISPLAY 'LEGACYGO ACCEPTED          ' WS-EDIT-COUNT.
           MOVE WS-REJECTED TO WS-EDIT-COUNT.
           DISPLAY 'LEGACYGO REJECTED          ' WS-EDIT-COUNT.
           DISPLAY 'LEGACYGO BY CODE 1-5       ' WS-BY-CODE (1) ' '
               WS-BY-CODE (2) ' ' WS-BY-CODE (3) ' ' WS-BY-CODE (4)
               ' ' WS-BY-CODE (5).
           MOVE WS-PREMIUM-TOTAL TO WS-EDIT-MONEY.
           DISPLAY 'LEGACYGO PREMIUM TOTAL ' WS-EDIT-MONEY.
           DISPLAY 'LEGACYGO POLICY HASH TOTAL ' WS-HASH-POLICY.
           IF WS-REJECTED > 0
               MOVE 4 TO RETURN-CODE.
       9000-EXIT.
           EXIT.
