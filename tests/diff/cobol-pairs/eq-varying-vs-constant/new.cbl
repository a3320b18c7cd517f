      * TRI - the loop of old.cbl replaced by adding 6.
      * A refactoring that is equivalent; the verdict is unknown: the
      * solver reaches the time limit on the change obligation.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TRI.
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
       01  WS-I            PIC 9(2).
       01  WS-X            PIC 9(5)V99.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE 4 TO WS-I
               COMPUTE WS-X = IN-AMT + 6
               DISPLAY IN-KEY ' ' WS-X
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
