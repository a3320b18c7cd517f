      * DISPIDX - DISPLAY of an index-name is an error: "identifier-1
      * cannot be an index-name" (Language Reference, DISPLAY statement);
      * cobc 3.1.2 -std=ibm accepts it. Inside IF and EVALUATE too.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. DISPIDX.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  TAB.
           05 T-ENT        PIC X OCCURS 5 INDEXED BY TX.
       01  N               PIC 9 VALUE 1.
       PROCEDURE DIVISION.
           SET TX TO 2
           DISPLAY 'N ' N
           IF N = 1
             DISPLAY TX
           END-IF
           EVALUATE N
             WHEN 1 DISPLAY 'X' TX
           END-EVALUATE
           STOP RUN.
