      * CANCELID - CANCEL identifier: the program named by the data
      * item's value is cancelled, so its next CALL finds its
      * WORKING-STORAGE in the initial state (IBM LR "CANCEL statement").
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CANCELID.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-PGM                  PIC X(8) VALUE 'COUNTER'.
       PROCEDURE DIVISION.
           CALL WS-PGM
           CALL WS-PGM
           CANCEL WS-PGM
           CALL WS-PGM
           GOBACK.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COUNTER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-N                    PIC 9 VALUE 0.
       PROCEDURE DIVISION.
           ADD 1 TO WS-N
           DISPLAY 'CALL ' WS-N
           GOBACK.
       END PROGRAM COUNTER.
       END PROGRAM CANCELID.
