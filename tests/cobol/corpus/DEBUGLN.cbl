      *================================================================*
      * DEBUGLN - debugging lines.                                     *
      * EXERCISES: 'D' (and 'd') in column 7, SOURCE-COMPUTER ... WITH *
      *   DEBUGGING MODE (which makes D lines part of the program; IBM *
      *   and GnuCOBOL alike), a D line in the DATA DIVISION, a D line *
      *   continuing a statement started on a normal line, a D line    *
      *   holding a whole statement, comment lines in between.         *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DEBUGLN.
       ENVIRONMENT DIVISION.
       CONFIGURATION SECTION.
       SOURCE-COMPUTER. IBM-370 WITH DEBUGGING MODE.
       OBJECT-COMPUTER. IBM-370.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-TOTAL                PIC 9(4) VALUE 0.
      D01  WS-TRACE                PIC X(20) VALUE 'TRACE ON'.
       01  WS-I                    PIC 99.
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 4
               ADD WS-I TO WS-TOTAL
      D        DISPLAY WS-TRACE ' I=' WS-I ' TOTAL=' WS-TOTAL
           END-PERFORM
      * an ordinary comment between debugging lines
           DISPLAY 'TOTAL ' WS-TOTAL
      d        ' (WITH DEBUG SUFFIX)'
      D    IF WS-TOTAL NOT = 10
      D        DISPLAY 'DEBUG CHECK FAILED'
      D    END-IF
           GOBACK.
