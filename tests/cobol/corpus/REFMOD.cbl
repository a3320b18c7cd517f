      *================================================================*
      * REFMOD - reference modification, LENGTH OF, ADDRESS OF,        *
      * pointers and special registers.                                *
      * EXERCISES: item(start:length), item(start:) to the end,        *
      *   computed start/length (I + 1 : N - I), ref-mod on a          *
      *   subscripted item tbl(i)(s:l), on a qualified item, on a      *
      *   receiving item, LENGTH OF, FUNCTION LENGTH, ADDRESS OF in    *
      *   SET and CALL, SET pointer UP BY, BASED-like LINKAGE item     *
      *   addressed by SET ADDRESS OF, RETURN-CODE, WHEN-COMPILED,     *
      *   LINAGE-COUNTER-free report; TALLY special register.          *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. REFMOD.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-TEXT                 PIC X(26)
                                   VALUE 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.
       01  WS-I                    PIC 99 VALUE 3.
       01  WS-N                    PIC 99 VALUE 10.
       01  WS-TABLE.
           05  WS-ROW              PIC X(8) OCCURS 3 TIMES
                                   VALUE 'ROW-ROW-'.
       01  WS-REC.
           05  WS-KEY              PIC X(6) VALUE 'KEY123'.
       01  WS-OTHER.
           05  WS-KEY              PIC X(6) VALUE 'OTHER9'.
       01  WS-OUT                  PIC X(20) VALUE ALL '.'.
       01  WS-PTR                  USAGE POINTER.
       01  WS-LEN                  PIC S9(8) COMP.
       LINKAGE SECTION.
       01  LK-OVERLAY.
           05  LK-FIRST3           PIC X(3).
           05  LK-REST             PIC X(23).
       PROCEDURE DIVISION.
       MAIN-PARA.
           DISPLAY WS-TEXT(1:3) ' ' WS-TEXT(24:) ' '
                   WS-TEXT(WS-I + 1:WS-N - WS-I) ' '
                   WS-TEXT(WS-I:1)
           DISPLAY WS-ROW(2)(5:4) ' ' WS-KEY OF WS-REC(4:3) ' '
                   WS-KEY IN WS-OTHER(6:)
           MOVE 'XYZ' TO WS-OUT(5:3)
           MOVE WS-TEXT(20:) TO WS-OUT(10:)
           DISPLAY WS-OUT
           MOVE LENGTH OF WS-TEXT TO WS-LEN
           DISPLAY LENGTH OF WS-TABLE ' ' WS-LEN ' '
                   FUNCTION LENGTH(WS-ROW(1))
           SET WS-PTR TO ADDRESS OF WS-TEXT
           SET ADDRESS OF LK-OVERLAY TO WS-PTR
           DISPLAY LK-FIRST3 ' ' LK-REST(1:5)
           SET WS-PTR UP BY 10
           SET ADDRESS OF LK-OVERLAY TO WS-PTR
           DISPLAY LK-FIRST3
           SET ADDRESS OF LK-OVERLAY TO ADDRESS OF WS-TEXT
           MOVE 'abc' TO LK-FIRST3
           DISPLAY WS-TEXT(1:5)
           MOVE ZERO TO TALLY
           INSPECT WS-TEXT TALLYING TALLY FOR ALL 'D' 'E' 'Z'
           MOVE 4 TO RETURN-CODE
           DISPLAY 'TALLY ' TALLY ' RC ' RETURN-CODE
           MOVE 0 TO RETURN-CODE
           GOBACK.
