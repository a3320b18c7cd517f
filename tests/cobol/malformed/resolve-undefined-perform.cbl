      * ERROR: PERFORM names paragraph NO-SUCH-PARA, which does not
      * exist.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-UNDEFINED-PERFORM.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM NO-SUCH-PARA
           GOBACK.
