      * NATCMP - counts the records whose kind (national data) is AB.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NATCMP.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-CODE      PIC X(2).
           05 IN-NAME      PIC X(6).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-KIND         PIC N(3) VALUE N"???".
       01  WS-HITS         PIC 9(4) VALUE 0.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                 EVALUATE IN-CODE
                   WHEN 'AB' MOVE N"AB" TO WS-KIND
                   WHEN 'CD' MOVE N"CD " TO WS-KIND
                   WHEN OTHER MOVE SPACES TO WS-KIND
                 END-EVALUATE
                 IF WS-KIND = 'AB'
                   ADD 1 TO WS-HITS
                   DISPLAY 'AB ' IN-NAME
                 END-IF
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           DISPLAY 'HITS ' WS-HITS
           STOP RUN.
