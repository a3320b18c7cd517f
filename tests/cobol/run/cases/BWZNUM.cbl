      * BWZNUM - BLANK WHEN ZERO on an item whose PICTURE is numeric
      * makes it numeric-edited (Language Reference, "BLANK WHEN ZERO
      * clause"): a zero value - from VALUE, MOVE or COMPUTE - shows
      * spaces; V is no character position, so PIC 9(3)V99 is 5 bytes;
      * compared with a numeric literal it is an alphanumeric operand
      * ("0007" is not 7). Before, the clause was ignored on such items
      * (MOVE 0 gave 0000). cobc prints the same lines but for the V
      * picture, which it makes 6 bytes (012340, and 12340 moved back).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. BWZNUM.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 B PIC 9(4) BLANK WHEN ZERO VALUE 0.
       01 D PIC 9(4) BLANK WHEN ZERO VALUE 12.
       01 E PIC 9(3)V99 BLANK WHEN ZERO.
       01 F PIC 9(3)V99.
       PROCEDURE DIVISION.
           DISPLAY '[' B '][' D ']'
           MOVE 0 TO D DISPLAY '[' D ']'
           COMPUTE E = 12.345 DISPLAY '[' E ']'
           MOVE E TO F DISPLAY F
           MOVE ZERO TO E DISPLAY '[' E ']'
           MOVE 7 TO D DISPLAY '[' D ']'
           IF D = 7 DISPLAY 'EQUAL' ELSE DISPLAY 'NOT EQUAL' END-IF
           STOP RUN.
