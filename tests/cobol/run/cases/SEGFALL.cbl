      * SEGFALL - segmentation, the Enterprise COBOL 6 reading
      * (tests/cobol/ibm-vs-gnucobol.md S1): "Altered GO TO statements
      * in independent segments are returned to their initial state
      * when control is transferred to the independent segment that
      * contains the ALTERED GO TO from another independent segment
      * with a different priority-number", by "the effect of previous
      * statements" (falling through from S60 into S70), a PERFORM or
      * GO TO (S65's PERFORM), or a SORT/MERGE procedure (Language
      * Reference, "ALTER statement", segmentation considerations).
      * Entering S70 from the fixed segment keeps its state: the second
      * and the fourth PERFORM from MAIN-S take the altered path.
      * cobc 3.1.2 resets nothing (the fourth and last take it too).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SEGFALL.
       PROCEDURE DIVISION.
       MAIN-S SECTION.
       M1. PERFORM S70
           PERFORM S70
           PERFORM S60 THRU S70
           PERFORM S70
           GO TO S65.
       M2. STOP RUN.
       S60 SECTION 60.
       A1. DISPLAY "S60".
       S70 SECTION 70.
       G7. GO TO P7A.
       P7A. DISPLAY "S70 INITIAL" ALTER G7 TO PROCEED TO P7B
            GO TO P7C.
       P7B. DISPLAY "S70 ALTERED".
       P7C. EXIT.
       S65 SECTION 65.
       B1. DISPLAY "S65" PERFORM S70 GO TO M2.
