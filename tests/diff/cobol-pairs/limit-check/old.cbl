      * PAYCHK - validates payment records: a payment is accepted when
      * its type is a known one and its amount is within the limit.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PAYCHK.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT PAY-FILE ASSIGN TO PAYIN.
           SELECT OK-FILE  ASSIGN TO PAYOK.
       DATA DIVISION.
       FILE SECTION.
       FD  PAY-FILE RECORDING MODE F.
       01  PAY-REC.
           05 PAY-ID       PIC X(5).
           05 PAY-TYPE     PIC X(2).
              88 PAY-TYPE-OK VALUES 'CH' 'CC' 'DD'.
           05 PAY-AMT      PIC S9(5)V99.
       FD  OK-FILE RECORDING MODE F.
       01  OK-REC          PIC X(14).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-REJECTS      PIC 9(3) VALUE 0.
       PROCEDURE DIVISION.
           OPEN INPUT PAY-FILE OUTPUT OK-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ PAY-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF PAY-TYPE-OK AND PAY-AMT > 0
                  AND PAY-AMT <= 5000.00
                 WRITE OK-REC FROM PAY-REC
               ELSE
                 ADD 1 TO WS-REJECTS
                 DISPLAY 'REJECTED ' PAY-ID
               END-IF
             END-READ
           END-PERFORM
           DISPLAY 'REJECTS ' WS-REJECTS
           IF WS-REJECTS > 0
             MOVE 4 TO RETURN-CODE
           END-IF
           CLOSE PAY-FILE OK-FILE
           STOP RUN.
