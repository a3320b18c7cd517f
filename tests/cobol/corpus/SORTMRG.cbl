      * DD/ASSIGN: BRANCHA(in) BRANCHB(in) SORTWK1 SORTWK2 (work)
      *            SORTEDA SORTEDB MERGED (work/out) MRGRPT(out)
      *================================================================*
      * SORTMRG - SORT ... USING ... GIVING and MERGE of two branch    *
      * extracts, then a duplicate-key check on the merged file.       *
      * EXERCISES: SORT USING/GIVING with several keys, MERGE ... ON   *
      *   ASCENDING KEY ... USING f1 f2 GIVING f3, SORT of the two     *
      *   extracts by date with an OUTPUT PROCEDURE (RETURN; a MERGE   *
      *   needs inputs in its key order, these are in account order),  *
      *   fixed-length sequential files (no LINE                       *
      *   SEQUENTIAL) with RECORD CONTAINS, FILE STATUS checks with an *
      *   EVALUATE on the status, qualified names (IN / OF), MOVE      *
      *   CORRESPONDING, COMP-5, DISPLAY UPON SYSOUT/CONSOLE.          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SORTMRG.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SPECIAL-NAMES.
           SYSOUT IS PRINTER-OUT.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT BRANCH-A ASSIGN TO BRANCHA
               ORGANIZATION IS LINE SEQUENTIAL FILE STATUS IS FS-A.
           SELECT BRANCH-B ASSIGN TO BRANCHB
               ORGANIZATION IS LINE SEQUENTIAL FILE STATUS IS FS-B.
           SELECT SORTED-A ASSIGN TO SORTEDA
               ORGANIZATION IS SEQUENTIAL FILE STATUS IS FS-SA.
           SELECT SORTED-B ASSIGN TO SORTEDB
               ORGANIZATION IS SEQUENTIAL FILE STATUS IS FS-SB.
           SELECT MERGED-F ASSIGN TO MERGED
               ORGANIZATION IS SEQUENTIAL FILE STATUS IS FS-M.
           SELECT SORT-1 ASSIGN TO SORTWK1.
           SELECT MERGE-1 ASSIGN TO SORTWK2.
           SELECT RPT-F ASSIGN TO MRGRPT
               ORGANIZATION IS LINE SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  BRANCH-A RECORD CONTAINS 30 CHARACTERS.
       01  BA-REC                  PIC X(30).
       FD  BRANCH-B RECORD CONTAINS 30 CHARACTERS.
       01  BB-REC                  PIC X(30).
       FD  SORTED-A RECORD CONTAINS 30 CHARACTERS.
       01  SA-REC                  PIC X(30).
       FD  SORTED-B RECORD CONTAINS 30 CHARACTERS.
       01  SB-REC                  PIC X(30).
       FD  MERGED-F RECORD CONTAINS 30 CHARACTERS.
       01  M-REC.
           05  ACCT                PIC X(8).
           05  TXN-DATE            PIC 9(8).
           05  AMOUNT              PIC S9(9)V99 SIGN LEADING SEPARATE.
           05  BRANCH              PIC XX.
       SD  SORT-1.
       01  S1-REC.
           05  ACCT                PIC X(8).
           05  TXN-DATE            PIC 9(8).
           05  AMOUNT              PIC S9(9)V99 SIGN LEADING SEPARATE.
           05  BRANCH              PIC XX.
       SD  MERGE-1.
       01  M1-REC.
           05  ACCT                PIC X(8).
           05  TXN-DATE            PIC 9(8).
           05  AMOUNT              PIC S9(9)V99 SIGN LEADING SEPARATE.
           05  BRANCH              PIC XX.
       FD  RPT-F.
       01  RPT-REC                 PIC X(64).
       WORKING-STORAGE SECTION.
       01  FS-GROUP.
           05  FS-A                PIC XX.
           05  FS-B                PIC XX.
           05  FS-SA               PIC XX.
           05  FS-SB               PIC XX.
           05  FS-M                PIC XX.
       01  WS-PREV.
           05  ACCT                PIC X(8) VALUE SPACES.
           05  TXN-DATE            PIC 9(8) VALUE ZERO.
       01  WS-CUR.
           05  ACCT                PIC X(8).
           05  TXN-DATE            PIC 9(8).
           05  AMOUNT              PIC S9(9)V99 COMP-3.
       01  WS-N                    PIC S9(8) COMP-5 VALUE 0.
       01  WS-K                    PIC S9(4) COMP-5 VALUE 0.
       01  WS-DUPS                 PIC S9(8) COMP-5 VALUE 0.
       01  WS-NET                  PIC S9(11)V99 COMP-3 VALUE 0.
       01  WS-EOF                  PIC X VALUE 'N'.
       01  WS-LINE.
           05  WL-ACCT             PIC X(8).
           05  FILLER              PIC X VALUE SPACE.
           05  WL-DATE             PIC 9999/99/99.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-AMOUNT           PIC -(9)9.99.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-BRANCH           PIC XX.
           05  FILLER              PIC X VALUE SPACE.
           05  WL-NOTE             PIC X(20).
       01  WS-N-ED                 PIC ZZZ9.
       01  WS-DUPS-ED              PIC ZZZ9.
       01  WS-NET-ED               PIC +(11)9.99.
       PROCEDURE DIVISION.
       MAIN-PARA.
           SORT SORT-1 ON ASCENDING KEY ACCT OF S1-REC
                          ASCENDING KEY TXN-DATE OF S1-REC
               USING BRANCH-A GIVING SORTED-A
           SORT SORT-1 ON ASCENDING KEY ACCT IN S1-REC
                                        TXN-DATE IN S1-REC
               USING BRANCH-B GIVING SORTED-B
           MERGE MERGE-1 ON ASCENDING KEY ACCT OF M1-REC
                                          TXN-DATE OF M1-REC
               USING SORTED-A SORTED-B GIVING MERGED-F
           OPEN INPUT MERGED-F OUTPUT RPT-F
           PERFORM CHECK-STATUS
           PERFORM UNTIL WS-EOF = 'Y'
               READ MERGED-F
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END PERFORM LIST-ONE
               END-READ
           END-PERFORM
           CLOSE MERGED-F
           MOVE 'N' TO WS-EOF
           SORT MERGE-1 ON DESCENDING KEY TXN-DATE OF M1-REC
               USING SORTED-A SORTED-B
               OUTPUT PROCEDURE IS LATEST-THREE
           MOVE WS-NET TO WS-NET-ED
           MOVE WS-N TO WS-N-ED
           MOVE WS-DUPS TO WS-DUPS-ED
           MOVE SPACES TO RPT-REC
           STRING 'RECORDS ' WS-N-ED ' SAME-DAY DUPLICATES ' WS-DUPS-ED
                  ' NET ' WS-NET-ED DELIMITED BY SIZE INTO RPT-REC
           WRITE RPT-REC
           CLOSE RPT-F
           DISPLAY 'SORTMRG DONE' UPON PRINTER-OUT
           DISPLAY 'SORTMRG RECORDS ' WS-N UPON CONSOLE
           STOP RUN.
       CHECK-STATUS.
           EVALUATE FS-M
               WHEN '00' CONTINUE
               WHEN '35' DISPLAY 'MERGED FILE MISSING'
                         MOVE 12 TO RETURN-CODE
               WHEN OTHER DISPLAY 'MERGED FILE STATUS ' FS-M
           END-EVALUATE.
       LIST-ONE.
           ADD 1 TO WS-N
           MOVE CORRESPONDING M-REC TO WS-CUR
           ADD AMOUNT OF WS-CUR TO WS-NET
           MOVE SPACES TO WL-NOTE
           IF ACCT OF WS-CUR = ACCT OF WS-PREV AND
              TXN-DATE OF WS-CUR = TXN-DATE OF WS-PREV
               ADD 1 TO WS-DUPS
               MOVE 'SAME DAY AS PREVIOUS' TO WL-NOTE
           END-IF
           MOVE CORRESPONDING WS-CUR TO WS-PREV
           MOVE ACCT OF M-REC     TO WL-ACCT
           MOVE TXN-DATE OF M-REC TO WL-DATE
           MOVE AMOUNT OF M-REC   TO WL-AMOUNT
           MOVE BRANCH OF M-REC   TO WL-BRANCH
           WRITE RPT-REC FROM WS-LINE.
       LATEST-THREE.
           MOVE ZERO TO WS-K
           PERFORM UNTIL WS-EOF = 'Y' OR WS-K = 3
               RETURN MERGE-1
                   AT END MOVE 'Y' TO WS-EOF
                   NOT AT END
                       ADD 1 TO WS-K
                       MOVE SPACES TO RPT-REC
                       STRING 'LATEST ' ACCT OF M1-REC ' '
                              TXN-DATE OF M1-REC
                           DELIMITED BY SIZE INTO RPT-REC
                       WRITE RPT-REC
               END-RETURN
           END-PERFORM.
