      *================================================================*
      * TABLES - OCCURS forms, subscripting and SEARCH.                *
      * EXERCISES: OCCURS n TIMES (fixed), OCCURS m TO n DEPENDING ON, *
      *   INDEXED BY with several indexes, ASCENDING and DESCENDING    *
      *   KEY on one table (major/minor keys), 2- and 3-dimensional    *
      *   tables, subscripts by literal, by data name, by index, with  *
      *   relative subscripts (IX + 1, WS-I - 1), mixed subscript and  *
      *   index, SEARCH (serial, VARYING another index, several WHEN), *
      *   SEARCH ALL with AND of key conditions, SET index UP BY /     *
      *   DOWN BY / TO index / TO data, SET data TO index, INITIALIZE  *
      *   of a table, table with VALUE on the OCCURS entry.            *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TABLES.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-I                    PIC S9(4) COMP.
       01  WS-J                    PIC S9(4) COMP.
       01  WS-N                    PIC 99 VALUE 5.
       01  MONTHS.
           05  MONTH-NAME          PIC X(3) OCCURS 12 TIMES
                                   VALUE 'XXX'.
       01  RATE-TABLE.
           05  RATE-ENTRY OCCURS 6 TIMES
                   ASCENDING KEY IS RT-STATE
                   DESCENDING KEY IS RT-YEAR
                   INDEXED BY RT-IX RT-IX2.
               10  RT-STATE        PIC XX.
               10  RT-YEAR         PIC 9(4).
               10  RT-RATE         PIC V999.
       01  GRID.
           05  GRID-ROW OCCURS 3 TIMES INDEXED BY ROW-IX.
               10  GRID-COL OCCURS 4 TIMES INDEXED BY COL-IX.
                   15  GRID-CELL   PIC S9(3) COMP-3.
                   15  GRID-LAYER  PIC X OCCURS 2 TIMES.
       01  VAR-LIST.
           05  VAR-COUNT           PIC 99.
           05  VAR-ITEM OCCURS 1 TO 20 TIMES DEPENDING ON VAR-COUNT
                   INDEXED BY VAR-IX.
               10  VAR-CODE        PIC X(4).
               10  VAR-QTY         PIC 9(3).
       01  WS-SAVE-IX              USAGE INDEX.
       PROCEDURE DIVISION.
       MAIN-PARA.
           INITIALIZE GRID
           MOVE 'JAN' TO MONTH-NAME(1)
           MOVE 'DEC' TO MONTH-NAME(12)
           MOVE 'CA2024050CA2023045NY2024065NY2022060TX2024000TX2020010'
               TO RATE-TABLE
           PERFORM VARYING ROW-IX FROM 1 BY 1 UNTIL ROW-IX > 3
               AFTER COL-IX FROM 1 BY 1 UNTIL COL-IX > 4
               SET WS-I TO ROW-IX
               SET WS-J TO COL-IX
               COMPUTE GRID-CELL(ROW-IX, COL-IX) = WS-I * 10 + WS-J
               MOVE 'A' TO GRID-LAYER(ROW-IX, COL-IX, 1)
               MOVE 'B' TO GRID-LAYER(ROW-IX COL-IX 2)
           END-PERFORM
           SET ROW-IX TO 2
           SET COL-IX TO 1
           DISPLAY GRID-CELL(ROW-IX + 1, COL-IX + 2) ' '
                   GRID-CELL(ROW-IX - 1, 4) ' '
                   GRID-LAYER(3, COL-IX, 2)
           MOVE 2 TO WS-I
           DISPLAY GRID-CELL(WS-I + 1, WS-I - 1)
           SEARCH ALL RATE-ENTRY
               AT END DISPLAY 'NO RATE'
               WHEN RT-STATE(RT-IX) = 'NY' AND RT-YEAR(RT-IX) = 2022
                   DISPLAY 'NY 2022 RATE ' RT-RATE(RT-IX)
           END-SEARCH
           SET RT-IX TO 1
           SET RT-IX2 TO 1
           SEARCH RATE-ENTRY VARYING RT-IX2
               AT END DISPLAY 'NO ZERO RATE'
               WHEN RT-RATE(RT-IX2) = ZERO
                   DISPLAY 'ZERO RATE AT ' RT-STATE(RT-IX2)
               WHEN RT-YEAR(RT-IX2) < 2021
                   DISPLAY 'OLD ENTRY AT ' RT-STATE(RT-IX2)
           END-SEARCH
           SET WS-SAVE-IX TO RT-IX2
           SET RT-IX UP BY 2
           SET RT-IX DOWN BY 1
           SET RT-IX2 TO RT-IX
           SET WS-J TO RT-IX2
           MOVE 3 TO VAR-COUNT
           MOVE 'AAAA001BBBB002CCCC003' TO VAR-LIST(3:21)
           SET VAR-IX TO VAR-COUNT
           DISPLAY VAR-CODE(VAR-IX) ' ' LENGTH OF VAR-LIST ' ' WS-J
           MOVE WS-N TO VAR-COUNT
           DISPLAY MONTH-NAME(1) MONTH-NAME(6) MONTH-NAME(12)
           GOBACK.
