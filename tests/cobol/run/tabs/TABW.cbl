      * TABW - a copybook written with tab stops of 4 (four tabs, then
      * spaces, before the level numbers): under the default stops of 8
      * 'PIC X(25).' passes column 72 (issue 9 item 12); --tab-width 4
      * reads it as written.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. TABW.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  CUST-REC.
           COPY CUSTREC.
       PROCEDURE DIVISION.
           MOVE 'MAIN STREET 1' TO CUST-ADDRESS-LINE-ONE-TXT
           MOVE 12.5 TO CUST-BALANCE-AMOUNT-DUE
           DISPLAY '[' CUST-ADDRESS-LINE-ONE-TXT ']'
           DISPLAY CUST-BALANCE-AMOUNT-DUE
           STOP RUN.
