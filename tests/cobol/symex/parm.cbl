      * PARM - a main program's PROCEDURE DIVISION USING item gets the
      * EXEC PARM: a halfword length and the text (binary zeros after it);
      * the program tests the length and the first characters.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PARMTST.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-MODE         PIC X(4) VALUE SPACES.
       LINKAGE SECTION.
       01  PARM-AREA.
           05 PARM-LEN     PIC S9(4) COMP.
           05 PARM-TEXT    PIC X(12).
       PROCEDURE DIVISION USING PARM-AREA.
           IF PARM-LEN = 0
             DISPLAY 'NO PARM'
           ELSE
             IF PARM-LEN > 12
               DISPLAY 'LONG PARM'
             END-IF
             MOVE PARM-TEXT(1:4) TO WS-MODE
             DISPLAY 'MODE [' WS-MODE '] LEN ' PARM-LEN
             IF PARM-TEXT(5:1) = LOW-VALUE
               DISPLAY 'SHORT'
             END-IF
           END-IF
           GOBACK.
