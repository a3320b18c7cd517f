      * WRSUB - a subscript outside 1..OCCURS: undefined result.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WRSUB.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  T.
           05 E PIC X OCCURS 3.
       01  I PIC 99 VALUE 4.
       PROCEDURE DIVISION.
           MOVE 'A' TO E(I)
           STOP RUN.
