      * CODENUM - the code tested NUMERIC first.
      * changed_only_where_old_unsafe: where old is safe both agree
      * (by induction over the records); old goes wrong on the
      * rest.
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
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE IN-CODE TO WS-C
               IF WS-D NUMERIC
                 MULTIPLY WS-D BY IN-AMT GIVING WS-P
                 DISPLAY IN-KEY ' ' WS-P
               ELSE
                 DISPLAY IN-KEY ' ' WS-P
               END-IF
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
