      * POINTER - SET pointer TO ADDRESS OF, SET ADDRESS OF a LINKAGE
      * record TO a pointer or ADDRESS OF, SET pointer UP BY, NULL
      * (Language Reference, "SET statement" formats 5-6): the record
      * then names the pointed-to bytes. cobc prints the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. POINTER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-TEXT PIC X(10) VALUE 'ABCDEFGHIJ'.
       01  WS-P    USAGE POINTER.
       01  WS-Q    USAGE POINTER VALUE NULL.
       LINKAGE SECTION.
       01  LK      PIC X(3).
       PROCEDURE DIVISION.
           IF WS-Q = NULL DISPLAY 'Q NULL' END-IF
           SET WS-P TO ADDRESS OF WS-TEXT
           SET ADDRESS OF LK TO WS-P
           DISPLAY LK
           SET WS-P UP BY 4
           SET WS-Q TO WS-P
           SET ADDRESS OF LK TO WS-Q
           DISPLAY LK
           MOVE 'xyz' TO LK
           DISPLAY WS-TEXT
           SET ADDRESS OF LK TO ADDRESS OF WS-TEXT(8:3)
           DISPLAY LK
           SET WS-P DOWN BY 2
           SET ADDRESS OF LK TO WS-P
           DISPLAY LK
           SET ADDRESS OF LK TO NULL
           DISPLAY LK
           STOP RUN.
