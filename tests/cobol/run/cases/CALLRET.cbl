      * CALLRET - CALL … RETURNING (Language Reference, "CALL statement",
      * "PROCEDURE DIVISION header"): the called program's RETURNING
      * item is the value of the call, received in the CALL's RETURNING
      * item; a program without RETURNING gives no value (goes wrong).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CALLRET.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-A   PIC S9(4) COMP VALUE 7.
       01  WS-R   PIC S9(8) COMP VALUE 0.
       PROCEDURE DIVISION.
           CALL 'TWICE' USING WS-A RETURNING WS-R
           DISPLAY 'R ' WS-R
           MOVE 21 TO WS-A
           CALL 'TWICE' USING BY CONTENT WS-A RETURNING WS-R
           DISPLAY 'R ' WS-R
           CALL 'NORET' RETURNING WS-R
           STOP RUN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TWICE.
       DATA DIVISION.
       LINKAGE SECTION.
       01  LK-A   PIC S9(4) COMP.
       01  LK-R   PIC S9(8) COMP.
       PROCEDURE DIVISION USING LK-A RETURNING LK-R.
           COMPUTE LK-R = LK-A * 2
           GOBACK.
       END PROGRAM TWICE.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NORET.
       PROCEDURE DIVISION.
           GOBACK.
       END PROGRAM NORET.
       END PROGRAM CALLRET.
