      * ERROR: CUST-ID is defined under both GROUP-A and GROUP-B and
      * is referenced without qualification.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. RESOLVE-AMBIGUOUS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  GROUP-A.
           05  CUST-ID             PIC X(5).
       01  GROUP-B.
           05  CUST-ID             PIC X(5).
       PROCEDURE DIVISION.
       MAIN-PARA.
           MOVE 'K1' TO CUST-ID OF GROUP-A
           DISPLAY CUST-ID
           GOBACK.
