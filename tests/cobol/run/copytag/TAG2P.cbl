      * TAG2P - a tag standing alone ((TAG) as a whole data name) and
      * inside a word, next to subscripts T-E(I), T-E (1) and (I) in an
      * expression, which stay parentheses. cobc prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TAG2P.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  TBL.
           05  T-E PIC X OCCURS 3 VALUE 'Z'.
       01  I PIC 9 VALUE 2.
       COPY TAG2 REPLACING ==(TAG)== BY ==XY==.
       PROCEDURE DIVISION.
           DISPLAY XY ' ' A-XY-B ' ' T-E(I) ' ' T-E (1)
           COMPUTE I = (I) - 1
           DISPLAY I
           STOP RUN.
