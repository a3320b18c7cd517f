      * DD/ASSIGN: OLDMAST(in) CHGIN(in) NEWMAST(out) CHGREJ(out)
      *================================================================*
      * CUSTMERG - sequential master file update (old master + sorted *
      *   changes -> new master), the balanced-line algorithm.         *
      * EXERCISES: two-file match/merge on an active key chosen as the *
      *   lower of the two current keys, HIGH-VALUES end-of-file       *
      *   sentinels, a hold area that several changes of one key are   *
      *   applied to in turn (add then change, add then delete),       *
      *   adds/changes/deletes, rejects with reason codes (R1 add of   *
      *   an existing key, R2 change or delete of a missing key, R3    *
      *   bad change code, R4 change out of sequence, R5 credit limit  *
      *   not numeric), fixed-length sequential master files with a    *
      *   COMP-3 balance, copybook in two FDs and WORKING-STORAGE,     *
      *   SIGN LEADING SEPARATE amounts, class tests on REDEFINES,     *
      *   FILE STATUS checks, counts and balance totals with editing.  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CUSTMERG.
       AUTHOR. P. LINDQVIST.
       DATE-WRITTEN. 08/05/1991.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT OLD-MASTER  ASSIGN TO OLDMAST
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-OLD-FS.
           SELECT CHANGE-FILE ASSIGN TO CHGIN
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-CHG-FS.
           SELECT NEW-MASTER  ASSIGN TO NEWMAST
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-NEW-FS.
           SELECT REJECT-FILE ASSIGN TO CHGREJ
               ORGANIZATION IS LINE SEQUENTIAL
               FILE STATUS IS WS-REJ-FS.
       DATA DIVISION.
       FILE SECTION.
       FD  OLD-MASTER
           RECORDING MODE IS F
           RECORD CONTAINS 53 CHARACTERS.
       01  OLD-MASTER-REC.
           COPY CUSTMERGM.
       FD  CHANGE-FILE.
       01  CHG-REC.
           05  CHG-CUST-ID         PIC X(6).
           05  CHG-CODE            PIC X.
               88  CHG-ADD         VALUE 'A'.
               88  CHG-CHANGE      VALUE 'C'.
               88  CHG-DELETE      VALUE 'D'.
           05  CHG-NAME            PIC X(20).
           05  CHG-CITY            PIC X(12).
           05  CHG-LIMIT-X         PIC X(9).
           05  CHG-LIMIT REDEFINES CHG-LIMIT-X
                                   PIC 9(7)V99.
           05  CHG-BAL-ADJ         PIC S9(7)V99
                                   SIGN IS LEADING SEPARATE.
           05  CHG-BAL-ADJ-X REDEFINES CHG-BAL-ADJ
                                   PIC X(10).
       FD  NEW-MASTER
           RECORDING MODE IS F
           RECORD CONTAINS 53 CHARACTERS.
       01  NEW-MASTER-REC          PIC X(53).
       FD  REJECT-FILE.
       01  REJ-REC.
           05  REJ-CODE            PIC XX.
           05  FILLER              PIC X.
           05  REJ-TEXT            PIC X(18).
           05  FILLER              PIC X.
           05  REJ-IMAGE           PIC X(58).
       WORKING-STORAGE SECTION.
       01  WS-FILE-STATUS.
           05  WS-OLD-FS           PIC XX.
           05  WS-CHG-FS           PIC XX.
           05  WS-NEW-FS           PIC XX.
           05  WS-REJ-FS           PIC XX.
       01  WS-KEYS.
           05  WS-OLD-KEY          PIC X(6).
           05  WS-CHG-KEY          PIC X(6).
           05  WS-ACTIVE-KEY       PIC X(6).
           05  WS-PREV-CHG-KEY     PIC X(6) VALUE LOW-VALUES.
       01  WS-HOLD-SW              PIC X.
           88  HOLD-PRESENT        VALUE 'Y'.
           88  HOLD-ABSENT         VALUE 'N'.
       01  WS-HOLD-REC.
           COPY CUSTMERGM.
       01  WS-COUNTS.
           05  WS-OLD-READ         PIC 9(5) COMP VALUE 0.
           05  WS-CHG-READ         PIC 9(5) COMP VALUE 0.
           05  WS-ADDS             PIC 9(5) COMP VALUE 0.
           05  WS-CHANGES          PIC 9(5) COMP VALUE 0.
           05  WS-DELETES          PIC 9(5) COMP VALUE 0.
           05  WS-REJECTS          PIC 9(5) COMP VALUE 0.
           05  WS-NEW-WRITTEN      PIC 9(5) COMP VALUE 0.
       01  WS-TOTALS.
           05  WS-OLD-BALANCE      PIC S9(11)V99 COMP-3 VALUE 0.
           05  WS-NEW-BALANCE      PIC S9(11)V99 COMP-3 VALUE 0.
       01  WS-REPORT-LINE.
           05  WS-RL-LABEL         PIC X(24).
           05  WS-RL-COUNT         PIC ZZ,ZZ9.
       01  WS-AMOUNT-LINE.
           05  WS-AL-LABEL         PIC X(24).
           05  WS-AL-AMOUNT        PIC ---,---,---,--9.99.
       PROCEDURE DIVISION.
       0000-MAIN SECTION.
       0000-START.
           OPEN INPUT  OLD-MASTER CHANGE-FILE
                OUTPUT NEW-MASTER REJECT-FILE
           IF WS-OLD-FS NOT = '00' OR WS-CHG-FS NOT = '00'
              OR WS-NEW-FS NOT = '00' OR WS-REJ-FS NOT = '00'
               DISPLAY 'CUSTMERG: OPEN FAILED ' WS-FILE-STATUS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           PERFORM 1000-READ-OLD
           PERFORM 1100-READ-CHANGE
           PERFORM 2000-CHOOSE-ACTIVE
           PERFORM 3000-PROCESS-KEY UNTIL WS-ACTIVE-KEY = HIGH-VALUES
           CLOSE OLD-MASTER CHANGE-FILE NEW-MASTER REJECT-FILE
           PERFORM 9000-REPORT
           STOP RUN.
       1000-READ-OLD.
           READ OLD-MASTER
               AT END MOVE HIGH-VALUES TO WS-OLD-KEY
               NOT AT END
                   MOVE CM-CUST-ID OF OLD-MASTER-REC TO WS-OLD-KEY
                   ADD 1 TO WS-OLD-READ
                   ADD CM-BALANCE OF OLD-MASTER-REC TO WS-OLD-BALANCE
           END-READ
           IF WS-OLD-FS NOT = '00' AND NOT = '10'
               DISPLAY 'CUSTMERG: OLDMAST READ STATUS ' WS-OLD-FS
               MOVE 16 TO RETURN-CODE
               MOVE HIGH-VALUES TO WS-OLD-KEY
           END-IF.
      * A change whose key is below the previous change's key is out
      * of sequence: rejected (R4) and the next one is read instead.
       1100-READ-CHANGE.
           MOVE SPACES TO WS-CHG-KEY
           PERFORM UNTIL WS-CHG-KEY NOT = SPACES
               READ CHANGE-FILE
                   AT END MOVE HIGH-VALUES TO WS-CHG-KEY
                   NOT AT END
                       ADD 1 TO WS-CHG-READ
                       IF CHG-CUST-ID < WS-PREV-CHG-KEY
                           MOVE 'R4' TO REJ-CODE
                           MOVE 'OUT OF SEQUENCE' TO REJ-TEXT
                           PERFORM 8000-REJECT
                       ELSE
                           MOVE CHG-CUST-ID TO WS-CHG-KEY
                                               WS-PREV-CHG-KEY
                       END-IF
               END-READ
           END-PERFORM.
       2000-CHOOSE-ACTIVE.
           IF WS-OLD-KEY < WS-CHG-KEY
               MOVE WS-OLD-KEY TO WS-ACTIVE-KEY
           ELSE
               MOVE WS-CHG-KEY TO WS-ACTIVE-KEY
           END-IF.
      * One active key: the old master (if it has the key) goes to the
      * hold area, every change of the key is applied to the hold area,
      * and what is left in the hold area is written to the new master.
       3000-PROCESS-KEY.
           IF WS-OLD-KEY = WS-ACTIVE-KEY
               MOVE OLD-MASTER-REC TO WS-HOLD-REC
               SET HOLD-PRESENT TO TRUE
               PERFORM 1000-READ-OLD
           ELSE
               SET HOLD-ABSENT TO TRUE
           END-IF
           PERFORM UNTIL WS-CHG-KEY NOT = WS-ACTIVE-KEY
               PERFORM 4000-APPLY-CHANGE
               PERFORM 1100-READ-CHANGE
           END-PERFORM
           IF HOLD-PRESENT
               WRITE NEW-MASTER-REC FROM WS-HOLD-REC
               IF WS-NEW-FS NOT = '00'
                   DISPLAY 'CUSTMERG: NEWMAST WRITE STATUS ' WS-NEW-FS
                   MOVE 16 TO RETURN-CODE
               END-IF
               ADD 1 TO WS-NEW-WRITTEN
               ADD CM-BALANCE OF WS-HOLD-REC TO WS-NEW-BALANCE
           END-IF
           PERFORM 2000-CHOOSE-ACTIVE.
       4000-APPLY-CHANGE.
           EVALUATE TRUE ALSO TRUE
               WHEN CHG-ADD ALSO HOLD-PRESENT
                   MOVE 'R1' TO REJ-CODE
                   MOVE 'ADD OF EXISTING' TO REJ-TEXT
                   PERFORM 8000-REJECT
               WHEN CHG-ADD ALSO HOLD-ABSENT
                   PERFORM 4100-ADD
               WHEN CHG-CHANGE ALSO HOLD-PRESENT
                   PERFORM 4200-CHANGE
               WHEN CHG-DELETE ALSO HOLD-PRESENT
                   SET HOLD-ABSENT TO TRUE
                   ADD 1 TO WS-DELETES
               WHEN CHG-CHANGE ALSO HOLD-ABSENT
               WHEN CHG-DELETE ALSO HOLD-ABSENT
                   MOVE 'R2' TO REJ-CODE
                   MOVE 'NO SUCH CUSTOMER' TO REJ-TEXT
                   PERFORM 8000-REJECT
               WHEN OTHER
                   MOVE 'R3' TO REJ-CODE
                   MOVE 'BAD CHANGE CODE' TO REJ-TEXT
                   PERFORM 8000-REJECT
           END-EVALUATE.
       4100-ADD.
           IF CHG-LIMIT-X NOT NUMERIC
               MOVE 'R5' TO REJ-CODE
               MOVE 'LIMIT NOT NUMERIC' TO REJ-TEXT
               PERFORM 8000-REJECT
           ELSE
               INITIALIZE WS-HOLD-REC
               MOVE CHG-CUST-ID TO CM-CUST-ID OF WS-HOLD-REC
               MOVE CHG-NAME    TO CM-NAME OF WS-HOLD-REC
               MOVE CHG-CITY    TO CM-CITY OF WS-HOLD-REC
               MOVE CHG-LIMIT   TO CM-CREDIT-LIMIT OF WS-HOLD-REC
               IF CHG-BAL-ADJ IS NUMERIC
                   MOVE CHG-BAL-ADJ TO CM-BALANCE OF WS-HOLD-REC
               END-IF
               SET CM-ACTIVE OF WS-HOLD-REC TO TRUE
               SET HOLD-PRESENT TO TRUE
               ADD 1 TO WS-ADDS
           END-IF.
      * A change replaces the non-blank fields and adds the adjustment.
       4200-CHANGE.
           IF CHG-LIMIT-X NOT = SPACES AND CHG-LIMIT-X NOT NUMERIC
               MOVE 'R5' TO REJ-CODE
               MOVE 'LIMIT NOT NUMERIC' TO REJ-TEXT
               PERFORM 8000-REJECT
           ELSE
               IF CHG-NAME NOT = SPACES
                   MOVE CHG-NAME TO CM-NAME OF WS-HOLD-REC
               END-IF
               IF CHG-CITY NOT = SPACES
                   MOVE CHG-CITY TO CM-CITY OF WS-HOLD-REC
               END-IF
               IF CHG-LIMIT-X NOT = SPACES
                   MOVE CHG-LIMIT TO CM-CREDIT-LIMIT OF WS-HOLD-REC
               END-IF
               IF CHG-BAL-ADJ-X NOT = SPACES AND CHG-BAL-ADJ NUMERIC
                   ADD CHG-BAL-ADJ TO CM-BALANCE OF WS-HOLD-REC
                       ON SIZE ERROR
                           DISPLAY 'CUSTMERG: BALANCE OVERFLOW '
                               CHG-CUST-ID
                   END-ADD
               END-IF
               ADD 1 TO WS-CHANGES
           END-IF.
       8000-REJECT.
           MOVE CHG-REC TO REJ-IMAGE
           WRITE REJ-REC
           ADD 1 TO WS-REJECTS.
       9000-REPORT.
           MOVE 'OLD MASTERS READ' TO WS-RL-LABEL
           MOVE WS-OLD-READ TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'CHANGES READ' TO WS-RL-LABEL
           MOVE WS-CHG-READ TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'CUSTOMERS ADDED' TO WS-RL-LABEL
           MOVE WS-ADDS TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'CUSTOMERS CHANGED' TO WS-RL-LABEL
           MOVE WS-CHANGES TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'CUSTOMERS DELETED' TO WS-RL-LABEL
           MOVE WS-DELETES TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'CHANGES REJECTED' TO WS-RL-LABEL
           MOVE WS-REJECTS TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'NEW MASTERS WRITTEN' TO WS-RL-LABEL
           MOVE WS-NEW-WRITTEN TO WS-RL-COUNT
           DISPLAY WS-REPORT-LINE
           MOVE 'OLD BALANCE TOTAL' TO WS-AL-LABEL
           MOVE WS-OLD-BALANCE TO WS-AL-AMOUNT
           DISPLAY WS-AMOUNT-LINE
           MOVE 'NEW BALANCE TOTAL' TO WS-AL-LABEL
           MOVE WS-NEW-BALANCE TO WS-AL-AMOUNT
           DISPLAY WS-AMOUNT-LINE
           IF WS-OLD-READ + WS-ADDS - WS-DELETES NOT = WS-NEW-WRITTEN
               DISPLAY 'CUSTMERG: RECORD COUNTS DO NOT BALANCE'
               MOVE 8 TO RETURN-CODE
           END-IF.
