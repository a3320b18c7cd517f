      *----------------------------------------------------------------*
      * XCOPYRP: XCOPYRA READING AHEAD THROUGH A PARAGRAPH, AS CTLBRK   *
      * DOES: PERFORM 1100-READ BEFORE THE LOOP AND AT THE END OF ITS   *
      * BODY, 1100-READ HOLDING THE READ AND A CHECK OF ITS STATUS. THE *
      * HEADS ARE TAKEN AT THAT READ (PROGRAM-ID XCOPYRA: ITS INTERFACE).*
      *----------------------------------------------------------------*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. XCOPYRA.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO TRANIN
               ORGANIZATION IS SEQUENTIAL
               FILE STATUS IS WS-IN-ST.
           SELECT OUT-FILE ASSIGN TO COPYOUT
               ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F RECORD CONTAINS 8 CHARACTERS.
       01  IN-REC                   PIC X(8).
       FD  OUT-FILE RECORDING MODE F RECORD CONTAINS 8 CHARACTERS.
       01  OUT-REC                  PIC X(8).
       WORKING-STORAGE SECTION.
       01  WS-IN-ST                 PIC XX.
           88  IN-OK                VALUE '00'.
           88  IN-EOF               VALUE '10'.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
                OUTPUT OUT-FILE
           PERFORM 1100-READ
           PERFORM 1000-COPY UNTIL IN-EOF
           CLOSE IN-FILE OUT-FILE
           STOP RUN.
       1000-COPY.
           MOVE IN-REC TO OUT-REC
           WRITE OUT-REC
           PERFORM 1100-READ.
       1100-READ.
           READ IN-FILE
           IF NOT IN-OK AND NOT IN-EOF
               DISPLAY 'XCOPYRA: READ FAILED, STATUS ' WS-IN-ST
               MOVE 12 TO RETURN-CODE
               STOP RUN
           END-IF.
