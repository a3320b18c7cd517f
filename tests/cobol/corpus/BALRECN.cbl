       >>SOURCE FORMAT FREE
*> DD/ASSIGN: LEDGER(in, sorted by ref) BANKSTMT(in, sorted by ref) RECONRPT(out)
*>=====================================================================
*> BALRECN - reconcile the general ledger against the bank statement
*> with the classic balanced-line match/merge of two sorted files.
*> EXERCISES: free-format source (>>SOURCE FORMAT FREE in column 8 of
*>   line 1 as GnuCOBOL and ISO 2002 require; *> comments,
*>   statements starting in column 1 and running past column 72),
*>   HIGH-VALUES sentinels, three-way key comparison, inline PERFORM
*>   with nested IF/ELSE, EVALUATE TRUE, COMPUTE FUNCTION ABS,
*>   ROUNDED, condition-name with VALUE list, 01 with VALUE ALL,
*>   signed numeric editing, LENGTH OF, a COPY in free format.
*>=====================================================================
IDENTIFICATION DIVISION.
PROGRAM-ID. BALRECN.
AUTHOR. B. O'MALLEY.
ENVIRONMENT DIVISION.
INPUT-OUTPUT SECTION.
FILE-CONTROL.
    SELECT LEDGER-FILE ASSIGN TO LEDGER ORGANIZATION IS LINE SEQUENTIAL.
    SELECT BANK-FILE   ASSIGN TO BANKSTMT ORGANIZATION IS LINE SEQUENTIAL.
    SELECT RECON-RPT   ASSIGN TO RECONRPT ORGANIZATION IS LINE SEQUENTIAL.
DATA DIVISION.
FILE SECTION.
FD  LEDGER-FILE.
01  LG-REC.
    05 LG-REF        PIC X(10).
    05 LG-AMOUNT     PIC S9(7)V99 SIGN LEADING SEPARATE.
    05 LG-DESC       PIC X(20).
FD  BANK-FILE.
01  BK-REC.
    05 BK-REF        PIC X(10).
    05 BK-AMOUNT     PIC S9(7)V99 SIGN LEADING SEPARATE.
    05 BK-CODE       PIC XX.
       88 BK-FEE     VALUE 'FE' 'SC'.
       88 BK-DEPOSIT VALUE 'DP'.
FD  RECON-RPT.
01  RPT-LINE         PIC X(80).
WORKING-STORAGE SECTION.
COPY RECONWS.
01  WS-LG-KEY        PIC X(10).
01  WS-BK-KEY        PIC X(10).
01  WS-DIFF          PIC S9(7)V99 COMP-3.
01  WS-TOLERANCE     PIC S9V99 COMP-3 VALUE 0.01.
01  WS-RULE          PIC X(80) VALUE ALL '='.
01  WS-OUT.
    05 WO-STATUS     PIC X(12).
    05 WO-REF        PIC X(10).
    05 FILLER        PIC X VALUE SPACE.
    05 WO-LEDGER     PIC -(7)9.99.
    05 FILLER        PIC X VALUE SPACE.
    05 WO-BANK       PIC -(7)9.99.
    05 FILLER        PIC X VALUE SPACE.
    05 WO-DIFF       PIC +(7)9.99.
    05 FILLER        PIC X VALUE SPACE.
    05 WO-TEXT       PIC X(20).
PROCEDURE DIVISION.
MAIN-PROCEDURE.
    OPEN INPUT LEDGER-FILE BANK-FILE OUTPUT RECON-RPT
    WRITE RPT-LINE FROM WS-RULE
    PERFORM READ-LEDGER
    PERFORM READ-BANK
    PERFORM UNTIL WS-LG-KEY = HIGH-VALUES AND WS-BK-KEY = HIGH-VALUES
        MOVE SPACES TO WS-OUT
        EVALUATE TRUE
            WHEN WS-LG-KEY = WS-BK-KEY
                COMPUTE WS-DIFF = LG-AMOUNT - BK-AMOUNT
                MOVE WS-LG-KEY TO WO-REF
                MOVE LG-AMOUNT TO WO-LEDGER
                MOVE BK-AMOUNT TO WO-BANK
                MOVE WS-DIFF   TO WO-DIFF
                IF FUNCTION ABS(WS-DIFF) <= WS-TOLERANCE
                    MOVE 'MATCHED' TO WO-STATUS
                    ADD 1 TO WS-MATCHED
                ELSE
                    MOVE 'AMOUNT DIFF' TO WO-STATUS
                    ADD 1 TO WS-DIFFERENT
                    ADD WS-DIFF TO WS-NET-DIFF
                END-IF
                MOVE LG-DESC TO WO-TEXT
                PERFORM READ-LEDGER
                PERFORM READ-BANK
            WHEN WS-LG-KEY < WS-BK-KEY
                MOVE 'LEDGER ONLY' TO WO-STATUS
                MOVE WS-LG-KEY TO WO-REF
                MOVE LG-AMOUNT TO WO-LEDGER
                MOVE LG-DESC TO WO-TEXT
                ADD 1 TO WS-LEDGER-ONLY
                ADD LG-AMOUNT TO WS-NET-DIFF
                PERFORM READ-LEDGER
            WHEN OTHER
                MOVE 'BANK ONLY' TO WO-STATUS
                MOVE WS-BK-KEY TO WO-REF
                MOVE BK-AMOUNT TO WO-BANK
                IF BK-FEE
                    MOVE 'BANK CHARGE TO BOOK' TO WO-TEXT
                ELSE
                    IF BK-DEPOSIT
                        MOVE 'UNBOOKED DEPOSIT' TO WO-TEXT
                    ELSE
                        MOVE 'UNKNOWN ITEM' TO WO-TEXT
                    END-IF
                END-IF
                ADD 1 TO WS-BANK-ONLY
                SUBTRACT BK-AMOUNT FROM WS-NET-DIFF
                PERFORM READ-BANK
        END-EVALUATE
        WRITE RPT-LINE FROM WS-OUT
    END-PERFORM
    PERFORM WRITE-SUMMARY
    CLOSE LEDGER-FILE BANK-FILE RECON-RPT
    DISPLAY 'BALRECN RECORD LENGTH ' LENGTH OF WS-OUT
    STOP RUN.

READ-LEDGER.
    READ LEDGER-FILE
        AT END MOVE HIGH-VALUES TO WS-LG-KEY
        NOT AT END MOVE LG-REF TO WS-LG-KEY
    END-READ.

READ-BANK.
    READ BANK-FILE
        AT END MOVE HIGH-VALUES TO WS-BK-KEY
        NOT AT END MOVE BK-REF TO WS-BK-KEY
    END-READ.

WRITE-SUMMARY.
    WRITE RPT-LINE FROM WS-RULE
    MOVE SPACES TO RPT-LINE
    MOVE WS-NET-DIFF TO WS-NET-ED
    STRING 'MATCHED ' WS-MATCHED ' DIFFERENT ' WS-DIFFERENT
           ' LEDGER-ONLY ' WS-LEDGER-ONLY ' BANK-ONLY ' WS-BANK-ONLY
           ' NET ' WS-NET-ED
           DELIMITED BY SIZE INTO RPT-LINE
    END-STRING
    WRITE RPT-LINE.
