      * SUBP - a subprogram: its PROCEDURE DIVISION USING item is a
      * parameter of its callers, not a PARM (no halfword length first),
      * so equiv diff generates no input for it and says so.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. SUBP.
       DATA DIVISION.
       LINKAGE SECTION.
       01  L-AMT           PIC S9(7) COMP-3.
       PROCEDURE DIVISION USING L-AMT.
           IF L-AMT IS POSITIVE
             DISPLAY 'POS'
           END-IF
           GOBACK.
