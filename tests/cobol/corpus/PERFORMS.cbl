      *================================================================*
      * PERFORMS - every PERFORM format.                               *
      * EXERCISES: out-of-line PERFORM para, PERFORM section, PERFORM  *
      *   p1 THRU p2 / THROUGH, n TIMES (literal and identifier),      *
      *   UNTIL, WITH TEST BEFORE / WITH TEST AFTER, VARYING ... FROM  *
      *   ... BY ... UNTIL with AFTER (two and three levels), VARYING  *
      *   an index, negative and decimal BY, inline PERFORM with each  *
      *   of these forms and END-PERFORM, nested inline PERFORMs,      *
      *   a PERFORM range that falls through several paragraphs.       *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PERFORMS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  I                       PIC S99.
       01  J                       PIC S99.
       01  K                       PIC S99.
       01  X                       PIC S9V9.
       01  N                       PIC 9 VALUE 3.
       01  CNT                     PIC 9(4) VALUE 0.
       01  TRACE-LINE              PIC X(30) VALUE SPACES.
       01  TP                      PIC 99 VALUE 1.
       01  TBL.
           05  ELEM                PIC 9 OCCURS 5 INDEXED BY EX.
       PROCEDURE DIVISION.
       MAIN SECTION.
       M-START.
           PERFORM BUMP
           PERFORM BUMP 2 TIMES
           PERFORM BUMP N TIMES
           PERFORM P-A THRU P-C
           PERFORM P-A THROUGH P-B
           PERFORM HELPERS
           PERFORM BUMP UNTIL CNT >= 10
           PERFORM BUMP WITH TEST AFTER UNTIL CNT >= 5
           PERFORM BUMP WITH TEST BEFORE UNTIL CNT >= 5
           PERFORM BUMP VARYING I FROM 1 BY 1 UNTIL I > 3
                   AFTER J FROM 3 BY -1 UNTIL J < 1
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 2
                   AFTER J FROM 1 BY 1 UNTIL J > 2
                   AFTER K FROM 1 BY 1 UNTIL K > 2
               ADD 1 TO CNT
           END-PERFORM
           PERFORM VARYING X FROM 0.5 BY 0.5 UNTIL X > 2.0
               ADD 1 TO CNT
           END-PERFORM
           PERFORM VARYING EX FROM 1 BY 1 UNTIL EX > 5
               SET ELEM(EX) TO EX
           END-PERFORM
           PERFORM 2 TIMES
               PERFORM WITH TEST AFTER UNTIL I > 5
                   ADD 1 TO I
               END-PERFORM
               MOVE 0 TO I
           END-PERFORM
           PERFORM UNTIL CNT > 100
               ADD 7 TO CNT
           END-PERFORM
           DISPLAY 'CNT ' CNT ' TBL ' TBL ' TRACE ' TRACE-LINE
           GOBACK.
       BUMP.
           ADD 1 TO CNT.
       P-A.
           MOVE 'A' TO TRACE-LINE(TP:1)
           ADD 1 TO TP.
       P-B.
           MOVE 'B' TO TRACE-LINE(TP:1)
           ADD 1 TO TP.
       P-C.
           MOVE 'C' TO TRACE-LINE(TP:1)
           ADD 1 TO TP.
       HELPERS SECTION.
       H-1.
           MOVE 'H' TO TRACE-LINE(TP:1)
           ADD 1 TO TP.
       H-2.
           MOVE 'h' TO TRACE-LINE(TP:1)
           ADD 1 TO TP.
