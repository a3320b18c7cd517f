      * ERROR: an IF inside an inline PERFORM has no END-IF before
      * END-PERFORM.  The END-PERFORM of the containing statement ends
      * the IF implicitly (IBM and ISO: an explicit scope terminator
      * of a containing statement terminates the contained one), so
      * the END-IF after it has no open IF: that END-IF is the error.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SYNTAX-IF-END-PERFORM.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM 3 TIMES
               IF WS-N > 1
                   DISPLAY 'BIG'
           END-PERFORM
           END-IF
           GOBACK.
