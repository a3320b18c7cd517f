      * SEGALTER - segmentation (Language Reference, "ALTER statement",
      * segmentation considerations): "Altered GO TO statements in
      * independent segments are returned to their initial state when
      * control is transferred to the independent segment that
      * contains the ALTERED GO TO from another independent segment
      * with a different priority-number" (PERFORM, GO TO, falling
      * through, SORT procedures); sections of priority 50-99 are
      * independent, entering one from a fixed segment keeps its
      * state. And "A GO TO statement that is coded in an independent
      * segment must not be referenced by an ALTER statement in a
      * segment with a different priority-number": the last ALTER,
      * from the fixed segment, is a program Enterprise COBOL rejects,
      * so the run goes wrong there. cobc 3.1.2 resets nothing (S60's
      * third entry takes the altered path: ibm-vs-gnucobol.md S1).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SEGALTER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N PIC 9 VALUE 0.
       PROCEDURE DIVISION.
       MAIN-S SECTION.
       M1. PERFORM S60 PERFORM S60
           PERFORM S70
           PERFORM S60
           GO TO S80.
       M2. ALTER B2 TO PROCEED TO B3
           STOP RUN.
       S60 SECTION 60.
       B1. ADD 1 TO N DISPLAY "S60 ENTRY " N.
       B2. GO TO B4.
       B3. DISPLAY "S60 ALTERED PATH" GO TO B5.
       B4. DISPLAY "S60 INITIAL PATH" ALTER B2 TO PROCEED TO B3.
       B5. EXIT.
       S70 SECTION 70.
       C1. DISPLAY "S70" PERFORM S60 DISPLAY "S70 BACK".
       C2. EXIT.
       S80 SECTION 80.
       D1. DISPLAY "S80" PERFORM S60 GO TO M2.
