      * FNLOOP - intrinsic functions evaluated again and again in a
      * loop over changing arguments (the interpreter lists each
      * function's arguments once per node: the results must still
      * follow each iteration's data). cobc 3.1.2 displays the same.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FNLOOP.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 WS-I PIC 9(4) VALUE 0.
       01 WS-A PIC 9(4) VALUE 17.
       01 WS-B PIC S9(4)V99 VALUE -3.25.
       01 WS-T PIC X(12) VALUE '  abc Def  '.
       01 WS-N PIC X(10) VALUE ' 1,234.50 '.
       01 WS-F PIC X(10) VALUE '1.5E+2'.
       01 WS-R PIC S9(9)V99.
       01 WS-E PIC -(9)9.99.
       01 WS-S PIC X(12).
       01 WS-D PIC 9(8) VALUE 20240229.
       PROCEDURE DIVISION.
           PERFORM VARYING WS-I FROM 1 BY 1 UNTIL WS-I > 400
               COMPUTE WS-R = FUNCTION MAX(WS-A WS-B WS-I)
                   + FUNCTION MOD(WS-I 7) + FUNCTION ABS(WS-B)
               COMPUTE WS-R = WS-R + FUNCTION NUMVAL-C(WS-N)
                   + FUNCTION INTEGER-OF-DATE(WS-D)
                   + FUNCTION LENGTH(FUNCTION TRIM(WS-T))
                   + FUNCTION NUMVAL(WS-N(4:6))
                   + FUNCTION NUMVAL-F(WS-F)
                   + FUNCTION TEST-NUMVAL(WS-N)
                   + FUNCTION LENGTH(WS-T) + FUNCTION LENGTH('AB')
               MOVE FUNCTION UPPER-CASE(WS-T) TO WS-S
               IF FUNCTION MOD(WS-I 100) = 0
                   MOVE WS-R TO WS-E
                   DISPLAY WS-I ' ' WS-E ' ' WS-S ' '
                       FUNCTION REVERSE(WS-S)(2:5)
                   ADD 100 TO WS-D
                   MOVE ' 9,876.25 ' TO WS-N
               END-IF
           END-PERFORM
           STOP RUN.
