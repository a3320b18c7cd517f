      * ODOMOVE - group MOVE with OCCURS DEPENDING ON (Programming
      * Guide, "Creating variable-length tables (DEPENDING ON)"): a
      * sending group's length is its current one (the ODO object's
      * value just before the move); a receiving group that holds its
      * own ODO object is moved to at its maximum length (the object
      * need not be set first, the move sets it); a receiving group
      * whose object is outside it has its current length. cobc prints
      * the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ODOMOVE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  N PIC 9 VALUE 2.
       01  M PIC 9 VALUE 4.
       01  S.
           05 SHD PIC XX VALUE 'AB'.
           05 SE PIC X OCCURS 1 TO 5 DEPENDING ON N.
       01  R.
           05 RHD PIC XX.
           05 RE PIC X OCCURS 1 TO 5 DEPENDING ON M.
       01  X PIC X(8).
       01  S2.
           05 SN PIC 9 VALUE 4.
           05 SE2 PIC X OCCURS 1 TO 5 DEPENDING ON SN.
       01  R2.
           05 RN PIC 9 VALUE 1.
           05 RE2 PIC X OCCURS 1 TO 5 DEPENDING ON RN.
       PROCEDURE DIVISION.
           MOVE 5 TO N
           MOVE 'CDEFG' TO S(3:5)
           MOVE 2 TO N
           MOVE ALL '*' TO X
           MOVE S TO X
           DISPLAY '[' X ']'
           MOVE ALL '*' TO R
           DISPLAY '[' R ']'
           MOVE S TO R
           DISPLAY '[' R ']'
           MOVE 'ZYXWVUT' TO R
           MOVE 3 TO M
           DISPLAY '[' R ']'
           MOVE 'ABCD' TO S2(2:4)
           MOVE ALL '*' TO R2(2:1)
           MOVE S2 TO R2
           DISPLAY '[' R2 ']' RN
           MOVE 5 TO RN
           DISPLAY '[' R2 ']'
           MOVE '2XY' TO X
           MOVE X TO R2
           DISPLAY '[' R2 ']' RN
           MOVE 5 TO RN
           DISPLAY '[' R2 ']'
           STOP RUN.
