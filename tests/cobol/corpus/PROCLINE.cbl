       PROCESS NODYNAM,RENT,DATA(31),CODEPAGE(1140)
      *================================================================*
      * PROCLINE - PROCESS options statement first, then a subprogram  *
      * with PROCEDURE DIVISION USING ... RETURNING, BY VALUE          *
      * parameters, CALL identifier USING BY VALUE / BY CONTENT LENGTH *
      * OF / BY REFERENCE ... RETURNING, a nested program with COMMON, *
      * IS INITIAL and RECURSIVE attributes on PROGRAM-ID, END PROGRAM *
      * markers, and                                                   *
      * two outermost programs in one source file.                     *
      * (GnuCOBOL 3.1.2 ignores PROCESS with a warning; RETURNING in a *
      * program's PROCEDURE DIVISION header and BY VALUE are accepted  *
      * with warnings and only syntax-checked here.)                   *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. PROCLINE IS INITIAL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-CALLS                PIC 9(4) VALUE ZERO.
       01  WS-EXT-PGM              PIC X(8) VALUE 'EXTPGM'.
       01  WS-EXT-RC               PIC S9(9) COMP-5.
       LINKAGE SECTION.
       01  LK-INPUT                PIC X(10).
       01  LK-COUNT                PIC S9(9) COMP-5.
       01  LK-RESULT               PIC S9(9) COMP-5.
       PROCEDURE DIVISION USING BY REFERENCE LK-INPUT
                                BY VALUE LK-COUNT
                          RETURNING LK-RESULT.
       MAIN-PARA.
           ADD 1 TO WS-CALLS
           CALL 'HELPER' USING LK-INPUT
           CALL WS-EXT-PGM USING BY VALUE LK-COUNT
                                 BY CONTENT LENGTH OF LK-INPUT
                                 BY REFERENCE WS-CALLS
                                 RETURNING WS-EXT-RC
               ON EXCEPTION
                   MOVE -1 TO WS-EXT-RC
               NOT ON EXCEPTION
                   CONTINUE
           END-CALL
           COMPUTE LK-RESULT = LK-COUNT * 2 + WS-CALLS
           GOBACK.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. HELPER IS COMMON.
       DATA DIVISION.
       LINKAGE SECTION.
       01  LK-TEXT                 PIC X(10).
       PROCEDURE DIVISION USING LK-TEXT.
           INSPECT LK-TEXT CONVERTING 'abc' TO 'ABC'
           GOBACK.
       END PROGRAM HELPER.
       END PROGRAM PROCLINE.
      * a second, separately compiled program in the same source
      * file (a batch compilation); LOCAL-STORAGE is not allowed in a
      * nested program, so the recursive program is not nested.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COUNTDN IS RECURSIVE.
       DATA DIVISION.
       LOCAL-STORAGE SECTION.
       01  LS-N                    PIC S9(4) COMP.
       LINKAGE SECTION.
       01  LK-N                    PIC S9(4) COMP.
       PROCEDURE DIVISION USING LK-N.
           IF LK-N > 0
               COMPUTE LS-N = LK-N - 1
               CALL 'COUNTDN' USING LS-N
           END-IF
           GOBACK.
       END PROGRAM COUNTDN.
