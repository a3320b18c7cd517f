      * TABSC - subscripts from the record in conditions that stop at
      * the first operand deciding them (the interpreter's AND/OR):
      * where the subscripted operand is not evaluated its range does
      * not matter; where it is, out of range is an undefined result.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TABSC.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-N         PIC 9.
           05 IN-C         PIC X.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-I            PIC 99.
       01  WS-CODES        PIC X(5) VALUE 'ABCDE'.
       01  WS-CODE-T REDEFINES WS-CODES.
           05 WS-CODE      PIC X OCCURS 5 TIMES.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-N > 5 OR WS-CODE(IN-N) = IN-C
                 DISPLAY 'HIT ' IN-N
               END-IF
               IF IN-N < 6 AND WS-CODE(IN-N) NOT = IN-C
                 DISPLAY 'MISS ' IN-N
               END-IF
               PERFORM VARYING WS-I FROM 1 BY 1
                       UNTIL WS-I > 5 OR WS-CODE(WS-I) = IN-C
                 CONTINUE
               END-PERFORM
               DISPLAY 'AT ' WS-I
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
