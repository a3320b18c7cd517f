      * NATCONS - DISPLAY UPON CONSOLE of national items whose data
      * comes from the input (Language Reference, "DISPLAY statement":
      * national items are converted to the code page "if the output
      * is directed to CONSOLE", written as they are elsewhere):
      * compared with the interpreter by test_cbl_symex. The first
      * DISPLAY converts characters just converted from input bytes,
      * the second a value merged from two paths.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATCONS.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-CODE      PIC X(2).
           05 IN-QTY       PIC 9(3).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-NCODE        PIC N(3).
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                 MOVE IN-CODE TO WS-NCODE
                 DISPLAY WS-NCODE UPON CONSOLE
                 IF IN-QTY > 500 MOVE N"HI" TO WS-NCODE END-IF
                 DISPLAY WS-NCODE UPON CONSOLE
                 DISPLAY WS-NCODE
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
