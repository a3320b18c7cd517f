      * CODENUM - the code tested NUMERIC first. Equivalent wherever old
      * stays safe (by induction over the records), but old goes wrong
      * only from the ninth record on, beyond the record bound of the
      * search for a witness: unknown, never changed_only_where_old_
      * unsafe without a replayed witness, never equivalent.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CODENUM.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-AMT       PIC 9(3)V99.
           05 IN-QTY       PIC S9(3) COMP-3.
           05 IN-CODE      PIC X.
           05 IN-N         PIC 9(4) BINARY.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-C            PIC X.
       01  WS-D REDEFINES WS-C PIC 9.
       01  WS-P            PIC 9(5).
       01  WS-CNT          PIC 9(4) VALUE 0.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-CNT
               MOVE IN-CODE TO WS-C
               IF WS-CNT > 8 AND WS-D NUMERIC
                 MULTIPLY WS-D BY IN-AMT GIVING WS-P
               END-IF
               DISPLAY IN-KEY ' ' WS-P
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
