      * CNTREC - counts the records of its input file and says how many.
      * The pair late-difference: new.cbl differs from this program only on
      * files of more than 6 records, beyond what the bounded summaries and
      * the probes follow: the verdict must not be `equivalent`.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CNTREC.
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
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-COUNT        PIC 9(5) VALUE 0.
       01  WS-TOTAL        PIC 9(7)V99 VALUE 0.
       01  WS-OUT          PIC Z(6)9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD 1 TO WS-COUNT
               ADD IN-AMT TO WS-TOTAL
             END-READ
           END-PERFORM
           MOVE WS-TOTAL TO WS-OUT
           DISPLAY 'RECORDS ' WS-COUNT ' TOTAL ' WS-OUT
           CLOSE IN-FILE
           STOP RUN.
