      * ERROR: PERFORM P-1 THRU P-9: the end of the range, P-9, does
      * not exist.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-PERFORM-THRU-UNDEFINED.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  WS-X                    PIC X(10).
       01  WS-N                    PIC 9(4).
       PROCEDURE DIVISION.
       MAIN-PARA.
           PERFORM P-1 THRU P-9
           GOBACK.
       P-1.
           DISPLAY 'P-1'.
       P-2.
           GOBACK.
