      *================================================================*
      * NESTED - nested programs and name scope.                       *
      * EXERCISES: contained programs (two levels deep), GLOBAL data   *
      *   and GLOBAL files visible in contained programs, a local name *
      *   hiding a GLOBAL one, EXTERNAL data shared by name, COMMON    *
      *   program callable by a sibling, CALL of a contained program   *
      *   by literal, USING BY REFERENCE / BY CONTENT, END PROGRAM for *
      *   each, PROGRAM-ID with a literal name, CANCEL of a contained  *
      *   program, RETURN-CODE set by a contained program.             *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. NESTED.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  G-COUNTER               PIC 9(4) GLOBAL VALUE 0.
       01  G-NAME                  PIC X(10) GLOBAL VALUE 'OUTER'.
       01  X-SHARED                PIC X(10) EXTERNAL.
       01  WS-ARG                  PIC X(10) VALUE 'ARGUMENT'.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'SHARED' TO X-SHARED
           CALL 'INNER-A' USING BY REFERENCE WS-ARG
           CALL 'INNER-B' USING BY CONTENT WS-ARG
           CANCEL 'INNER-A'
           CALL 'INNER-A' USING WS-ARG
           DISPLAY 'COUNTER ' G-COUNTER ' ARG ' WS-ARG
                   ' RC ' RETURN-CODE
           MOVE 0 TO RETURN-CODE
           GOBACK.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. 'INNER-A'.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  G-NAME                  PIC X(10) VALUE 'HIDDEN'.
       01  A-CALLS                 PIC 9 VALUE 0.
       LINKAGE SECTION.
       01  L-ARG                   PIC X(10).
       PROCEDURE DIVISION USING L-ARG.
           ADD 1 TO G-COUNTER A-CALLS
           MOVE 'CHANGED' TO L-ARG
           DISPLAY 'INNER-A SEES ' G-NAME ' CALLS ' A-CALLS
           CALL 'DEEPEST'
           CALL 'UTIL'
           GOBACK.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DEEPEST.
       PROCEDURE DIVISION.
           ADD 100 TO G-COUNTER
           GOBACK.
       END PROGRAM DEEPEST.
       END PROGRAM 'INNER-A'.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INNER-B.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  X-SHARED                PIC X(10) EXTERNAL.
       LINKAGE SECTION.
       01  L-ARG                   PIC X(10).
       PROCEDURE DIVISION USING L-ARG.
           ADD 10 TO G-COUNTER
           MOVE 'LOCAL COPY' TO L-ARG
           DISPLAY 'INNER-B SEES ' G-NAME ' AND ' X-SHARED
           CALL 'UTIL'
           MOVE 4 TO RETURN-CODE
           GOBACK.
       END PROGRAM INNER-B.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. UTIL IS COMMON.
       PROCEDURE DIVISION.
           ADD 1000 TO G-COUNTER
           GOBACK.
       END PROGRAM UTIL.
       END PROGRAM NESTED.
