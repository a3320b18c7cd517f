      * PAYRUN - the new version lists the payments for any PARM that
      * begins 'TES' (a real change: PARM 'TESX' shows it).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PAYRUN.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PAY-FILE ASSIGN TO PAYIN.
       DATA DIVISION.
       FILE SECTION.
       FD  PAY-FILE RECORDING MODE F.
       01  PAY-REC.
           05 PAY-ID       PIC X(4).
           05 PAY-AMT      PIC 9(5).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-TOTAL        PIC 9(7) VALUE 0.
       01  WS-COUNT        PIC 9(4) VALUE 0.
       LINKAGE SECTION.
       01  PARM-AREA.
           05 PARM-LEN     PIC S9(4) COMP.
           05 PARM-TEXT    PIC X(20).
       PROCEDURE DIVISION USING PARM-AREA.
           OPEN INPUT PAY-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ PAY-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-COUNT
               ADD PAY-AMT TO WS-TOTAL
               IF PARM-TEXT(1:3) = 'TES'
                 DISPLAY PAY-ID ' ' PAY-AMT
               END-IF
             END-READ
           END-PERFORM
           CLOSE PAY-FILE
           IF PARM-LEN >= 4 AND PARM-TEXT(1:4) = 'TEST'
             DISPLAY 'TEST RUN'
           END-IF
           DISPLAY 'PAID ' WS-COUNT ' TOTAL ' WS-TOTAL
           GOBACK.
