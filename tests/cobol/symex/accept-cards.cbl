      * ACCEPT from SYSIN into every kind of receiver the interpreter
      * fills by IBM's data transfer rule: a numeric item (the card's
      * bytes, not a MOVE), a JUSTIFIED item (filled from the left), a
      * group of 100 bytes (a card and 20 bytes of the next) and a short
      * alphanumeric item (the rest of its card skipped); each read
      * only while cards are left (EOF leaves an item unchanged).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. ACCCARD.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-NUM          PIC 9(3) VALUE 5.
       01  WS-JUST         PIC X(5) JUSTIFIED RIGHT VALUE 'J'.
       01  WS-LONG.
           05 WL-HEAD      PIC X(78).
           05 WL-TAIL      PIC X(22).
       01  WS-SHORT        PIC X(4) VALUE 'NONE'.
       PROCEDURE DIVISION.
           MOVE ALL '*' TO WS-LONG
           ACCEPT WS-NUM
           IF WS-NUM IS NUMERIC
             DISPLAY 'NUM ' WS-NUM
           ELSE
             DISPLAY 'NOT NUMERIC'
           END-IF
           ACCEPT WS-JUST
           DISPLAY 'JUST [' WS-JUST ']'
           ACCEPT WS-LONG
           DISPLAY 'TAIL [' WL-TAIL ']'
           ACCEPT WS-SHORT
           DISPLAY 'SHORT [' WS-SHORT ']'
           STOP RUN.
