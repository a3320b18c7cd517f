      * ERROR: REDEFINES must name the immediately preceding entry of
      * the same level; WS-C redefines WS-A although WS-B lies between
      * them.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-REDEFINES-NOT-ADJACENT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-A                    PIC X(4).
       01  WS-B                    PIC X(4).
       01  WS-C REDEFINES WS-A    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           CONTINUE
           GOBACK.
