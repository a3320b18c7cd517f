      *================================================================*
      * INITMOVE - MOVE and INITIALIZE.                                *
      * EXERCISES: MOVE literal/identifier TO several receivers, group *
      *   MOVE (alphanumeric, no conversion), numeric to edited, edited*
      *   to numeric (de-editing), alphanumeric to numeric, truncation *
      *   on both sides, MOVE CORRESPONDING / CORR with nested groups  *
      *   and OCCURS items skipped, MOVE ALL literal, MOVE figurative  *
      *   constants, INITIALIZE (default: alphanumeric to spaces,      *
      *   numeric to zero, FILLER untouched), INITIALIZE ... REPLACING *
      *   NUMERIC DATA BY / ALPHANUMERIC DATA BY / NUMERIC-EDITED DATA *
      *   BY / ALPHABETIC BY, INITIALIZE of a table element, INITIALIZE*
      *   ... WITH FILLER / ALL TO VALUE / THEN TO DEFAULT (IBM 6.x).  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INITMOVE.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  SRC-REC.
           05  CUST-NO             PIC 9(6)  VALUE 123456.
           05  CUST-NAME           PIC X(10) VALUE 'SMITH'.
           05  ADDR.
               10  CITY            PIC X(8)  VALUE 'BOSTON'.
               10  ZIP             PIC 9(5)  VALUE 02110.
           05  AMOUNTS OCCURS 2    PIC 9(3)  VALUE 7.
           05  ONLY-IN-SRC         PIC X     VALUE 'S'.
       01  DST-REC.
           05  CUST-NAME           PIC X(6).
           05  CUST-NO             PIC 9(8).
           05  ADDR.
               10  ZIP             PIC 9(5).
               10  CITY            PIC X(4).
           05  AMOUNTS OCCURS 2    PIC 9(3).
           05  ONLY-IN-DST         PIC X     VALUE 'D'.
       01  MIXED.
           05  M-ALPHA             PIC A(4)  VALUE 'ABCD'.
           05  M-ALNUM             PIC X(4)  VALUE 'WXYZ'.
           05  M-NUM               PIC S9(4) VALUE -12.
           05  M-EDIT              PIC ZZ9.99 VALUE 1.5.
           05  FILLER              PIC X(3)  VALUE 'FIL'.
           05  M-TABLE             PIC X(2) OCCURS 3 VALUE 'TT'.
       01  EDITED-AMT              PIC $$,$$9.99-.
       01  PLAIN-AMT               PIC S9(5)V99.
       01  SHORT-X                 PIC X(3).
       01  SHORT-9                 PIC 9(3).
       01  LONG-9                  PIC 9(7)V9(3).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE CORRESPONDING SRC-REC TO DST-REC
           DISPLAY 'CORR: ' DST-REC
           MOVE SRC-REC TO DST-REC
           MOVE ALL '-' TO SHORT-X
           MOVE 'ABCDEF' TO SHORT-X
           MOVE 123456 TO SHORT-9
           MOVE 1234.5678 TO LONG-9
           DISPLAY SHORT-X ' ' SHORT-9 ' ' LONG-9
           MOVE -1234.5 TO EDITED-AMT
           MOVE EDITED-AMT TO PLAIN-AMT
           DISPLAY EDITED-AMT ' DE-EDITED ' PLAIN-AMT
           MOVE '042' TO SHORT-9
           MOVE SHORT-9 TO SHORT-X
           MOVE ZEROS TO LONG-9
           MOVE HIGH-VALUES TO SHORT-X
           MOVE QUOTES TO SHORT-X
           INITIALIZE MIXED
           DISPLAY 'INIT: [' MIXED ']'
           INITIALIZE MIXED REPLACING ALPHABETIC DATA BY 'Q'
                                      ALPHANUMERIC DATA BY 'R'
                                      NUMERIC DATA BY 9
                                      NUMERIC-EDITED DATA BY 2.5
           DISPLAY 'REPL: [' MIXED ']'
           INITIALIZE M-TABLE(2) REPLACING ALPHANUMERIC BY 'ZZ'
           INITIALIZE MIXED WITH FILLER ALL TO VALUE
           DISPLAY 'VALU: [' MIXED ']'
           INITIALIZE MIXED ALL TO VALUE THEN TO DEFAULT
           GOBACK.
