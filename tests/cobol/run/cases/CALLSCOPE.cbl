      * CALLSCOPE - which nested programs a CALL can name (Language
      * Reference, "Conventions for program-names"): those directly
      * contained in the caller, and COMMON programs directly contained
      * in a program that contains the caller (B1 from its sibling A1,
      * and from A2, nested in A1). C1, contained in the outer program
      * but not COMMON, is not visible from A1: the CALL takes ON
      * EXCEPTION (no separately compiled C1 exists). Before, any
      * program of the run unit with the name was called. cobc prints
      * the same lines.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. CALLSCOPE.
       PROCEDURE DIVISION.
           CALL 'A1'
           CALL 'B1'
           CALL 'C1'
           STOP RUN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. A1.
       PROCEDURE DIVISION.
           DISPLAY 'A1'
           CALL 'C1' ON EXCEPTION DISPLAY 'C1 NOT VISIBLE FROM A1'
           END-CALL
           CALL 'B1'
           CALL 'A2'
           GOBACK.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. A2.
       PROCEDURE DIVISION.
           DISPLAY 'A2'
           CALL 'B1'
           GOBACK.
       END PROGRAM A2.
       END PROGRAM A1.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. B1 IS COMMON PROGRAM.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01 CNT PIC 9 VALUE 0.
       PROCEDURE DIVISION.
           ADD 1 TO CNT
           DISPLAY 'B1 ' CNT
           GOBACK.
       END PROGRAM B1.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. C1.
       PROCEDURE DIVISION.
           DISPLAY 'C1'
           GOBACK.
       END PROGRAM C1.
       END PROGRAM CALLSCOPE.
