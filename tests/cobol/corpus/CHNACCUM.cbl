      * Subprogram (no DD names); CALLed by CALLCHN.
      *================================================================*
      * CHNACCUM - accumulates payment totals by type for CALLCHN and  *
      * reports them on request.                                       *
      * EXERCISES: PROCEDURE DIVISION USING BY REFERENCE / BY VALUE    *
      *   (the amount in cents as a binary fullword passed by value),  *
      *   WORKING-STORAGE totals that live from the first CALL until   *
      *   the caller's CANCEL (the next CALL sees VALUE clauses        *
      *   again), a function code, RETURN-CODE 12 for an unknown type  *
      *   and 16 for an unknown function, EXIT PROGRAM.                *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CHNACCUM.
       AUTHOR. R. ICHIKAWA.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-CALLS                PIC S9(5) COMP-3 VALUE 0.
       01  WS-TYPES                PIC X(3) VALUE 'RXP'.
       01  WS-TOTALS.
           05  WS-TOTAL OCCURS 3 INDEXED BY TX.
               10  WS-T-COUNT      PIC S9(5) COMP-3 VALUE 0.
               10  WS-T-CENTS      PIC S9(13) COMP-3 VALUE 0.
       01  WS-I                    PIC 9 COMP.
       LINKAGE SECTION.
       01  LK-FUNCTION             PIC X.
       01  LK-TYPE                 PIC X.
       01  LK-CENTS                PIC S9(9) COMP-5.
       01  LK-SUMMARY.
           05  LK-CALLS            PIC 9(5).
           05  LK-LINE OCCURS 3.
               10  LK-S-TYPE       PIC X.
               10  LK-S-COUNT      PIC 9(5).
               10  LK-S-AMOUNT     PIC S9(11)V99.
       PROCEDURE DIVISION USING BY REFERENCE LK-FUNCTION LK-TYPE
                                BY VALUE LK-CENTS
                                BY REFERENCE LK-SUMMARY.
       0000-ENTRY.
           ADD 1 TO WS-CALLS
           MOVE 0 TO RETURN-CODE
           EVALUATE LK-FUNCTION
               WHEN 'A'
                   PERFORM 1000-ADD
               WHEN 'R'
                   PERFORM 2000-REPORT
               WHEN OTHER
                   MOVE 16 TO RETURN-CODE
           END-EVALUATE
           EXIT PROGRAM.
       1000-ADD.
           SET TX TO 1
           SEARCH WS-TOTAL
               AT END
                   MOVE 12 TO RETURN-CODE
               WHEN WS-TYPES(TX:1) = LK-TYPE
                   ADD 1 TO WS-T-COUNT(TX)
                   ADD LK-CENTS TO WS-T-CENTS(TX)
           END-SEARCH.
       2000-REPORT.
           MOVE WS-CALLS TO LK-CALLS
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 3
               MOVE WS-TYPES(WS-I:1) TO LK-S-TYPE(WS-I)
               MOVE WS-T-COUNT(WS-I) TO LK-S-COUNT(WS-I)
               COMPUTE LK-S-AMOUNT(WS-I) = WS-T-CENTS(WS-I) / 100
           END-PERFORM.
