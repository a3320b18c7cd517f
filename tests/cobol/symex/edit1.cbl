      * EDIT1 - numeric-edited moves of input values (symbolic editing).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EDIT1.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-AMT       PIC 9(6)V99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-LINE-AMT     PIC Z(7)9.99.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE IN-AMT TO WS-LINE-AMT
               DISPLAY 'AMT ' WS-LINE-AMT
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
