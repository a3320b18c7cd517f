      * CNTREC - counts the records of a file and adds up their amounts.
      * The old version leaves WS-COUNT without a VALUE clause: GnuCOBOL
      * starts it at zero (by PICTURE), z/OS leaves it unpredictable (IBM
      * Language Reference, VALUE clause). The new version says VALUE
      * ZERO. Equivalent only under the GnuCOBOL start, and the verdict
      * must say so (file `assume`).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CNTREC.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT AMT-FILE ASSIGN TO AMTIN.
       DATA DIVISION.
       FILE SECTION.
       FD  AMT-FILE RECORDING MODE F.
       01  AMT-REC.
           05 AMT-KEY      PIC X(4).
           05 AMT-VALUE    PIC 9(5).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-COUNT        PIC 9(5) VALUE ZERO.
       01  WS-TOTAL        PIC 9(7) VALUE 0.
       PROCEDURE DIVISION.
           OPEN INPUT AMT-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ AMT-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-COUNT
               ADD AMT-VALUE TO WS-TOTAL
             END-READ
           END-PERFORM
           CLOSE AMT-FILE
           DISPLAY 'RECORDS ' WS-COUNT ' TOTAL ' WS-TOTAL
           STOP RUN.
