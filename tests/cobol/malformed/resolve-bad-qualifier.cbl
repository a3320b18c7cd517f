      * ERROR: CUST-ID OF NO-SUCH-GROUP: the qualifier names no item.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-BAD-QUALIFIER.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  GROUP-A.
           05  CUST-ID             PIC X(5).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'K1' TO CUST-ID OF NO-SUCH-GROUP
           GOBACK.
