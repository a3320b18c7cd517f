      * RANDSUB - a receiver's subscript that calls FUNCTION RANDOM is
      * evaluated once: ADD reads and stores the same element and takes
      * one number of the sequence (the standard: subscripting is
      * evaluated once, each receiver's before its store; cobc 3.1.2
      * does the same: after ADD 5 TO T(FUNCTION RANDOM * 4 + 1) the
      * next RANDOM is the second number of the sequence; IBM's own
      * text on it was not found). The numbers are an input
      * of the run (RANDSUB.args: --random 0=0.25,0.75,0.5): the first
      * ADD adds 5 to T(2), the second 1 to T(4); DIVIDE stores its
      * quotient and remainder with the third number, T(3). Evaluated
      * twice, the first ADD would read T(2) and store into T(4).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RANDSUB.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 T-TAB.
          05 T PIC 9(3) OCCURS 4.
       01 REM PIC 9(3).
       PROCEDURE DIVISION.
           MOVE ZEROS TO T-TAB
           MOVE 7 TO T(2)
           ADD 5 TO T(FUNCTION RANDOM * 4 + 1)
           ADD 1 TO T(FUNCTION RANDOM * 4 + 1)
           DISPLAY T(1) ' ' T(2) ' ' T(3) ' ' T(4)
           DIVIDE 17 BY 5 GIVING T(FUNCTION RANDOM * 4 + 1)
               REMAINDER REM
           DISPLAY T(1) ' ' T(2) ' ' T(3) ' ' T(4) ' ' REM
           STOP RUN.
