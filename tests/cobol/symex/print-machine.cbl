      * A print file written with machine control characters because
      * one WRITE says BEFORE (IBM support document swg21240217), and
      * under NOADV (Programming Guide, "ADV": the control character
      * takes the record's first byte): X'01' no space, X'09' 1 line,
      * X'19' 3 lines after printing; an AFTER move before the record
      * is a record holding only an immediate command (X'0B', X'13').
       CBL NOADV
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PRTMCC.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
           SELECT PRT-FILE ASSIGN TO PRTDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE.
       01  IN-REC.
           05 IN-CODE      PIC X.
           05 IN-AMT       PIC S9(3)V9 COMP-3.
       FD  PRT-FILE.
       01  PRT-REC.
           05 PRT-CC       PIC X.
           05 PRT-AMT      PIC -ZZ9.9.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       PROCEDURE DIVISION.
           OPEN INPUT IN-FILE OUTPUT PRT-FILE
           PERFORM UNTIL WS-EOF = 'Y'
               READ IN-FILE AT END MOVE 'Y' TO WS-EOF
               NOT AT END
                   MOVE IN-AMT TO PRT-AMT
                   IF IN-CODE = 'X'
                       WRITE PRT-REC BEFORE ADVANCING 3 LINES
                   ELSE IF IN-CODE = 'Y'
                       WRITE PRT-REC BEFORE ADVANCING 0
                   ELSE
                       WRITE PRT-REC AFTER ADVANCING 2 LINES
                   END-IF END-IF
               END-READ
           END-PERFORM
           CLOSE IN-FILE PRT-FILE
           STOP RUN.
