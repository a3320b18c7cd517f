      *================================================================*
      * REPLSTMT - the REPLACE compiler-directing statement.           *
      * EXERCISES: REPLACE ==a== BY ==b== with several operands, text  *
      *   replaced in both DATA and PROCEDURE DIVISION, REPLACE acting *
      *   on text that came from a COPY (REPLACE applies after COPY),  *
      *   a second REPLACE cancelling the first, REPLACE OFF, and     *
      *   REPLACE LEADING/TRAILING partial words (ISO 2002, IBM 6.x).  *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. REPLSTMT.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       REPLACE ==MAX-ITEMS== BY ==25==
               ==ITEM-PIC==  BY ==PIC X(12)==
               ==CUST-LIMIT== BY ==CUST-CREDIT-LIMIT==.
       01  WS-TABLE.
           05  WS-ITEM  ITEM-PIC OCCURS MAX-ITEMS TIMES.
       01  WS-COUNT     PIC 99 VALUE MAX-ITEMS.
       COPY CUSTREC.
       REPLACE ==WS-OLD== BY ==WS-NEW==.
       01  WS-OLD       PIC 9(4) VALUE 7.
       01  WS-MAX-ITEMS PIC 99 VALUE 3.
       REPLACE LEADING ==TMP-== BY ==WORK-==.
       01  TMP-A        PIC X(4) VALUE 'AAAA'.
       01  TMP-B        PIC X(4) VALUE 'BBBB'.
       REPLACE OFF.
       01  WS-OLD       PIC 9(4) VALUE 9.
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'FIRST' TO WS-ITEM(1)
           MOVE 'LAST'  TO WS-ITEM(25)
           MOVE 5000    TO CUST-CREDIT-LIMIT
           ADD WS-NEW TO WS-OLD
           MOVE WORK-A TO WORK-B
           DISPLAY WS-ITEM(25) ' ' WS-COUNT ' ' WS-OLD ' ' WORK-B
           GOBACK.
