      * ERROR: paragraph DO-IT is defined twice in section WORK-
      * SECTION and PERFORM DO-IT cannot tell which one is meant.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-DUPLICATE-PARAGRAPH.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN SECTION.
       MAIN-PARA.
           PERFORM DO-IT
           GOBACK.
       WORK-SECTION SECTION.
       DO-IT.
           DISPLAY 'FIRST'.
       DO-IT.
           DISPLAY 'SECOND'.
           GOBACK.
