      *----------------------------------------------------------------*
      * XCOPYD: XCOPY WITH AN END: EACH 8-BYTE RECORD OF TRANIN COPIED  *
      * TO COPYOUT, THEN A LINE DISPLAYED AND RETURN CODE 4. ITS JAVA   *
      * TRANSLATIONS PRINT THROUGH A PRINTSTREAM OVER THE STANDARD      *
      * OUTPUT AND END WITH SYSTEM.EXIT, AS THE CORPUS'S DO.            *
      *----------------------------------------------------------------*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. XCOPYD.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO TRANIN
               ORGANIZATION IS SEQUENTIAL.
           SELECT OUT-FILE ASSIGN TO COPYOUT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F RECORD CONTAINS 8 CHARACTERS.
       01  IN-REC                   PIC X(8).
       FD  OUT-FILE RECORDING MODE F RECORD CONTAINS 8 CHARACTERS.
       01  OUT-REC                  PIC X(8).
       WORKING-STORAGE SECTION.
       01  WS-EOF                   PIC X VALUE 'N'.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
                OUTPUT OUT-FILE
           PERFORM UNTIL WS-EOF = 'Y'
               READ IN-FILE
                   AT END
                       MOVE 'Y' TO WS-EOF
                   NOT AT END
                       MOVE IN-REC TO OUT-REC
                       WRITE OUT-REC
               END-READ
           END-PERFORM
           CLOSE IN-FILE OUT-FILE
           DISPLAY 'XCOPYD: RECORDS COPIED'
           MOVE 4 TO RETURN-CODE
           STOP RUN.
