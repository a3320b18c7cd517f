      * ERROR: GO TO names paragraph MISSING-EXIT, which does not
      * exist (EXIT-PARA does).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-UNDEFINED-GOTO.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           IF WS-N = 0
               GO TO MISSING-EXIT
           END-IF
           GOBACK.
       EXIT-PARA.
           EXIT.
       LAST-PARA.
           GOBACK.
