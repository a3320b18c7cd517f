      * SRCHA - SEARCH ALL over a table in ascending key order, the
      * key from the record; a table search by PERFORM VARYING next
      * to it must agree; SET DOWN BY.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SRCHA.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-KEY       PIC 99.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-I            PIC 99.
       01  WS-AT           PIC 99.
       01  WS-KEYS         PIC X(10) VALUE '0307122040'.
       01  WS-KEY-T REDEFINES WS-KEYS.
           05 WS-KEY PIC 99 OCCURS 5 TIMES
                 ASCENDING KEY IS WS-KEY INDEXED BY KX.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               SEARCH ALL WS-KEY
                 AT END DISPLAY 'MISSING ' IN-KEY
                 WHEN WS-KEY(KX) = IN-KEY
                   SET WS-AT TO KX
                   DISPLAY 'KEY ' IN-KEY ' AT ' WS-AT
               END-SEARCH
               PERFORM VARYING WS-I FROM 1 BY 1
                       UNTIL WS-I > 5 OR WS-KEY(WS-I) = IN-KEY
                 CONTINUE
               END-PERFORM
               DISPLAY 'LOOP ' WS-I
               SET KX TO 5
               SET KX DOWN BY 2
               SET WS-AT TO KX
               DISPLAY 'DOWN ' WS-AT
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           STOP RUN.
