       CBL NOADV
      * RBNOADV - reading a print file back under NOADV (Programming
      * Guide, "ADV": under NO "the compiler uses the first character
      * of the specified record area to place the printer control
      * character"): READ gives the data set's records, the control
      * character in the record's first byte, the blank record of a
      * 5-line move included; OPEN EXTEND adds after them. Not a PRT*
      * program of print.sh's loop: print.sh checks its lines itself.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RBNOADV.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT P ASSIGN TO PRT ORGANIZATION IS SEQUENTIAL.
       DATA DIVISION.
       FILE SECTION.
       FD  P.
       01  R.
           05 R-CC PIC X.
           05 R-T  PIC X(9).
       WORKING-STORAGE SECTION.
       01  EOF PIC X.
       PROCEDURE DIVISION.
           OPEN OUTPUT P
           MOVE 'HEAD' TO R-T
           WRITE R AFTER ADVANCING PAGE
           MOVE 'ONE' TO R-T
           WRITE R AFTER ADVANCING 5 LINES
           CLOSE P
           PERFORM SHOW
           OPEN EXTEND P
           MOVE 'TWO' TO R-T
           WRITE R AFTER ADVANCING 1 LINE
           CLOSE P
           PERFORM SHOW
           STOP RUN.
       SHOW.
           OPEN INPUT P
           MOVE 'N' TO EOF
           PERFORM UNTIL EOF = 'Y'
               READ P AT END MOVE 'Y' TO EOF
                   NOT AT END DISPLAY R-CC '|' R-T
               END-READ
           END-PERFORM
           CLOSE P
           DISPLAY '--'.
