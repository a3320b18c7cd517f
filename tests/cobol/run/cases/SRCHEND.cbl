      * SRCHEND - where an unsuccessful serial SEARCH leaves its index
      * and VARYING item (ISO/IEC 1989:2023 14.9.37.4 general rule 3,
      * IBM Language Reference "SEARCH"): each failing element steps
      * the index, the last one too, so AT END sees it one past the
      * table (5 of 4), the VARYING item stepped with it (20 -> 23).
      * GnuCOBOL agrees on the index; it sets the VARYING item to the
      * index's value instead (05; GnuCOBOL bug 1290). A SEARCH that
      * starts past the table changes nothing.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SRCHEND.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 TBL.
          05 ENT PIC X(3) OCCURS 4 TIMES INDEXED BY IX.
       01 V PIC 99 VALUE 0.
       01 N PIC 99 VALUE 0.
       PROCEDURE DIVISION.
           MOVE "AAABBBCCCDDD" TO TBL.
           SET IX TO 1.
           SEARCH ENT AT END DISPLAY "END"
             WHEN ENT(IX) = "ZZZ" DISPLAY "F".
           SET N TO IX.
           DISPLAY N.
           SET IX TO 2.
           MOVE 20 TO V.
           SEARCH ENT VARYING V AT END DISPLAY "END2"
             WHEN ENT(IX) = "ZZZ" DISPLAY "F".
           SET N TO IX.
           DISPLAY N " " V.
           SET IX TO 3.
           SEARCH ENT WHEN ENT(IX) = "ZZZ" DISPLAY "F".
           SET N TO IX.
           DISPLAY N.
           SET IX TO 5.
           SEARCH ENT AT END DISPLAY "END3"
             WHEN ENT(IX) = "AAA" DISPLAY "F".
           SET N TO IX.
           DISPLAY N.
           SET IX TO 2.
           SEARCH ENT AT END DISPLAY "END4"
             WHEN ENT(IX) = "CCC" DISPLAY "F3".
           SET N TO IX.
           DISPLAY N.
           STOP RUN.
