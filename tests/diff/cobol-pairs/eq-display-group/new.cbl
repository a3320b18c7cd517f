      * SHOW - the same line built in a group and displayed whole.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SHOW.
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
       01  WS-SHOW.
           05 S-KEY        PIC X(4).
           05 FILLER       PIC X(3) VALUE ' / '.
           05 S-CODE       PIC X.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE IN-KEY TO S-KEY
               MOVE IN-CODE TO S-CODE
               DISPLAY WS-SHOW
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
