      * PERFVAR - PERFORM VARYING ... AFTER ... AFTER (Language
      * Reference, "Varying two identifiers", "Varying three
      * identifiers"): all identifiers get their FROM values first;
      * when an inner UNTIL is true the identifier outside it is
      * augmented and the inner ones are set to the current values of
      * their FROM (which may name the outer identifier), so at the
      * end every AFTER identifier holds its FROM value: END 333 (cobc
      * prints END 334: it does not reset the innermost one). With TEST
      * AFTER nothing is augmented after the last cycle.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PERFVAR.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  I PIC 9.
       01  J PIC 9.
       01  K PIC 9.
       01  N PIC 99 VALUE 0.
       PROCEDURE DIVISION.
           PERFORM P1 VARYING I FROM 1 BY 1 UNTIL I > 2
               AFTER J FROM I BY 1 UNTIL J > 3
               AFTER K FROM J BY 1 UNTIL K > 3
           DISPLAY 'END ' I J K ' ' N
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 2
               AFTER J FROM 1 BY 1 UNTIL J > I
               DISPLAY I J
           END-PERFORM
           DISPLAY 'END ' I J
           MOVE 0 TO N
           PERFORM P1 WITH TEST AFTER
               VARYING I FROM 1 BY 1 UNTIL I >= 2
               AFTER J FROM I BY 1 UNTIL J >= 3
               AFTER K FROM J BY 1 UNTIL K >= 3
           DISPLAY 'END ' I J K ' ' N
           PERFORM P1 VARYING I FROM 5 BY 1 UNTIL I > 2
               AFTER J FROM 7 BY 1 UNTIL J > 3
           DISPLAY 'NONE ' I J
           STOP RUN.
       P1.
           ADD 1 TO N
           DISPLAY I J K.
