      * ALLINP - a file, SYSIN cards, the clock and a PARM in one program: every
      * input that is not a file at once (lang_data.c keeps room for all three).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ALLINP.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC          PIC X(4).
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  CARD            PIC X(80).
       01  TODAY           PIC 9(8).
       LINKAGE SECTION.
       01  PARM-AREA.
           05 PARM-LEN     PIC S9(4) COMP.
           05 PARM-TEXT    PIC X(8).
       PROCEDURE DIVISION USING PARM-AREA.
           ACCEPT CARD
           ACCEPT TODAY FROM DATE YYYYMMDD
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-REC = CARD(1:4) AND PARM-TEXT(1:1) = 'X'
                 DISPLAY IN-REC ' ' TODAY
               END-IF
             END-READ
           END-PERFORM
           CLOSE IN-FILE
           GOBACK.
