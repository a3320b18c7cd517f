      * ACCNUM - ACCEPT from SYSIN is a data transfer, not a MOVE
      * (Language Reference, "ACCEPT statement", format 1): the system
      * input device is read until the receiving area is filled, each
      * fixed-length record used entire, records concatenated, the last
      * one truncated; no editing or error checking. SYSIN here is
      * instream data, 80-byte cards. So "7" accepted into PIC 999 is
      * "7  " (not NUMERIC; cobc moves it as an alphanumeric sender and
      * gets 007), a JUSTIFIED RIGHT item is filled from the left, and an
      * item of 100 bytes takes one card and 20 bytes of the next.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCNUM.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N5 PIC 9(5).
       01  N3 PIC 9(3).
       01  J5 PIC X(5) JUSTIFIED RIGHT.
       01  A100 PIC X(100).
       01  B10 PIC X(10) VALUE 'UNCHANGED'.
       PROCEDURE DIVISION.
           ACCEPT N5
           ADD 1 TO N5
           DISPLAY 'N5 ' N5
           ACCEPT N3
           IF N3 IS NUMERIC
               DISPLAY 'N3 NUMERIC ' N3
           ELSE
               DISPLAY 'N3 NOT NUMERIC [' N3 ']'
           END-IF
           ACCEPT J5
           DISPLAY 'J5 [' J5 ']'
           ACCEPT A100
           DISPLAY '[' A100(1:6) '] [' A100(75:12) '] [' A100(95:6) ']'
           ACCEPT A100
           DISPLAY '[' A100(1:5) '] [' A100(81:20) ']'
           ACCEPT B10
           DISPLAY '[' B10 ']'
           STOP RUN.
