      * TRI - per record: the amount plus 1 + 2 + 3 by PERFORM
      * VARYING.
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
               MOVE IN-AMT TO WS-X
               PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 3
                 ADD WS-I TO WS-X
               END-PERFORM
               DISPLAY IN-KEY ' ' WS-X
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
