      * INIT - INITIALIZE of old.cbl as one MOVE per field.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INIT.
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
       01  WS-GRP.
           05 G-KEY        PIC X(4).
           05 G-CNT        PIC 9(3).
           05 G-AMT        PIC S9(5)V99 COMP-3.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE SPACES TO G-KEY
               MOVE ZERO TO G-CNT
               MOVE ZERO TO G-AMT
               IF IN-CODE = 'K'
                 MOVE IN-KEY TO G-KEY
               END-IF
               ADD IN-AMT TO G-AMT
               DISPLAY WS-GRP
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
