      * ERROR: CUST-ID IN GROUP-B: GROUP-B exists but contains no
      * CUST-ID; the reference names no item.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-WRONG-QUALIFIER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  GROUP-A.
           05  CUST-ID             PIC X(5).
       01  GROUP-B.
           05  CUST-NAME           PIC X(5).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'K1' TO CUST-ID IN GROUP-B
           GOBACK.
