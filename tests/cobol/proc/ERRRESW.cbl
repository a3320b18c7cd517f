      * ERRRESW: reserved words used as procedure names. A procedure-name
      * is a user-defined word (Language Reference, "Procedure division
      * structure"; "Reserved words"): each header is one located error,
      * and the paragraphs after it still parse (before: the END header
      * was reported again in every round, 50 times, up to the limit).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ERRRESW.
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY 'A'
           STOP RUN.
       END.
           DISPLAY 'B'.
       ELSE SECTION.
       OK-PARA.
           DISPLAY 'C'
       DATA.
           DISPLAY 'D'.
