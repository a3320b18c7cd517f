      *================================================================*
      * ALTERGO - obsolete control flow still found in old programs.   *
      * EXERCISES: ALTER p TO PROCEED TO q (and ALTER ... TO q), a     *
      *   paragraph holding only GO TO (the ALTERable form), GO TO     *
      *   DEPENDING ON with an out-of-range value (falls through),     *
      *   NEXT SENTENCE inside nested IFs, a sentence of several       *
      *   statements ended by one period, PERFORM of a paragraph that  *
      *   contains GO TO to its own exit, STOP literal is omitted (it  *
      *   needs an operator), paragraphs with no statements.           *
      *   (A front end may report ALTER as unsupported by the          *
      *   semantics; it must still parse it.)                          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ALTERGO.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-PASS                 PIC 9 VALUE 1.
       01  WS-SEL                  PIC 9 VALUE 0.
       01  WS-LOG                  PIC X(20) VALUE SPACES.
       01  WS-P                    PIC 99 VALUE 1.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM SWITCH-PARA THRU SWITCH-EXIT 2 TIMES
           MOVE 7 TO WS-SEL
           GO TO SEL-1 SEL-2 DEPENDING ON WS-SEL.
           MOVE 'F' TO WS-LOG(WS-P:1) ADD 1 TO WS-P.
           IF WS-PASS = 2
               IF WS-SEL = 7
                   NEXT SENTENCE
               ELSE
                   MOVE 'X' TO WS-LOG(WS-P:1)
               END-IF
               MOVE 'Y' TO WS-LOG(WS-P:1)
           END-IF.
           DISPLAY 'LOG ' WS-LOG
           GOBACK.
       SEL-1.
       SEL-2.
           DISPLAY 'NOT REACHED'.
       SWITCH-PARA.
           GO TO FIRST-TIME.
       FIRST-TIME.
           MOVE '1' TO WS-LOG(WS-P:1) ADD 1 TO WS-P
           ALTER SWITCH-PARA TO PROCEED TO LATER-TIMES
           GO TO SWITCH-EXIT.
       LATER-TIMES.
           MOVE '2' TO WS-LOG(WS-P:1) ADD 1 TO WS-P
           MOVE 2 TO WS-PASS
           ALTER SWITCH-PARA TO FIRST-TIME.
       SWITCH-EXIT.
           EXIT.
