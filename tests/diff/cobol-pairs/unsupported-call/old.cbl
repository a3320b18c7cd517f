      * ACCTUPD - applies adjustments; unknown codes go to an external
      * audit routine (a CALL of a program not in the run unit and with no
      * model: Equiv's run goes wrong by unsupported there).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCTUPD.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT ADJ-FILE ASSIGN TO ADJIN.
       DATA DIVISION.
       FILE SECTION.
       FD  ADJ-FILE RECORDING MODE F.
       01  ADJ-REC.
           05 ADJ-CODE     PIC X.
           05 ADJ-AMT      PIC S9(4) COMP.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-BAL          PIC S9(7) VALUE 0.
       01  WS-OUT          PIC -(7)9.
       PROCEDURE DIVISION.
           OPEN INPUT ADJ-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ ADJ-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               EVALUATE ADJ-CODE
                 WHEN 'C' ADD ADJ-AMT TO WS-BAL
                 WHEN 'D' SUBTRACT ADJ-AMT FROM WS-BAL
                 WHEN OTHER CALL 'AUDITX' USING ADJ-REC
               END-EVALUATE
             END-READ
           END-PERFORM
           MOVE WS-BAL TO WS-OUT
           DISPLAY 'BALANCE ' WS-OUT
           CLOSE ADJ-FILE
           STOP RUN.
