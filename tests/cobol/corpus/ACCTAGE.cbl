      * DD/ASSIGN: ACCTSEED(in) ACCTMAST(ksds) ACTIVITY(in) AGELIST(out)
      *================================================================*
      * ACCTAGE - account master maintained from an activity file, then*
      *   listed with the age of its last activity.                    *
      * EXERCISES: an INDEXED file with ACCESS DYNAMIC: loaded by      *
      *   WRITE, then random READ ... INVALID KEY (status 23), REWRITE *
      *   after a balance change, WRITE of new accounts (22 for an     *
      *   existing key), DELETE for closures (refused while the balance*
      *   is not zero; 23 for an account already closed), file status  *
      *   codes reported by an 88-level table, ADD ... ON SIZE ERROR,  *
      *   then START KEY >= and a READ NEXT sweep listing the final    *
      *   master with days since the last activity (FUNCTION           *
      *   INTEGER-OF-DATE) in aging buckets chosen by EVALUATE.        *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCTAGE.
       AUTHOR. F. MORETTI.
       DATE-WRITTEN. 21/10/1998.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT SEED-FILE ASSIGN TO ACCTSEED
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT ACCT-MASTER ASSIGN TO ACCTMAST
               ORGANIZATION IS INDEXED
               ACCESS MODE IS DYNAMIC
               RECORD KEY IS AM-ACCT
               FILE STATUS IS WS-AM-FS.
           SELECT ACTIVITY-FILE ASSIGN TO ACTIVITY
               ORGANIZATION IS LINE SEQUENTIAL.
           SELECT AGE-LIST ASSIGN TO AGELIST
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  SEED-FILE.
       01  SD-REC.
           05  SD-ACCT             PIC X(8).
           05  SD-NAME             PIC X(20).
           05  SD-BALANCE          PIC S9(7)V99
                                   SIGN IS LEADING SEPARATE.
           05  SD-LAST-DATE        PIC 9(8).
       FD  ACCT-MASTER.
       01  AM-REC.
           05  AM-ACCT             PIC X(8).
           05  AM-NAME             PIC X(20).
           05  AM-BALANCE          PIC S9(7)V99 COMP-3.
           05  AM-LAST-DATE        PIC 9(8).
           05  AM-ACTIVITY-COUNT   PIC 9(4) COMP.
       FD  ACTIVITY-FILE.
       01  AC-REC.
           05  AC-CODE             PIC X.
               88  AC-NEW          VALUE 'N'.
               88  AC-PAYMENT      VALUE 'P'.
               88  AC-CHARGE       VALUE 'C'.
               88  AC-CLOSE        VALUE 'X'.
           05  AC-ACCT             PIC X(8).
           05  AC-AMOUNT           PIC 9(7)V99.
           05  AC-DATE             PIC 9(8).
           05  AC-NAME             PIC X(20).
       FD  AGE-LIST.
       01  AL-LINE                 PIC X(80).
       WORKING-STORAGE SECTION.
       01  WS-AM-FS                PIC XX.
           88  AM-SUCCESS          VALUE '00' '02'.
           88  AM-DUPLICATE        VALUE '22'.
           88  AM-NOT-FOUND        VALUE '23'.
           88  AM-END              VALUE '10'.
       01  WS-EOF                  PIC X.
           88  EOF-REACHED         VALUE 'Y'.
       01  WS-RUN-DATE             PIC 9(8) VALUE 20240331.
       01  WS-RUN-DAY              PIC S9(9) COMP.
       01  WS-DAYS                 PIC S9(9) COMP.
       01  WS-MSG                  PIC X(30).
       01  WS-COUNTS.
           05  WS-LOADED           PIC 9(5) COMP VALUE 0.
           05  WS-ACTIVITIES       PIC 9(5) COMP VALUE 0.
           05  WS-NEW              PIC 9(5) COMP VALUE 0.
           05  WS-UPDATED          PIC 9(5) COMP VALUE 0.
           05  WS-CLOSED           PIC 9(5) COMP VALUE 0.
           05  WS-ST22             PIC 9(5) COMP VALUE 0.
           05  WS-ST23             PIC 9(5) COMP VALUE 0.
           05  WS-REFUSED          PIC 9(5) COMP VALUE 0.
           05  WS-LISTED           PIC 9(5) COMP VALUE 0.
       01  WS-TOTAL-BALANCE        PIC S9(9)V99 COMP-3 VALUE 0.
       01  ED-COUNT                PIC ZZ,ZZ9.
       01  ED-BALANCE              PIC ---,---,--9.99.
       01  MSG-LINE.
           05  FILLER              PIC X(9) VALUE 'ACTIVITY '.
           05  ML-CODE             PIC X.
           05  FILLER              PIC X VALUE SPACE.
           05  ML-ACCT             PIC X(8).
           05  FILLER              PIC X(8) VALUE ' STATUS '.
           05  ML-STATUS           PIC XX.
           05  FILLER              PIC X VALUE SPACE.
           05  ML-TEXT             PIC X(30).
       01  LIST-LINE.
           05  LL-ACCT             PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  LL-NAME             PIC X(20).
           05  LL-BALANCE          PIC ---,---,--9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  LL-LAST             PIC 9999/99/99.
           05  LL-DAYS             PIC ZZZ,ZZ9.
           05  FILLER              PIC X VALUE SPACE.
           05  LL-BUCKET           PIC X(8).
           05  LL-COUNT            PIC ZZZ9.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM LOAD-MASTER
           PERFORM APPLY-ACTIVITY
           PERFORM LIST-MASTER
           PERFORM SHOW-TOTALS
           STOP RUN.
       LOAD-MASTER.
           OPEN INPUT SEED-FILE OUTPUT ACCT-MASTER
           MOVE 'N' TO WS-EOF
           PERFORM UNTIL EOF-REACHED
               READ SEED-FILE
                   AT END SET EOF-REACHED TO TRUE
                   NOT AT END
                       MOVE SD-ACCT      TO AM-ACCT
                       MOVE SD-NAME      TO AM-NAME
                       MOVE SD-BALANCE   TO AM-BALANCE
                       MOVE SD-LAST-DATE TO AM-LAST-DATE
                       MOVE ZERO         TO AM-ACTIVITY-COUNT
                       WRITE AM-REC
                           INVALID KEY
                               DISPLAY 'ACCTAGE: SEED WRITE STATUS '
                                   WS-AM-FS ' ' SD-ACCT
                           NOT INVALID KEY
                               ADD 1 TO WS-LOADED
                       END-WRITE
               END-READ
           END-PERFORM
           CLOSE SEED-FILE ACCT-MASTER.
       APPLY-ACTIVITY.
           OPEN INPUT ACTIVITY-FILE I-O ACCT-MASTER
           IF NOT AM-SUCCESS
               DISPLAY 'ACCTAGE: ACCTMAST OPEN STATUS ' WS-AM-FS
               MOVE 16 TO RETURN-CODE
               STOP RUN
           END-IF
           MOVE 'N' TO WS-EOF
           PERFORM UNTIL EOF-REACHED
               READ ACTIVITY-FILE
                   AT END SET EOF-REACHED TO TRUE
                   NOT AT END
                       ADD 1 TO WS-ACTIVITIES
                       PERFORM ONE-ACTIVITY
               END-READ
           END-PERFORM
           CLOSE ACTIVITY-FILE ACCT-MASTER.
       ONE-ACTIVITY.
           MOVE SPACES TO WS-MSG
           EVALUATE TRUE
               WHEN AC-NEW
                   PERFORM NEW-ACCOUNT
               WHEN AC-PAYMENT
               WHEN AC-CHARGE
               WHEN AC-CLOSE
                   MOVE AC-ACCT TO AM-ACCT
                   READ ACCT-MASTER
                       INVALID KEY
                           ADD 1 TO WS-ST23
                           MOVE 'NO SUCH ACCOUNT' TO WS-MSG
                       NOT INVALID KEY
                           IF AC-CLOSE
                               PERFORM CLOSE-ACCOUNT
                           ELSE
                               PERFORM POST-AMOUNT
                           END-IF
                   END-READ
               WHEN OTHER
                   MOVE 'BAD ACTIVITY CODE' TO WS-MSG
                   MOVE SPACES TO WS-AM-FS
           END-EVALUATE
           IF WS-MSG NOT = SPACES
               MOVE AC-CODE  TO ML-CODE
               MOVE AC-ACCT  TO ML-ACCT
               MOVE WS-AM-FS TO ML-STATUS
               MOVE WS-MSG   TO ML-TEXT
               DISPLAY MSG-LINE
           END-IF.
       NEW-ACCOUNT.
           MOVE AC-ACCT   TO AM-ACCT
           MOVE AC-NAME   TO AM-NAME
           MOVE AC-AMOUNT TO AM-BALANCE
           MOVE AC-DATE   TO AM-LAST-DATE
           MOVE 1         TO AM-ACTIVITY-COUNT
           WRITE AM-REC
               INVALID KEY
                   IF AM-DUPLICATE
                       ADD 1 TO WS-ST22
                   END-IF
                   MOVE 'ACCOUNT ALREADY EXISTS' TO WS-MSG
               NOT INVALID KEY
                   ADD 1 TO WS-NEW
           END-WRITE.
      * A payment lowers the balance, a charge raises it; a result that
      * does not fit the balance field is refused (ON SIZE ERROR).
       POST-AMOUNT.
           IF AC-PAYMENT
               SUBTRACT AC-AMOUNT FROM AM-BALANCE
                   ON SIZE ERROR MOVE 'BALANCE OVERFLOW' TO WS-MSG
               END-SUBTRACT
           ELSE
               ADD AC-AMOUNT TO AM-BALANCE
                   ON SIZE ERROR MOVE 'BALANCE OVERFLOW' TO WS-MSG
               END-ADD
           END-IF
           IF WS-MSG = SPACES
               MOVE AC-DATE TO AM-LAST-DATE
               ADD 1 TO AM-ACTIVITY-COUNT
               REWRITE AM-REC
                   INVALID KEY
                       MOVE 'REWRITE FAILED' TO WS-MSG
                   NOT INVALID KEY
                       ADD 1 TO WS-UPDATED
               END-REWRITE
           ELSE
               ADD 1 TO WS-REFUSED
           END-IF.
       CLOSE-ACCOUNT.
           IF AM-BALANCE NOT = ZERO
               ADD 1 TO WS-REFUSED
               MOVE 'CLOSE REFUSED: BALANCE' TO WS-MSG
           ELSE
               DELETE ACCT-MASTER RECORD
                   INVALID KEY
                       MOVE 'DELETE FAILED' TO WS-MSG
                   NOT INVALID KEY
                       ADD 1 TO WS-CLOSED
               END-DELETE
           END-IF.
       LIST-MASTER.
           OPEN INPUT ACCT-MASTER OUTPUT AGE-LIST
           COMPUTE WS-RUN-DAY = FUNCTION INTEGER-OF-DATE (WS-RUN-DATE)
           MOVE LOW-VALUES TO AM-ACCT
           START ACCT-MASTER KEY IS NOT LESS THAN AM-ACCT
               INVALID KEY SET AM-END TO TRUE
           END-START
           PERFORM UNTIL AM-END
               READ ACCT-MASTER NEXT
                   AT END CONTINUE
                   NOT AT END PERFORM LIST-ONE
               END-READ
           END-PERFORM
           CLOSE ACCT-MASTER AGE-LIST.
       LIST-ONE.
           COMPUTE WS-DAYS = WS-RUN-DAY
                           - FUNCTION INTEGER-OF-DATE (AM-LAST-DATE)
           MOVE AM-ACCT      TO LL-ACCT
           MOVE AM-NAME      TO LL-NAME
           MOVE AM-BALANCE   TO LL-BALANCE
           MOVE AM-LAST-DATE TO LL-LAST
           MOVE WS-DAYS      TO LL-DAYS
           MOVE AM-ACTIVITY-COUNT TO LL-COUNT
           EVALUATE TRUE
               WHEN WS-DAYS <= 30  MOVE 'CURRENT ' TO LL-BUCKET
               WHEN WS-DAYS <= 90  MOVE '31-90   ' TO LL-BUCKET
               WHEN WS-DAYS <= 180 MOVE '91-180  ' TO LL-BUCKET
               WHEN OTHER          MOVE 'DORMANT ' TO LL-BUCKET
           END-EVALUATE
           WRITE AL-LINE FROM LIST-LINE
           ADD 1 TO WS-LISTED
           ADD AM-BALANCE TO WS-TOTAL-BALANCE.
       SHOW-TOTALS.
           MOVE WS-LOADED TO ED-COUNT
           DISPLAY 'ACCTAGE ACCOUNTS LOADED   ' ED-COUNT
           MOVE WS-ACTIVITIES TO ED-COUNT
           DISPLAY 'ACCTAGE ACTIVITIES        ' ED-COUNT
           MOVE WS-NEW TO ED-COUNT
           DISPLAY 'ACCTAGE ACCOUNTS OPENED   ' ED-COUNT
           MOVE WS-UPDATED TO ED-COUNT
           DISPLAY 'ACCTAGE BALANCES UPDATED  ' ED-COUNT
           MOVE WS-CLOSED TO ED-COUNT
           DISPLAY 'ACCTAGE ACCOUNTS CLOSED   ' ED-COUNT
           MOVE WS-REFUSED TO ED-COUNT
           DISPLAY 'ACCTAGE REFUSED           ' ED-COUNT
           MOVE WS-ST22 TO ED-COUNT
           DISPLAY 'ACCTAGE STATUS 22         ' ED-COUNT
           MOVE WS-ST23 TO ED-COUNT
           DISPLAY 'ACCTAGE STATUS 23         ' ED-COUNT
           MOVE WS-LISTED TO ED-COUNT
           DISPLAY 'ACCTAGE ACCOUNTS LISTED   ' ED-COUNT
           MOVE WS-TOTAL-BALANCE TO ED-BALANCE
           DISPLAY 'ACCTAGE TOTAL BALANCE ' ED-BALANCE.
