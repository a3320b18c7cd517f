      * TABLE2 - a two-dimensional table written and read through
      * subscripts that depend on the record (one an expression):
      * out-of-range and invalid subscripts go wrong as the interpreter
      * says (subscript out of range: an undefined result).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TABLE2.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT IN-FILE ASSIGN TO INDD.
       DATA DIVISION.
       FILE SECTION.
       FD  IN-FILE RECORDING MODE F.
       01  IN-REC.
           05 IN-A         PIC 9.
           05 IN-B         PIC S9 COMP-3.
           05 IN-C         PIC XX.
       WORKING-STORAGE SECTION.
       01  WS-EOF          PIC X VALUE 'N'.
       01  WS-GRID.
           05 WS-ROW OCCURS 3 TIMES.
              10 WS-CELL   PIC XX OCCURS 4 TIMES VALUE '..'.
       PROCEDURE DIVISION.
       0000-MAIN.
           OPEN INPUT IN-FILE
           PERFORM UNTIL WS-EOF = 'Y'
             READ IN-FILE AT END MOVE 'Y' TO WS-EOF
             NOT AT END
               IF IN-A > 0
                 MOVE IN-C TO WS-CELL(IN-A, IN-B + 1)
                 DISPLAY WS-ROW(IN-A)
               END-IF
             END-READ
           END-PERFORM
           DISPLAY WS-GRID
           CLOSE IN-FILE
           STOP RUN.
