      * CUSTREC.cpy - generic customer record used with COPY REPLACING.
      *   Words meant to be replaced: CUST-REC, CUST-ID, CUST-LIMIT and
      *   the pseudo-text ==9(7)V99==.
       01  CUST-REC.
           05  CUST-ID             PIC X(8).
           05  CUST-NAME           PIC X(30).
           05  CUST-LIMIT          PIC S9(7)V99 COMP-3.
           05  CUST-BAL            PIC S9(7)V99 COMP-3.
