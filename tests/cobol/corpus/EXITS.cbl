      *================================================================*
      * EXITS - every way out of a paragraph, section, loop, program.  *
      * EXERCISES: EXIT (plain, alone in a paragraph), EXIT PARAGRAPH, *
      *   EXIT SECTION, EXIT PERFORM and EXIT PERFORM CYCLE inside an  *
      *   inline PERFORM, EXIT PROGRAM, GOBACK, STOP RUN (in a branch  *
      *   never taken), GO TO (out of a PERFORMed range), CONTINUE,    *
      *   NEXT SENTENCE, a nested program left by EXIT PROGRAM.        *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXITS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  I                       PIC 99.
       01  EVENS                   PIC 99 VALUE 0.
       01  LOG-LINE                PIC X(40) VALUE SPACES.
       PROCEDURE DIVISION.
       MAIN SECTION.
       M-1.
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 10
               IF FUNCTION MOD(I, 2) = 1
                   EXIT PERFORM CYCLE
               END-IF
               ADD 1 TO EVENS
               IF I = 8
                   EXIT PERFORM
               END-IF
           END-PERFORM
           DISPLAY 'EVENS UP TO 8: ' EVENS
           PERFORM P-EARLY
           PERFORM WORK
           PERFORM P-SENTENCE
           CALL 'EXITSUB'
           IF I = 99
               STOP RUN
           END-IF
           DISPLAY LOG-LINE
           GOBACK.
       P-EARLY.
           MOVE 'EARLY ' TO LOG-LINE(1:6)
           IF EVENS > 0
               EXIT PARAGRAPH
           END-IF
           MOVE 'NEVER ' TO LOG-LINE(1:6).
       P-EXIT.
           EXIT.
       P-SENTENCE.
           IF EVENS = 4
               NEXT SENTENCE
           ELSE
               MOVE 'BAD' TO LOG-LINE(20:3)
           END-IF
           MOVE 'NOT REACHED' TO LOG-LINE(20:11).
           CONTINUE.
       WORK SECTION.
       S-WORK.
           MOVE 'SECTION ' TO LOG-LINE(7:8)
           IF EVENS = 4
               EXIT SECTION
           END-IF
           MOVE 'NEVER' TO LOG-LINE(7:5).
       S-MORE.
           MOVE 'NEVER' TO LOG-LINE(7:5).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXITSUB.
       PROCEDURE DIVISION.
           DISPLAY 'IN NESTED EXITSUB'
           EXIT PROGRAM.
       END PROGRAM EXITSUB.
       END PROGRAM EXITS.
