      * MIDNUM - the key's characters 2-3 used as a number in a
      * COMPUTE: undefined when they are not digits.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. MIDNUM.
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
       01  WS-TXT          PIC X(2).
       01  WS-NUM REDEFINES WS-TXT PIC 9(2).
       01  WS-OUT          PIC 9(5).
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               MOVE IN-KEY (2:2) TO WS-TXT
               COMPUTE WS-OUT = WS-NUM * 3
               ADD IN-AMT TO WS-OUT
               DISPLAY IN-KEY ' ' WS-OUT
             END-READ
           END-PERFORM
       
           CLOSE IN-FILE
           STOP RUN.
