      * ALTER - the GO TO of an altered paragraph proceeds to the ALTER's
      * procedure (Language Reference, "ALTER statement"); a GO TO with
      * no target that no ALTER has set is undefined (goes wrong).
      * The lines before it are what cobc prints.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ALTER.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM SW THRU SW-END 3 TIMES
           ALTER SW TO PROCEED TO P-C
           PERFORM SW THRU SW-END
           GO TO NOWHERE.
       SW.
           GO TO P-A.
       P-A.
           DISPLAY 'A' ALTER SW TO P-B GO TO SW-END.
       P-B.
           DISPLAY 'B' GO TO SW-END.
       P-C.
           DISPLAY 'C'.
       SW-END.
           EXIT.
       NOWHERE.
           GO TO.
