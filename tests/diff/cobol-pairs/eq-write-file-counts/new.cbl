      * OUTCNT - the record moved and written FROM, in a paragraph.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. OUTCNT.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
           SELECT OUT-FILE ASSIGN TO OUTDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC X(4).
           05 IN-AMT       PIC 9(3)V99.
           05 IN-QTY       PIC S9(3) COMP-3.
           05 IN-CODE      PIC X.
           05 IN-N         PIC 9(4) BINARY.
       FD  OUT-FILE RECORDING MODE F.
       01  OUT-REC         PIC X(40).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-ED           PIC ZZ9.99.
       01  WS-LINE.
           05 L-KEY        PIC X(4).
           05 FILLER       PIC X VALUE SPACE.
           05 L-AMT        PIC ZZ9.99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE OUTPUT OUT-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-CODE = 'W'
                 PERFORM 1000-OUT
               END-IF
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE OUT-FILE
           STOP RUN.
       1000-OUT.
           MOVE SPACES TO WS-LINE
           MOVE IN-KEY TO L-KEY
           MOVE IN-KEY TO L-AMT (1:4)
           WRITE OUT-REC FROM WS-LINE.
