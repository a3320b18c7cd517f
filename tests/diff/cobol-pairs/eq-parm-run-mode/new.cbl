      * PAYRUN - a batch step whose EXEC PARM selects the run mode:
      * 'TEST' lists each payment. The new
      * version decodes the PARM into a mode flag with an EVALUATE.
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
       01  WS-MODE         PIC X VALUE 'P'.
           88 TEST-RUN     VALUE 'T'.
       LINKAGE SECTION.
       01  PARM-AREA.
           05 PARM-LEN     PIC S9(4) COMP.
           05 PARM-TEXT    PIC X(20).
       PROCEDURE DIVISION USING PARM-AREA.
      * bytes past the PARM's length are binary zeros: no length test
           EVALUATE PARM-TEXT(1:4)
             WHEN 'TEST' SET TEST-RUN TO TRUE
             WHEN OTHER  CONTINUE
           END-EVALUATE
           OPEN INPUT PAY-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ PAY-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-COUNT
               ADD PAY-AMT TO WS-TOTAL
               IF TEST-RUN
                 DISPLAY PAY-ID ' ' PAY-AMT
               END-IF
             END-READ
           END-PERFORM
           CLOSE PAY-FILE
           IF TEST-RUN
             DISPLAY 'TEST RUN'
           END-IF
           DISPLAY 'PAID ' WS-COUNT ' TOTAL ' WS-TOTAL
           GOBACK.
