      * INSPLOOP - INSPECT (TALLYING, REPLACING, CONVERTING, BEFORE/
      * AFTER INITIAL, ALL operands), INITIALIZE (REPLACING, a table)
      * and ACCEPT FROM DATE run again and again in a loop (the
      * interpreter decodes each statement's phrases once: the results
      * must still follow the data of each iteration).
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INSPLOOP.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 WS-I PIC 9 VALUE 0.
       01 WS-TXT PIC X(16).
       01 WS-PAT PIC X(2).
       01 WS-CA PIC 99.
       01 WS-CB PIC 99.
       01 WS-S PIC S9(5).
       01 WS-E PIC -9(5).
       01 WS-REC.
          05 WS-NAME PIC X(6).
          05 WS-AMT PIC 9(3)V99.
          05 WS-TAB OCCURS 3 PIC X(2).
       01 WS-D PIC 9(6).
       01 WS-D2 PIC 9(6).
       PROCEDURE DIVISION.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 3
               MOVE 'AB*CD*AB**XYABAB' TO WS-TXT
               IF WS-I = 2 MOVE 'XYXY*ABAB*A*B***' TO WS-TXT END-IF
               IF WS-I = 3 MOVE 'ZZ-ZZ' TO WS-TXT END-IF
               MOVE 'AB' TO WS-PAT
               IF WS-I = 2 MOVE 'XY' TO WS-PAT END-IF
               MOVE 0 TO WS-CA WS-CB
               INSPECT WS-TXT TALLYING WS-CA FOR ALL WS-PAT
                   WS-CB FOR LEADING 'A' CHARACTERS AFTER INITIAL '*'
               DISPLAY WS-I ' T ' WS-CA ' ' WS-CB
               INSPECT WS-TXT REPLACING ALL '*' BY ALL '-'
                   FIRST 'AB' BY 'ab' LEADING 'X' BY 'x'
                   CHARACTERS BY '.' AFTER INITIAL 'Y'
                   BEFORE INITIAL 'B'
               DISPLAY WS-I ' R ' WS-TXT
               INSPECT WS-TXT CONVERTING 'ABCXYZ' TO 'abcxyz'
                   AFTER INITIAL '-'
               DISPLAY WS-I ' C ' WS-TXT
               INSPECT WS-TXT CONVERTING 'z' TO ALL '9'
               DISPLAY WS-I ' C ' WS-TXT
               MOVE -12030 TO WS-S
               INSPECT WS-S REPLACING ALL '0' BY '7'
               MOVE WS-S TO WS-E
               DISPLAY WS-I ' S ' WS-E
               MOVE 'NAMEXY' TO WS-NAME MOVE 123.45 TO WS-AMT
               MOVE 'T1' TO WS-TAB (1) WS-TAB (2) WS-TAB (3)
               IF WS-I = 1
                   INITIALIZE WS-REC
               ELSE
                   INITIALIZE WS-REC REPLACING ALPHANUMERIC BY '#'
                       NUMERIC BY WS-I
               END-IF
               DISPLAY WS-I ' I ' WS-REC
               ACCEPT WS-D FROM DATE
               ACCEPT WS-D2 FROM DATE
               IF WS-D NOT = WS-D2 DISPLAY 'DATE MOVED' END-IF
           END-PERFORM
           STOP RUN.
