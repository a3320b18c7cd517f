      * EXTDATA - EXTERNAL data items (Language Reference, "EXTERNAL
      * clause": an EXTERNAL record is storage of the run unit, one
      * block shared by every program that describes it, whatever the
      * program; CANCEL and INITIAL programs leave it as it is). SUB2
      * gets the item both by its EXTERNAL description and BY REFERENCE
      * through its LINKAGE item: the two names are the same storage,
      * so a MOVE to one shows in the other (before, each program held a
      * copy synchronised at CALL and return: SUB2 saw a stale copy).
      * SUB3 is INITIAL and redefines the record. cobc prints the same.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. EXTDATA.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  X-SHARED  PIC X(8) EXTERNAL.
       01  X-COUNT   PIC 9(4) EXTERNAL.
       PROCEDURE DIVISION.
           MOVE "MAIN" TO X-SHARED
           MOVE 1 TO X-COUNT
           CALL "SUB1"
           DISPLAY "MAIN AFTER SUB1 " X-SHARED " " X-COUNT
           CALL "SUB2" USING X-SHARED
           DISPLAY "MAIN AFTER SUB2 " X-SHARED " " X-COUNT
           CANCEL "SUB1"
           CALL "SUB1"
           DISPLAY "MAIN AFTER CANCEL " X-SHARED " " X-COUNT
           CALL "SUB3"
           CALL "SUB3"
           DISPLAY "MAIN AFTER SUB3 " X-SHARED " " X-COUNT
           STOP RUN.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SUB1.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  X-SHARED  PIC X(8) EXTERNAL.
       01  X-COUNT   PIC 9(4) EXTERNAL.
       PROCEDURE DIVISION.
           DISPLAY "SUB1 SEES " X-SHARED " " X-COUNT
           MOVE "SUB1" TO X-SHARED
           ADD 1 TO X-COUNT
           GOBACK.
       END PROGRAM SUB1.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SUB2.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  X-SHARED  PIC X(8) EXTERNAL.
       01  X-COUNT   PIC 9(4) EXTERNAL.
       LINKAGE SECTION.
       01  L-ITEM    PIC X(8).
       PROCEDURE DIVISION USING L-ITEM.
           MOVE "VIA-LINK" TO L-ITEM
           DISPLAY "SUB2 SEES " X-SHARED
           MOVE "SUB2" TO X-SHARED
           DISPLAY "SUB2 LINK " L-ITEM
           ADD 10 TO X-COUNT
           GOBACK.
       END PROGRAM SUB2.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SUB3 IS INITIAL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  X-COUNT   PIC 9(4) EXTERNAL.
       01  X-DIGITS  REDEFINES X-COUNT.
           05 X-HIGH PIC 99.
           05 X-LOW  PIC 99.
       01  MY-CALLS  PIC 9 VALUE 0.
       PROCEDURE DIVISION.
           ADD 1 TO MY-CALLS
           ADD 1 TO X-LOW
           DISPLAY "SUB3 " MY-CALLS " " X-HIGH " " X-LOW
           GOBACK.
       END PROGRAM SUB3.
       END PROGRAM EXTDATA.
