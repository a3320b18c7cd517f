      * SIZEERR1 - NOT ON SIZE ERROR alone leaves a receiver in size error
      * unchanged (Language Reference, "SIZE ERROR phrases"), ON SIZE ERROR
      * too, no phrase truncates: checked against the interpreter.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SIZEERR1.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-A         PIC 9(3).
           05 IN-B         PIC S9(2)V9.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-S1           PIC 9(2) VALUE 5.
       01  WS-S2           PIC S9(2)V9 VALUE 0.
       01  WS-S3           PIC 9(2) VALUE 0.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               ADD IN-A TO WS-S1 NOT ON SIZE ERROR DISPLAY 'S1 OK'
               END-ADD
               MULTIPLY IN-B BY WS-S2 ROUNDED ON SIZE ERROR DISPLAY 'S2'
               END-MULTIPLY
               ADD IN-B 1 GIVING WS-S2
               COMPUTE WS-S3 = IN-A * 2
               DISPLAY 'S ' WS-S1 ' ' WS-S2 ' ' WS-S3
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
